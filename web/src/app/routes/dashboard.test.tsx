import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { CardsDocument, MyOrdersDocument } from '../../__generated__/graphql';
import { saveSession } from '../../lib/session';
import { AntdProvider } from '../antd-provider';
import { createApolloCache } from '../apollo-cache';
import { Component as Dashboard } from './dashboard';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

const emptyOrders = {
  request: { query: MyOrdersDocument, variables: { first: 20 } },
  result: {
    data: {
      orderLines: {
        __typename: 'OrderLineConnection' as const,
        edges: [],
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
      },
    },
  },
  maxUsageCount: 10,
};
const noCards = { request: { query: CardsDocument }, result: { data: { cards: [] } } };

function renderDashboard(path: string, mocks: MockLink.MockedResponse[]) {
  const operations: string[] = [];
  const counting = new ApolloLink((operation, forward) => {
    operations.push(operation.operationName ?? '');
    return forward(operation);
  });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <Dashboard />
            <Where />
          </>
        ),
      },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MockedProvider link={ApolloLink.from([counting, new MockLink(mocks)])} cache={createApolloCache()}>
      <AntdProvider>
        <RouterProvider router={router} />
      </AntdProvider>
    </MockedProvider>,
  );
  return { operations };
}

function signIn() {
  saveSession({
    token: 't',
    role: 'customer',
    zipCode: '75201',
    user: {
      customer_id: '7',
      first_name: 'Sam',
      last_name: 'Shopper',
      name: 'Sam Shopper',
      email: 'shopper@example.com',
      company_name: '',
      title: '',
      phone_number: '(214) 555-0100',
      customer_type: 'Individual',
    },
  });
}

afterEach(() => localStorage.clear());

describe('/dashboard', () => {
  it('sends a guest to /login', async () => {
    renderDashboard('/dashboard', []);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it("shows the product rules' four tabs in their order, then 'Change Password', and opens the one named by ?tab=", async () => {
    signIn();
    renderDashboard('/dashboard?tab=cards', [noCards]);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Profile Information',
      'My Orders',
      'Saved Cards',
      'Manage Shipping Address',
      'Change Password',
    ]);
    expect(screen.getByRole('tab', { name: 'Saved Cards' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Manage Saved Cards' })).toBeInTheDocument();
    expect(await screen.findByText('No card found')).toBeInTheDocument();
  });

  it("opens 'Change Password' at /dashboard?tab=password", async () => {
    signIn();
    const user = userEvent.setup({ delay: null });
    renderDashboard('/dashboard?tab=cards', [noCards]);
    await screen.findByText('No card found');

    await user.click(screen.getByRole('tab', { name: 'Change Password' }));
    expect(await screen.findByRole('form', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard?tab=password');
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
  });

  it("reloads 'My Orders' on every click of its tab and writes the tab into the address", async () => {
    signIn();
    const user = userEvent.setup({ delay: null });
    const { operations } = renderDashboard('/dashboard?tab=cards', [noCards, emptyOrders]);
    await screen.findByText('No card found');

    await user.click(screen.getByRole('tab', { name: 'My Orders' }));
    expect(await screen.findByText('No Orders Available')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard?tab=orders');
    await user.click(screen.getByRole('tab', { name: 'My Orders' }));
    await waitFor(() => expect(operations.filter((name) => name === 'MyOrders')).toHaveLength(2));
    expect(await screen.findByText('No Orders Available')).toBeInTheDocument();
  });
});
