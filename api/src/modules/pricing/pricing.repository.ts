import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { stateTaxRateBp } from './state-tax-rates';
import { isTaxExempt } from './tax-exemption';

/** The sales tax rate (basis points) the customer pays on goods delivered to `state`. */
export async function taxRateBpFor(
  db: Kysely<Database>,
  customerId: number,
  state: string | undefined,
): Promise<number> {
  if (state === undefined) return 0;
  const rate = stateTaxRateBp(state);
  if (rate === 0) return 0;
  return (await isTaxExempt(db, customerId)) ? 0 : rate;
}
