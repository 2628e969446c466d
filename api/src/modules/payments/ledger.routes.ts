import { csvHeaders } from '../../lib/csv-export';
import { answers, csvAnswers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import { ledgerFilterQuery, ledgerPageQuery, type LedgerService } from './ledger.service';
import { ledgerPageSchema } from './ledger-view';

const settlementTags = ['settlement'];

/** The payments ledger for operators (registered on an admin `requireSignIn` scope). */
export function registerLedgerRoutes(app: RouteScope, ledger: LedgerService): void {
  app.get(
    '/api/admin/ledger',
    {
      config: { permission: 'ledger.read' },
      schema: {
        operationId: 'adminListLedgerEntries',
        tags: settlementTags,
        summary: 'The payments ledger (charges and refunds), newest first, a page at a time, with totals',
        querystring: ledgerPageQuery,
        response: answers(ledgerPageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok('Ledger fetched', await ledger.ledger(request.query)),
  );

  app.get(
    '/api/admin/ledger.csv',
    {
      config: { permission: 'ledger.read' },
      schema: {
        operationId: 'adminExportLedgerCsv',
        tags: settlementTags,
        summary: 'The whole ledger of the filter as CSV (newest first, amounts in dollars), streamed',
        description:
          'Columns: payment_id, created_at, kind, reason, amount, order_id, order_line_id, customer_id, ' +
          'customer_email, provider, provider_id. The same filter as `admin/ledger`, without paging.',
        querystring: ledgerFilterQuery,
        response: csvAnswers([400, 401, 403]),
      },
    },
    async (request, reply) => reply.headers(csvHeaders('ledger.csv')).send(ledger.csv(request.query)),
  );
}
