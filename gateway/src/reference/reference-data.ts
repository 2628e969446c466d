import type * as CountryStateCity from 'country-state-city';
import type { ICity, ICountry, IState } from 'country-state-city';

// The lists are sorted once, on first use, and kept: the forms ask for them again and again.
// The package itself (every country, state and city) is required by the first list asked
// for, not by every start (docs/decisions.md "Test suite time": heavy modules required on
// first use).
function places(): typeof CountryStateCity {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('country-state-city') as typeof CountryStateCity;
}

const byName = <T extends { name: string }>(items: T[]): T[] =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, 'en'));

let countries: ICountry[] | undefined;
const statesByCountry = new Map<string, IState[]>();
const citiesByState = new Map<string, ICity[]>();

export function allCountries(): ICountry[] {
  return (countries ??= byName(places().Country.getAllCountries()));
}

export function statesOf(countryCode: string): IState[] {
  const code = countryCode.trim().toUpperCase();
  let states = statesByCountry.get(code);
  if (!states) {
    states = byName(places().State.getStatesOfCountry(code));
    statesByCountry.set(code, states);
  }
  return states;
}

export function citiesOf(countryCode: string, stateCode: string): ICity[] {
  const key = `${countryCode.trim().toUpperCase()}|${stateCode.trim()}`;
  let cities = citiesByState.get(key);
  if (!cities) {
    cities = byName(places().City.getCitiesOfState(countryCode.trim().toUpperCase(), stateCode.trim()));
    citiesByState.set(key, cities);
  }
  return cities;
}
