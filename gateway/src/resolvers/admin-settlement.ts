import type { Resolvers } from '../__generated__/resolvers-types';
import { integerOrText } from '../rest/api-judged';
import { moneyFromCents } from '../rest/money';
import { restUrl } from '../rest/rest-url';
import { requires } from './admin-access';
import { ADMIN_MUTATION_PERMISSIONS, ADMIN_QUERY_PERMISSIONS } from './admin-permissions';
import { adminCursorQuery } from './admin-paging';
import { connectionOf } from './connection';

// Settlement run now, over admin/settlement/run (every ended group) and
// admin/groups/{id}/settle (one group, closed now); its record: the runs kept and the
// payments ledger (admin/settlement/runs, admin/ledger), whose CSV the gateway passes
// through at LEDGER_CSV_PATH.

/** Where the ledger downloads as CSV on the gateway: the API's admin/ledger.csv, streamed. */
export const LEDGER_CSV_PATH = '/admin/ledger.csv';

export const adminSettlementResolvers: Resolvers = {
  AdminQuery: {
    settlementRun: requires(
      ADMIN_QUERY_PERMISSIONS.settlementRun,
      async (_parent, { id }, { rest }) => (await rest.get('/api/admin/settlement/runs/{id}', { path: { id } })).data,
    ),
    settlementRuns: requires(ADMIN_QUERY_PERMISSIONS.settlementRuns, async (_parent, paging, { rest }) => {
      const answer = await rest.get('/api/admin/settlement/runs', {
        query: adminCursorQuery('settlementRuns', paging),
      });
      return connectionOf(answer.data.runs, answer.data);
    }),
    ledger: requires(ADMIN_QUERY_PERMISSIONS.ledger, async (_parent, { kind, from, to, ...paging }, { rest }) => {
      const filter = { kind: kind ?? undefined, from: from?.trim() || undefined, to: to?.trim() || undefined };
      const answer = await rest.get('/api/admin/ledger', {
        query: { ...adminCursorQuery('ledger', paging), ...filter },
      });
      return {
        ...connectionOf(answer.data.entries, answer.data),
        totals: answer.data.totals,
        reconciliation: answer.data.reconciliation,
        csvPath: restUrl(LEDGER_CSV_PATH, { query: filter }),
      };
    }),
  },

  AdminMutation: {
    startSettlementRun: requires(
      ADMIN_MUTATION_PERMISSIONS.startSettlementRun,
      async (_parent, { groupId }, { rest }) => {
        const answer = await rest.post('/api/admin/settlement/runs', {
          body: groupId ? { group_id: integerOrText(groupId) } : {},
        });
        return { message: answer.message, run: answer.data };
      },
    ),
    runSettlement: requires(ADMIN_MUTATION_PERMISSIONS.runSettlement, async (_parent, { groupId }, { rest }) => {
      const answer = groupId
        ? await rest.post('/api/admin/groups/{id}/settle', { path: { id: groupId } })
        : await rest.post('/api/admin/settlement/run');
      return { message: answer.message, ...answer.data };
    }),
  },

  AdminSettlementPayload: {
    groupsClosed: (summary) => summary.groups_closed,
    linesSettled: (summary) => summary.lines_settled,
    refundedAmount: (summary) => moneyFromCents(summary.refunded_cents),
  },

  AdminSettlementRun: {
    id: (run) => String(run.run_id),
    startedBy: (run) => run.started_by,
    operator: (run) => run.operator,
    groupId: (run) => (run.group_id === null ? null : String(run.group_id)),
    groupsClosed: (run) => run.groups_closed,
    linesSettled: (run) => run.lines_settled,
    refundedAmount: (run) => moneyFromCents(run.refunded_cents),
    ranAt: (run) => run.created_at,
    finishedAt: (run) => run.finished_at,
    linesTotal: (run) => run.lines_total,
    groupsTotal: (run) => run.groups_total,
    groupsSettled: (run) => run.groups_settled,
  },

  AdminLedgerEntry: {
    id: (entry) => String(entry.payment_id),
    amount: (entry) => moneyFromCents(entry.amount_cents),
    orderId: (entry) => String(entry.order_id),
    orderLineId: (entry) => (entry.order_line_id === null ? null : String(entry.order_line_id)),
    customerId: (entry) => String(entry.customer_id),
    customerEmail: (entry) => entry.customer_email,
    providerReference: (entry) => entry.provider_id,
    createdAt: (entry) => entry.created_at,
    refundState: (entry) => entry.refund_state,
    refundFailure: (entry) => entry.refund_failure,
    refundRetries: (entry) => entry.refund_retries,
  },

  AdminLedgerTotals: {
    charged: (totals) => moneyFromCents(totals.charged_cents),
    refunded: (totals) => moneyFromCents(totals.refunded_cents),
    net: (totals) => moneyFromCents(totals.net_cents),
  },

  AdminLedgerReconciliation: {
    ordersTotal: (books) => moneyFromCents(books.orders_cents),
    linesRefunded: (books) => moneyFromCents(books.lines_refunded_cents),
  },
};
