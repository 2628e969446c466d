import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PaymentSettingsDocument, type CardList_CardsFragment } from '../../__generated__/graphql';
import { TestProviders } from '../../test/render';

export function card(overrides: Partial<CardList_CardsFragment> = {}) {
  return {
    __typename: 'Card' as const,
    id: '1',
    holderName: 'Sam Shopper',
    maskedNumber: '**** **** **** 4242',
    brand: 'visa',
    expMonth: 12,
    expYear: 2030,
    isDefault: true,
    ...overrides,
  };
}

// The answer 'Add new card' asks for when it opens: the sandbox form without a key,
// Stripe Elements with one.
export function paymentSettingsMock(publishableKey: string | null = null): MockLink.MockedResponse {
  return {
    request: { query: PaymentSettingsDocument },
    result: {
      data: {
        paymentSettings: {
          __typename: 'PaymentSettings',
          provider: publishableKey ? 'STRIPE' : 'SANDBOX',
          publishableKey,
        },
      },
    },
  };
}

// Renders under a mocked Apollo Client with the app's cache, counting every operation that
// reaches the network: cache updates by mutation answers must not refetch.
export function renderWithOperations(ui: ReactElement, mocks: MockLink.MockedResponse[]) {
  const operations: string[] = [];
  const counting = new ApolloLink((operation, forward) => {
    operations.push(operation.operationName ?? '');
    return forward(operation);
  });
  const link = ApolloLink.from([counting, new MockLink(mocks)]);
  const result = render(
    <TestProviders link={link}>
      <MemoryRouter>{ui}</MemoryRouter>
    </TestProviders>,
  );
  return { ...result, operations };
}
