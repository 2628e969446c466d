import { zipPlace } from '../../lib/zip-places';
import { badRequest } from '../../lib/http-error';
import { STATE_TAX_RATES_BP } from './state-tax-rates';

// Tax follows an address's state while the delivery area follows its ZIP code, so a ZIP of
// another state would buy where the ZIP is and be taxed where the state says
// (docs/decisions.md "A ZIP code in its state"). US addresses must agree; a ZIP the
// zipcodes data does not know is left to the area check (which then lists nothing).

const US = /^(united states( of america)?|us|usa)$/i;
const codeByName = new Map(Object.entries(STATE_TAX_RATES_BP).map(([code, { name }]) => [name.toLowerCase(), code]));

/** The two-letter code of a state given as its code ('TX', what the pickers store) or its name ('Texas'). */
function stateCode(state: string): string {
  const key = state.trim();
  return codeByName.get(key.toLowerCase()) ?? key.toUpperCase();
}

export interface PlaceOfAddress {
  zip_code: string;
  state: string;
  country?: string | null;
}

/** Why the address's ZIP code is not in its state (a message naming the field), or undefined when it is. */
export function zipStateProblem(address: PlaceOfAddress): string | undefined {
  if (address.country && !US.test(address.country.trim())) return undefined;
  const known = zipPlace(address.zip_code);
  if (!known || known.country !== 'US') return undefined;
  const state = stateCode(address.state);
  return known.state === state ? undefined : `zip_code ${address.zip_code} is in ${known.state}, not ${state}`;
}

/** A 400 naming zip_code when the address's ZIP code lies in another state. */
export function assertZipInState(address: PlaceOfAddress): void {
  const problem = zipStateProblem(address);
  if (problem) throw badRequest(problem);
}
