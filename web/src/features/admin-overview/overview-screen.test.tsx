import { screen, within } from '@testing-library/react';
import { AdminOverviewDocument } from '../../__generated__/graphql';
import { renderRoutes } from '../../test/render';
import { usd } from '../../test/money';
import { OverviewScreen } from './overview-screen';

jest.setTimeout(60_000);

const days = Array.from({ length: 30 }, (_, index) => ({
  __typename: 'AdminOverviewDay',
  date: `2025-03-${String(index + 1).padStart(2, '0')}`,
  orders: index === 29 ? 4 : 0,
  sales: usd(index === 29 ? '120.00' : '0.00'),
  refunds: index === 29 ? 1 : 0,
  refunded: usd(index === 29 ? '10.00' : '0.00'),
}));

test('the overview links each figure to its list and describes its chart', async () => {
  renderRoutes({
    routes: [{ path: '/admin', element: <OverviewScreen /> }],
    url: '/admin',
    mocks: [
      {
        request: { query: AdminOverviewDocument },
        result: {
          data: {
            admin: {
              __typename: 'AdminQuery',
              overview: {
                __typename: 'AdminOverview',
                openGroups: 12,
                groupsClosingSoon: 2,
                unitsBookedToday: 7,
                grossSales: usd('1234.50'),
                refundsMade: usd('20.00'),
                refundsDue: usd('3.25'),
                linesAwaitingSettlement: 0,
                settlementLagSeconds: 0,
                pendingDocuments: 4,
                pendingReturns: 1,
                days,
              },
            },
          },
        },
      },
    ],
  });
  const figures = await screen.findByRole('list', { name: 'The shop now' });
  const pending = within(figures).getByRole('link', { name: /Pending documents/ });
  expect(pending).toHaveAttribute('href', '/admin/documents');
  expect(pending).toHaveTextContent('4');
  expect(within(figures).getByRole('link', { name: /Gross sales/ })).toHaveTextContent('$1,234.50');
  expect(within(figures).getByRole('link', { name: /Settlement lag/ })).toHaveTextContent('none');
  expect(within(figures).getByRole('link', { name: /Pending returns/ })).toHaveAttribute('href', '/admin/returns');
  expect(
    await screen.findByRole('img', {
      name: 'Orders and refunds per day over the last 30 days: 4 orders and 1 refund in all.',
    }),
  ).toBeInTheDocument();
});

test('a failed read says so', async () => {
  renderRoutes({
    routes: [{ path: '/admin', element: <OverviewScreen /> }],
    url: '/admin',
    mocks: [{ request: { query: AdminOverviewDocument }, error: new Error('Failed to fetch') }],
  });
  expect(await screen.findByRole('alert')).toBeInTheDocument();
});
