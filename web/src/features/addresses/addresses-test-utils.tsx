import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  AddressBookDocument,
  LocationCitiesDocument,
  LocationCountriesDocument,
  LocationStatesDocument,
  type AddressForm_AddressFragment,
} from '../../__generated__/graphql';
import { LocationProbe, TestProviders } from '../../test/render';

export function address(overrides: Partial<AddressForm_AddressFragment> = {}) {
  return {
    __typename: 'Address' as const,
    id: '1',
    type: 'BILLING' as const,
    title: '',
    companyName: '',
    firstName: 'Sam',
    lastName: 'Shopper',
    email: 'shopper@example.com',
    phoneNumber: '(214) 555-0100',
    country: 'United States',
    state: 'TX',
    city: 'Dallas',
    street: '1500 Marilla St',
    zipCode: '75201',
    ...overrides,
  };
}

// The mutation input fields of an address with no title or company (they are left out).
export function inputOf(saved: AddressForm_AddressFragment) {
  return {
    firstName: saved.firstName,
    lastName: saved.lastName,
    phoneNumber: saved.phoneNumber,
    country: saved.country,
    state: saved.state,
    city: saved.city,
    street: saved.street,
    zipCode: saved.zipCode,
  };
}

export const BILLING = address();
export const SHIPPING = address({ id: '2', type: 'SHIPPING', street: '2200 Ross Ave' });

export function addressBookMock(addresses: ReturnType<typeof address>[]) {
  return {
    request: { query: AddressBookDocument },
    result: {
      data: {
        profile: {
          __typename: 'Profile' as const,
          id: '7',
          billingAddress: addresses.find((entry) => entry.type === 'BILLING') ?? null,
          addresses,
        },
      },
    },
  };
}

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

// The pickers' reference data: the United States, two states, two Texan cities.
export const locationMocks: MockLink.MockedResponse[] = [
  {
    ...always,
    request: { query: LocationCountriesDocument },
    result: {
      data: {
        countries: [
          { __typename: 'Country', isoCode: 'CA', name: 'Canada' },
          { __typename: 'Country', isoCode: 'US', name: 'United States' },
        ],
      },
    },
  },
  {
    ...always,
    request: { query: LocationStatesDocument, variables: { countryCode: 'US' } },
    result: {
      data: {
        states: [
          { __typename: 'State', id: 'US-OR', isoCode: 'OR', name: 'Oregon' },
          { __typename: 'State', id: 'US-TX', isoCode: 'TX', name: 'Texas' },
        ],
      },
    },
  },
  {
    ...always,
    request: { query: LocationCitiesDocument, variables: { countryCode: 'US', stateCode: 'TX' } },
    result: {
      data: {
        cities: [
          { __typename: 'City', value: 'TX_Austin', name: 'Austin' },
          { __typename: 'City', value: 'TX_Dallas', name: 'Dallas' },
        ],
      },
    },
  },
];

// Renders under a mocked Apollo Client with the app's cache, counting every operation that
// reaches the network but the pickers' reference data: saved addresses must update the
// cache with no refetch. The screen starts at /form; '/' shows the location probe.
export function renderWithOperations(ui: ReactElement, mocks: MockLink.MockedResponse[]) {
  const operations: string[] = [];
  const counting = new ApolloLink((operation, forward) => {
    if (!operation.operationName?.startsWith('Location')) operations.push(operation.operationName ?? '');
    return forward(operation);
  });
  const link = ApolloLink.from([counting, new MockLink([...mocks, ...locationMocks])]);
  const router = createMemoryRouter(
    [
      { path: '/form', element: ui },
      { path: '/', element: <LocationProbe /> },
    ],
    { initialEntries: ['/form'] },
  );
  const result = render(
    <TestProviders link={link}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, operations, router };
}
