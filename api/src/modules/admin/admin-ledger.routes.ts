import { z } from 'zod';
import { answers, ok, refusals } from '../../lib/envelope';
import { pageSchema } from '../../lib/paging';
import type { RouteScope } from '../../lib/route-scope';
import { ledgerFilterQuery, ledgerPageQuery, runPageQuery, type AdminLedgerService } from './admin-ledger.service';

const run = z.object({
  run_id: z.number(),
  started_by: z.enum(['job', 'operator', 'cli']).describe('The minute job, an operator (console or REST), or the CLI'),
  group_id: z.number().nullable().describe('The one group an operator closed and settled; null for every ended group'),
  groups_closed: z.number(),
  lines_settled: z.number(),
  refunded_cents: z.number(),
  error: z
    .string()
    .nullable()
    .describe('Why the run stopped early (the payment provider failed); null when it finished'),
  created_at: z.string(),
});
const entry = z.object({
  payment_id: z.number(),
  kind: z.enum(['charge', 'refund']),
  reason: z
    .enum(['order', 'settlement', 'cancellation', 'return'])
    .describe('A charge is an order; a refund was made by settlement, a cancellation or a return'),
  amount_cents: z.number(),
  provider: z.string(),
  provider_id: z.string(),
  order_id: z.number(),
  order_line_id: z.number().nullable(),
  customer_id: z.number(),
  customer_email: z.string(),
  created_at: z.string(),
});
const ledgerPage = z.object({
  entries: z.array(entry),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
  has_more: z.boolean(),
  totals: z
    .object({
      entries: z.number(),
      charged_cents: z.number(),
      refunded_cents: z.number(),
      net_cents: z.number().describe('charged_cents − refunded_cents'),
    })
    .describe('Over every entry of the filter, not only this page'),
  reconciliation: z
    .object({
      orders_cents: z.number().describe('What the charged orders say was paid'),
      lines_refunded_cents: z.number().describe('What the order lines say was refunded'),
      reconciled: z.boolean().describe("The whole ledger's charges and refunds equal these two sums"),
    })
    .describe('The whole ledger against the orders, whatever the filter'),
});
const settlementTags = ['settlement'];

/** Settlement runs and the payments ledger for operators (registered on an admin `requireSignIn` scope). */
export function registerAdminLedgerRoutes(app: RouteScope, ledger: AdminLedgerService): void {
  app.get(
    '/api/admin/settlement/runs',
    {
      schema: {
        tags: settlementTags,
        summary: "Settlement runs, newest first: every operator's run and the job's runs that did something",
        querystring: runPageQuery,
        response: answers(pageSchema('runs', run), [400, 401, 403]),
      },
    },
    async (request) => ok('Settlement runs fetched', await ledger.runs(request.query)),
  );

  app.get(
    '/api/admin/ledger',
    {
      schema: {
        tags: settlementTags,
        summary: 'The payments ledger (charges and refunds), newest first, a page at a time, with totals',
        querystring: ledgerPageQuery,
        response: answers(ledgerPage, [400, 401, 403]),
      },
    },
    async (request) => ok('Ledger fetched', await ledger.ledger(request.query)),
  );

  app.get(
    '/api/admin/ledger.csv',
    {
      schema: {
        tags: settlementTags,
        summary: 'The whole ledger of the filter as CSV (newest first, amounts in dollars), streamed',
        description:
          'Columns: payment_id, created_at, kind, reason, amount, order_id, order_line_id, customer_id, ' +
          'customer_email, provider, provider_id. The same filter as `admin/ledger`, without paging.',
        querystring: ledgerFilterQuery,
        produces: ['text/csv'],
        response: {
          200: {
            description: 'The CSV file, a header row first (`content-disposition: attachment`).',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          ...refusals([400, 401, 403]),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="ledger.csv"')
        .header('cache-control', 'no-store')
        .send(ledger.csv(request.query)),
  );
}
