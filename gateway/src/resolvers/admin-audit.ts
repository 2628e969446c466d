import type { AuditLogFilter, Resolvers } from '../__generated__/resolvers-types';
import type { RestAuditEntry } from '../rest/rest-types';
import { restUrl } from '../rest/rest-url';
import { requires } from './admin-access';
import { ADMIN_QUERY_PERMISSIONS } from './admin-permissions';
import { adminCursorQuery } from './admin-paging';
import { connectionOf } from './connection';

// The audit log over admin/audit-log (issue 38): a page at a time with the console's
// filters, and where the same filter downloads as CSV: the API's admin/audit-log.csv,
// which the gateway passes through at AUDIT_LOG_CSV_PATH (server.ts), as the ledger's.

/** Where the audit log downloads as CSV on the gateway. */
export const AUDIT_LOG_CSV_PATH = '/admin/audit-log.csv';

/** A blank text filter narrows nothing, as the API's absent one. */
const given = (value: string | null | undefined) => value?.trim() || undefined;

/** The filter as the API's query: an unknown action or a bad day is the API's 400, naming it. */
function restFilter(filter: AuditLogFilter | null | undefined) {
  return {
    actor_id: given(filter?.actorId),
    action: given(filter?.action) as RestAuditEntry['action'] | undefined,
    customer_id: given(filter?.customerId),
    group_id: given(filter?.groupId),
    order_line_id: given(filter?.orderLineId),
    from: given(filter?.from),
    to: given(filter?.to),
  };
}

/** A side of the change as JSON text: the schema has no JSON scalar, and a client parses it when it shows it. */
const jsonText = (fields: RestAuditEntry['before']) => (fields === null ? null : JSON.stringify(fields));
const idText = (id: number | null) => (id === null ? null : String(id));

export const adminAuditResolvers: Resolvers = {
  AdminQuery: {
    auditLog: requires(ADMIN_QUERY_PERMISSIONS.auditLog, async (_parent, { filter, ...paging }, { rest }) => {
      const answer = await rest.get('/api/admin/audit-log', {
        query: { ...adminCursorQuery('auditLog', paging), ...restFilter(filter) },
      });
      return connectionOf(answer.data.entries, answer.data);
    }),
    auditLogCsvPath: requires(ADMIN_QUERY_PERMISSIONS.auditLogCsvPath, (_parent, { filter }) =>
      restUrl(AUDIT_LOG_CSV_PATH, { query: restFilter(filter) }),
    ),
  },

  AuditEntry: {
    id: (entry) => String(entry.audit_id),
    at: (entry) => entry.created_at,
    actorId: (entry) => idText(entry.actor_id),
    actorEmail: (entry) => entry.actor_email,
    subjectType: (entry) => entry.subject_type,
    subjectId: (entry) => idText(entry.subject_id),
    customerId: (entry) => idText(entry.customer_id),
    groupId: (entry) => idText(entry.group_id),
    orderLineId: (entry) => idText(entry.order_line_id),
    before: (entry) => jsonText(entry.before),
    after: (entry) => jsonText(entry.after),
  },
};
