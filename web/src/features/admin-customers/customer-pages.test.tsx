import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminCustomerDocument,
  AdminCustomersDocument,
  CustomersCsvPathDocument,
  EndCustomerSessionsDocument,
} from '../../__generated__/graphql';
import { adminConnection } from '../../test/admin-connection';
import { captureDownloads } from '../../test/download-capture';
import { renderRoutes } from '../../test/render';
import { usd } from '../../test/money';
import { CustomerPage } from './customer-page';
import { CustomersScreen } from './customers-screen';

jest.setTimeout(60_000);

const ada = {
  __typename: 'AdminCustomerSummary',
  id: '7',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'customer',
  customerType: 'BUSINESS',
  companyName: 'Engines Inc',
  emailVerified: true,
  createdAt: '2025-01-02T10:00:00.000Z',
};
const page = (customers: { id: string }[]) => ({
  data: { admin: { __typename: 'AdminQuery', customers: adminConnection('AdminCustomerConnection', customers) } },
});

test('searching customers by name lists matches, each linking to its page', async () => {
  const user = userEvent.setup();
  renderRoutes({
    routes: [{ path: '/admin/customers', element: <CustomersScreen /> }],
    url: '/admin/customers',
    mocks: [
      {
        request: { query: AdminCustomersDocument, variables: { search: null, sort: 'NEWEST', first: 20 } },
        result: page([]),
      },
      {
        request: { query: AdminCustomersDocument, variables: { search: 'ada', sort: 'NEWEST', first: 20 } },
        result: page([ada]),
      },
    ],
  });
  expect(await screen.findByText('No customer matches.')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), ' ada {Enter}');
  const link = await screen.findByRole('link', { name: 'Ada Lovelace' });
  expect(link).toHaveAttribute('href', '/admin/customers/7');
  const row = link.closest('tr')!;
  expect(within(row).getByText('Business (Engines Inc)')).toBeInTheDocument();
  expect(within(row).getByText('ada@example.com')).toBeInTheDocument();
});

test('Export CSV downloads the customers of the search on screen', async () => {
  const user = userEvent.setup();
  localStorage.setItem('token', 'admin-token');
  const downloads = captureDownloads('customer_id\n7\n');
  try {
    renderRoutes({
      routes: [{ path: '/admin/customers', element: <CustomersScreen /> }],
      url: '/admin/customers',
      mocks: [
        {
          request: { query: AdminCustomersDocument, variables: { search: null, sort: 'NEWEST', first: 20 } },
          result: page([]),
        },
        {
          request: { query: AdminCustomersDocument, variables: { search: 'ada', sort: 'NEWEST', first: 20 } },
          result: page([ada]),
        },
        {
          request: { query: CustomersCsvPathDocument, variables: { search: 'ada', sort: 'NEWEST' } },
          result: {
            data: {
              admin: { __typename: 'AdminQuery', customersCsvPath: '/admin/customers.csv?search=ada&sort=newest' },
            },
          },
        },
      ],
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Search by name or e-mail' }), ' ada {Enter}');
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported the customers')).toBeInTheDocument();
    expect(downloads.fetched).toEqual([
      { url: '/admin/customers.csv?search=ada&sort=newest', authorization: 'Bearer admin-token' },
    ]);
    expect(downloads.saved).toEqual(['customers.csv']);
  } finally {
    downloads.restore();
    localStorage.clear();
  }
});

const session = {
  __typename: 'AdminSession',
  id: '31',
  createdAt: '2025-03-01T09:00:00.000Z',
  expiresAt: '2025-03-31T09:00:00.000Z',
};
const customer = (sessions: unknown[]) => ({
  __typename: 'AdminCustomer',
  id: '7',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'customer',
  customerType: 'BUSINESS',
  companyName: 'Engines Inc',
  title: 'CEO',
  phoneNumber: '+1 512 555 0100',
  emailVerified: true,
  claimsTaxExemption: true,
  taxExempt: false,
  orderCount: 1,
  createdAt: '2025-01-02T10:00:00.000Z',
  addresses: [
    {
      __typename: 'AdminCustomerAddress',
      id: '3',
      type: 'BILLING',
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: null,
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      zipCode: '78701',
      phoneNumber: '+1 512 555 0100',
    },
  ],
  sessions,
});

test("a customer's page shows profile, addresses, documents, lines; ending sessions is confirmed and the list follows", async () => {
  const user = userEvent.setup();
  renderRoutes({
    routes: [{ path: '/admin/customers/:id', element: <CustomerPage id="7" /> }],
    url: '/admin/customers/7',
    mocks: [
      {
        request: { query: AdminCustomerDocument, variables: { id: '7', first: 20 } },
        result: {
          data: {
            admin: {
              __typename: 'AdminQuery',
              customer: customer([session]),
              documents: {
                __typename: 'AdminDocumentConnection',
                totalCount: 1,
                nodes: [
                  {
                    __typename: 'AdminDocument',
                    id: '40',
                    kind: 'tax_exempt',
                    fileName: 'exemption.pdf',
                    status: 'PENDING',
                    rejectionReason: null,
                    expiresAt: null,
                    createdAt: '2025-01-02T10:00:00.000Z',
                  },
                ],
              },
              orderLines: adminConnection('AdminOrderLineConnection', [
                {
                  __typename: 'AdminOrderLine',
                  id: '90',
                  orderId: '45',
                  productName: 'Espresso machine',
                  quantity: 2,
                  paidTotal: usd('226.50'),
                  refundedAmount: usd('0.00'),
                  status: 'SHIPPING',
                  trackingNumber: '1Z999',
                  orderedAt: '2025-03-01T09:00:00.000Z',
                },
              ]),
            },
          },
        },
      },
      {
        request: { query: EndCustomerSessionsDocument, variables: { id: '7' } },
        result: {
          data: {
            admin: {
              __typename: 'AdminMutation',
              endCustomerSessions: {
                __typename: 'AdminEndSessionsPayload',
                message: '1 session ended',
                ended: 1,
                customer: { __typename: 'AdminCustomer', id: '7', sessions: [] },
              },
            },
          },
        },
      },
    ],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  expect(screen.getByText('Claims exemption; no approved tax document')).toBeInTheDocument();
  expect(screen.getByText(/1 Main St/)).toBeInTheDocument();
  expect(screen.getByText('exemption.pdf').closest('tr')).toHaveTextContent('Pending');
  expect(screen.getByText('Espresso machine').closest('tr')).toHaveTextContent('$226.50');
  expect(screen.getByText('#31')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'End sessions…' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/This ends their 1 live session/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
  expect(await screen.findByText('1 session ended')).toBeInTheDocument();
  expect(await screen.findByText('No live session: the customer is signed out everywhere.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'End sessions…' })).toBeDisabled();
});
