import { City, Country, State, type ICity, type ICountry, type IState } from 'country-state-city';

// The lists are sorted once, on first use, and kept: the forms ask for them again and again.

const byName = <T extends { name: string }>(items: T[]): T[] =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, 'en'));

let countries: ICountry[] | undefined;
const statesByCountry = new Map<string, IState[]>();
const citiesByState = new Map<string, ICity[]>();

export function allCountries(): ICountry[] {
  return (countries ??= byName(Country.getAllCountries()));
}

export function statesOf(countryCode: string): IState[] {
  const code = countryCode.trim().toUpperCase();
  let states = statesByCountry.get(code);
  if (!states) {
    states = byName(State.getStatesOfCountry(code));
    statesByCountry.set(code, states);
  }
  return states;
}

export function citiesOf(countryCode: string, stateCode: string): ICity[] {
  const key = `${countryCode.trim().toUpperCase()}|${stateCode.trim()}`;
  let cities = citiesByState.get(key);
  if (!cities) {
    cities = byName(City.getCitiesOfState(countryCode.trim().toUpperCase(), stateCode.trim()));
    citiesByState.set(key, cities);
  }
  return cities;
}
