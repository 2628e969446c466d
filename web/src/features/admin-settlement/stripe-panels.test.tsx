import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DisputesDocument,
  LedgerDocument,
  SettlementRunsDocument,
  StripeEventsDocument,
} from '../../__generated__/graphql';
import { adminConnection } from '../../test/admin-connection';
import { usd } from '../../test/money';
import { renderRoutes } from '../../test/render';
import { SettlementScreen } from './settlement-screen';

jest.setTimeout(60_000);

// Stripe's side of the Settlement screen (docs/decisions.md "Stripe webhooks"): the events
// the shop received and what working them did, the disputes with their order and customer,
// and a refund Stripe failed standing out in the ledger.

const ledger = {
  data: {
    admin: {
      __typename: 'AdminQuery',
      ledger: {
        ...adminConnection('AdminLedgerConnection', [
          {
            __typename: 'AdminLedgerEntry',
            id: '9',
            kind: 'REFUND',
            reason: 'CANCELLATION',
            amount: usd('226.50'),
            orderId: '45',
            orderLineId: '90',
            customerEmail: 'ada@example.com',
            createdAt: '2025-03-02T09:00:00.000Z',
            refundState: 'RETRYING',
            refundFailure: 'expired_or_canceled_card',
            refundRetries: 1,
          },
        ]),
        csvPath: '/admin/ledger.csv',
        totals: {
          __typename: 'AdminLedgerTotals',
          entries: 1,
          charged: usd('0.00'),
          refunded: usd('226.50'),
          net: usd('-226.50'),
        },
        reconciliation: {
          __typename: 'AdminLedgerReconciliation',
          ordersTotal: usd('226.50'),
          linesRefunded: usd('226.50'),
          reconciled: true,
        },
      },
    },
  },
};

const event = (id: string, fields: Record<string, unknown>) => ({
  __typename: 'AdminStripeEvent',
  id,
  objectId: null,
  receivedAt: '2025-03-03T10:00:00.000Z',
  processedAt: null,
  outcome: null,
  attempts: 1,
  lastError: null,
  ...fields,
});
const eventsPage = (nodes: ReturnType<typeof event>[], hasNextPage = false) => ({
  data: {
    admin: {
      __typename: 'AdminQuery',
      stripeEvents: adminConnection('AdminStripeEventConnection', nodes, { hasNextPage, totalCount: 3 }),
    },
  },
});

const disputes = {
  data: {
    admin: {
      __typename: 'AdminQuery',
      disputes: adminConnection('AdminDisputeConnection', [
        {
          __typename: 'AdminDispute',
          id: 'du_open',
          orderId: '45',
          customerEmail: 'ada@example.com',
          customerName: 'Ada Lovelace',
          amount: usd('226.50'),
          reason: 'product_not_received',
          status: 'needs_response',
          closed: false,
          openedAt: '2025-03-03T10:00:00.000Z',
          closedAt: null,
        },
        {
          __typename: 'AdminDispute',
          id: 'du_won',
          orderId: null,
          customerEmail: null,
          customerName: null,
          amount: usd('12.00'),
          reason: 'fraudulent',
          status: 'won',
          closed: true,
          openedAt: '2025-02-01T10:00:00.000Z',
          closedAt: '2025-02-20T10:00:00.000Z',
        },
      ]),
    },
  },
};

test('Stripe events and disputes are listed beside the ledger, and a failed refund stands out', async () => {
  const user = userEvent.setup();
  renderRoutes({
    routes: [{ path: '/', element: <SettlementScreen /> }],
    mocks: [
      {
        request: { query: SettlementRunsDocument, variables: { first: 20 } },
        result: {
          data: {
            admin: { __typename: 'AdminQuery', settlementRuns: adminConnection('AdminSettlementRunConnection', []) },
          },
        },
      },
      {
        request: { query: LedgerDocument, variables: { kind: null, from: null, to: null, first: 20 } },
        result: ledger,
      },
      {
        request: { query: StripeEventsDocument, variables: { first: 20 } },
        result: eventsPage(
          [
            event('evt_2', {
              type: 'refund.failed',
              objectId: 're_1',
              status: 'PROCESSED',
              processedAt: '2025-03-03T10:00:01.000Z',
              outcome:
                'Refund #9 (order #45) succeeded → failed (expired_or_canceled_card); the payments job retries it',
            }),
            event('evt_1', {
              type: 'payment_intent.succeeded',
              objectId: 'pi_1',
              status: 'RETRYING',
              attempts: 2,
              lastError: 'Stripe did not answer',
            }),
          ],
          true,
        ),
      },
      {
        request: { query: StripeEventsDocument, variables: { first: 20, after: 'cursor-evt_1' } },
        result: eventsPage([
          event('evt_0', { type: 'customer.created', status: 'WAITING', outcome: 'Waiting until later' }),
        ]),
      },
      { request: { query: DisputesDocument, variables: { first: 20 } }, result: disputes },
    ],
  });

  const refund = (await screen.findByText('Retrying (Expired or canceled card), 1 retry')).closest('tr')!;
  expect(within(refund).getByText('−$226.50')).toBeInTheDocument();

  const events = screen.getByRole('region', { name: 'Stripe events' });
  const failed = (await within(events).findByText('refund.failed')).closest('tr')!;
  expect(within(failed).getByText('Processed')).toBeInTheDocument();
  expect(within(failed).getByText(/the payments job retries it$/)).toBeInTheDocument();
  const retrying = within(events).getByText('payment_intent.succeeded').closest('tr')!;
  expect(within(retrying).getByText('Retrying')).toBeInTheDocument();
  expect(within(retrying).getByText('Failed: Stripe did not answer')).toBeInTheDocument();
  expect(screen.getByText('3 events')).toBeInTheDocument();

  const list = screen.getByRole('region', { name: 'Disputes' });
  const open = (await within(list).findByText('Ada Lovelace (ada@example.com)')).closest('tr')!;
  expect(within(open).getByText('#45')).toBeInTheDocument();
  expect(within(open).getByText('$226.50')).toBeInTheDocument();
  expect(within(open).getByText('Product not received')).toBeInTheDocument();
  expect(within(open).getByText('Needs response')).toBeInTheDocument();
  const won = within(list).getByText('No order').closest('tr')!;
  expect(within(won).getByText(/^Won, \d\d\/\d\d\/2025$/)).toBeInTheDocument();

  // The next page of events, by its cursor.
  const pages = screen.getByRole('navigation', { name: 'Pages of events' });
  await user.click(within(pages).getByRole('button', { name: /Next/ }));
  expect(await within(events).findByText('customer.created')).toBeInTheDocument();
  expect(within(events).getByText('Waiting until later')).toBeInTheDocument();
});
