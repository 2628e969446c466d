import { csvHeaders } from '../../lib/csv-export';
import { answers, csvAnswers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import { AUDIT_CSV_COLUMNS, auditFilterQuery, auditPageQuery, type AuditService } from './audit.service';
import { auditPageSchema } from './audit-view';

const tags = ['admin'];

/** The audit log for owners (registered on the admin scope). */
export function registerAuditRoutes(app: RouteScope, audit: AuditService): void {
  app.get(
    '/api/admin/audit-log',
    {
      config: { permission: 'audit.read' },
      schema: {
        operationId: 'adminListAuditLog',
        tags,
        summary: 'Every operator action that changed something, newest first, filtered, a page at a time',
        description:
          'Who (`actor_email`, `actor_id`), when, from which address, what (`action`, `summary`), about what ' +
          '(`subject_type`, `subject_id`, and `customer_id`, `group_id`, `order_line_id` for the filters), and the ' +
          'fields before and after. Each row was written in the same transaction as its change; the log is ' +
          'append-only (no route changes it, and the database refuses UPDATE and DELETE).\n\n' +
          'Errors: 400 naming the filter (`action must be one of …`, `from must be a date as YYYY-MM-DD`, `from must not be after to`), paging.',
        querystring: auditPageQuery,
        response: answers(auditPageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok('Audit log fetched', await audit.list(request.query)),
  );

  app.get(
    '/api/admin/audit-log.csv',
    {
      config: { permission: 'audit.read' },
      schema: {
        operationId: 'adminExportAuditLogCsv',
        tags,
        summary: 'The whole audit log of the filter as CSV (newest first), streamed',
        description: `Columns: ${AUDIT_CSV_COLUMNS.join(', ')} (before and after as JSON text). The same filter as \`admin/audit-log\`, without paging.`,
        querystring: auditFilterQuery,
        response: csvAnswers([400, 401, 403]),
      },
    },
    async (request, reply) => reply.headers(csvHeaders('audit-log.csv')).send(audit.csv(request.query)),
  );
}
