import type { Resolvers } from '../__generated__/resolvers-types';
import { allCountries, citiesOf, statesOf } from '../reference/reference-data';

// Reference data lives on the gateway (docs/graphql.md), not in the web bundle and not in the API.
export const referenceResolvers: Resolvers = {
  Query: {
    countries: () => allCountries(),
    states: (_parent, { countryCode }) => statesOf(countryCode),
    cities: (_parent, { countryCode, stateCode }) => citiesOf(countryCode, stateCode),
  },

  Country: {
    currency: (country) => country.currency || null,
    timezones: (country) => country.timezones ?? [],
  },

  State: {
    id: (state) => `${state.countryCode}-${state.isoCode}`,
  },

  City: {
    // docs/product.md#sign-up-profile-and-addresses: a city option's value is the state code joined to the city name by '_'.
    value: (city) => `${city.stateCode}_${city.name}`,
  },
};
