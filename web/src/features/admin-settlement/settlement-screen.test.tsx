import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DisputesDocument,
  LedgerDocument,
  SettlementRunProgressDocument,
  StartSettlementRunDocument,
  SettlementRunsDocument,
  StripeEventsDocument,
} from '../../__generated__/graphql';
import { adminConnection } from '../../test/admin-connection';
import { renderRoutes } from '../../test/render';
import { usd } from '../../test/money';
import { GROUP_REQUIRED_MESSAGE } from './settlement-rules';
import { SettlementScreen } from './settlement-screen';

jest.setTimeout(60_000);

const runsPage = (runs: { id: string }[]) => ({
  data: { admin: { __typename: 'AdminQuery', settlementRuns: adminConnection('AdminSettlementRunConnection', runs) } },
});
const entries = (kind: string | null) => [
  {
    __typename: 'AdminLedgerEntry',
    id: '8',
    kind: 'REFUND',
    reason: 'SETTLEMENT',
    amount: usd('12.25'),
    orderId: '45',
    orderLineId: '90',
    customerEmail: 'ada@example.com',
    createdAt: '2025-03-02T09:00:00.000Z',
    refundState: 'SUCCEEDED',
    refundFailure: null,
    refundRetries: 0,
  },
  ...(kind === 'REFUND'
    ? []
    : [
        {
          __typename: 'AdminLedgerEntry',
          id: '7',
          kind: 'CHARGE',
          reason: 'ORDER',
          amount: usd('226.50'),
          orderId: '45',
          orderLineId: null,
          customerEmail: 'ada@example.com',
          createdAt: '2025-03-01T09:00:00.000Z',
          refundState: null,
          refundFailure: null,
          refundRetries: 0,
        },
      ]),
];
const ledgerAnswer = (kind: string | null) => ({
  data: {
    admin: {
      __typename: 'AdminQuery',
      ledger: {
        ...adminConnection('AdminLedgerConnection', entries(kind)),
        csvPath: kind === 'REFUND' ? '/admin/ledger.csv?kind=refund' : '/admin/ledger.csv',
        totals: {
          __typename: 'AdminLedgerTotals',
          entries: kind === 'REFUND' ? 1 : 2,
          charged: usd(kind === 'REFUND' ? '0.00' : '226.50'),
          refunded: usd('12.25'),
          net: usd(kind === 'REFUND' ? '-12.25' : '214.25'),
        },
        reconciliation: {
          __typename: 'AdminLedgerReconciliation',
          ordersTotal: usd('226.50'),
          linesRefunded: usd('12.25'),
          reconciled: true,
        },
      },
    },
  },
});
const ledgerMock = (kind: string | null) => ({
  request: { query: LedgerDocument, variables: { kind, from: null, to: null, first: 20 } },
  result: ledgerAnswer(kind),
});
// Stripe's side (stripe-panels.test.tsx): empty here.
const stripeMocks = [
  {
    request: { query: StripeEventsDocument, variables: { first: 20 } },
    result: {
      data: { admin: { __typename: 'AdminQuery', stripeEvents: adminConnection('AdminStripeEventConnection', []) } },
    },
  },
  {
    request: { query: DisputesDocument, variables: { first: 20 } },
    result: { data: { admin: { __typename: 'AdminQuery', disputes: adminConnection('AdminDisputeConnection', []) } } },
  },
];
const run = {
  __typename: 'AdminSettlementRun',
  id: '5',
  startedBy: 'OPERATOR',
  operator: { __typename: 'AdminSettlementOperator', name: 'Ada Admin', email: 'admin@example.com' },
  groupId: '12',
  groupsClosed: 1,
  linesSettled: 3,
  refundedAmount: usd('42.50'),
  error: null,
  running: false,
  ranAt: '2025-03-02T09:00:00.000Z',
};

/** A run of group #12 as the console follows it. */
const progress = (fields: Record<string, unknown>) => ({
  __typename: 'AdminSettlementRun',
  id: '5',
  groupId: '12',
  running: true,
  groupsClosed: 0,
  groupsTotal: 0,
  groupsSettled: 0,
  linesTotal: 0,
  linesSettled: 0,
  refundedAmount: usd('0.00'),
  error: null,
  ...fields,
});

test('settling one group asks for its number, confirms closing it, follows its progress, and the kept runs show it', async () => {
  const user = userEvent.setup();
  renderRoutes({
    routes: [{ path: '/', element: <SettlementScreen /> }],
    mocks: [
      { request: { query: SettlementRunsDocument, variables: { first: 20 } }, result: runsPage([]) },
      ledgerMock(null),
      ...stripeMocks,
      {
        request: { query: StartSettlementRunDocument, variables: { groupId: '12' } },
        result: {
          data: {
            admin: {
              __typename: 'AdminMutation',
              startSettlementRun: {
                __typename: 'AdminSettlementRunPayload',
                message: 'Settlement run started',
                run: progress({ running: true, groupsClosed: 1, groupsTotal: 1, linesTotal: 3 }),
              },
            },
          },
        },
      },
      {
        request: { query: SettlementRunProgressDocument, variables: { id: '5' } },
        result: {
          data: {
            admin: {
              __typename: 'AdminQuery',
              settlementRun: progress({
                running: true,
                groupsClosed: 1,
                groupsTotal: 1,
                linesTotal: 3,
                linesSettled: 2,
              }),
            },
          },
        },
      },
      {
        request: { query: SettlementRunProgressDocument, variables: { id: '5' } },
        result: {
          data: {
            admin: {
              __typename: 'AdminQuery',
              settlementRun: progress({
                running: false,
                groupsClosed: 1,
                groupsTotal: 1,
                groupsSettled: 1,
                linesTotal: 3,
                linesSettled: 3,
                refundedAmount: usd('42.50'),
              }),
            },
          },
        },
      },
      { request: { query: SettlementRunsDocument, variables: { first: 20 } }, result: runsPage([run]) },
      ledgerMock(null),
    ],
  });
  expect(await screen.findByText('No settlement run has closed or settled anything yet.')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Close and settle…' }));
  expect(await screen.findByText(GROUP_REQUIRED_MESSAGE)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Group number'), '12');
  await user.click(screen.getByRole('button', { name: 'Close and settle…' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/Close group #12 now, whatever its end date/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close and settle' }));
  // As it goes (read every second), then its result.
  expect(
    await screen.findByText(
      'Group #12: settling… 0 of 1 group settled, 2 of 3 lines, $0.00 refunded so far',
      {},
      { timeout: 5_000 },
    ),
  ).toBeInTheDocument();
  expect(await screen.findByText('Group settled', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(screen.getByText('Group #12: finished')).toBeInTheDocument();
  expect(screen.getByText('1 group closed; 1 of 1 group settled, 3 of 3 lines, $42.50 refunded.')).toBeInTheDocument();
  const row = (await screen.findByText('Group #12')).closest('tr')!;
  expect(within(row).getByText('$42.50')).toBeInTheDocument();
  expect(within(row).getByText('Ada Admin (admin@example.com)')).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: '1' })).toBeInTheDocument(); // the group it closed
});

test('the ledger shows its totals and reconciliation, filters by kind and exports the filter as CSV', async () => {
  const user = userEvent.setup();
  const fetched: { url: string; authorization?: string }[] = [];
  localStorage.setItem('token', 'admin-token');
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    fetched.push({ url, authorization: (init?.headers as Record<string, string>).authorization });
    return { ok: true, blob: async () => new Blob(['payment_id\n8\n'], { type: 'text/csv' }) } as Response;
  }) as typeof fetch;
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(
    this: HTMLAnchorElement,
  ) {
    saved.push(`${this.download} from ${this.href}`);
  });
  URL.createObjectURL = () => 'blob:ledger';
  URL.revokeObjectURL = () => undefined;
  try {
    renderRoutes({
      routes: [{ path: '/', element: <SettlementScreen /> }],
      mocks: [
        { request: { query: SettlementRunsDocument, variables: { first: 20 } }, result: runsPage([]) },
        ledgerMock(null),
        ledgerMock('REFUND'),
        ...stripeMocks,
      ],
    });
    expect(await screen.findByText(/^The ledger reconciles/)).toBeInTheDocument();
    expect(screen.getByText('$214.25')).toBeInTheDocument();
    expect(screen.getByText('−$12.25').closest('tr')).toHaveTextContent('Settlement');

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByText('Refunds', { selector: '.ant-select-item-option-content' }));
    expect(await screen.findByText('-$12.25')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 1 ledger entry')).toBeInTheDocument();
    expect(fetched).toEqual([{ url: '/admin/ledger.csv?kind=refund', authorization: 'Bearer admin-token' }]);
    expect(saved).toEqual(['ledger.csv from blob:ledger']);
  } finally {
    click.mockRestore();
    globalThis.fetch = realFetch;
    localStorage.clear();
  }
});
