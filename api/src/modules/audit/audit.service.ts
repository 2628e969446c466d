import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { csvStream } from '../../lib/csv-export';
import { MAX_ID, dayField, intField, optional } from '../../lib/fields';
import { listPageFields, listPageInfo, rowsWithCursors } from '../../lib/paging';
import { AUDIT_ACTIONS, type AuditAction, type AuditSubject } from './audit-log';
import { auditCount, auditEntries, auditPage, type AuditFilter, type AuditRow } from './audit.repository';
import type { AuditEntryView, AuditPage } from './audit-view';

// The audit log for owners (console, REST): a page at a time with the filters the console
// offers, or whole as CSV.

const idFilter = (name: string, what: string) =>
  optional(intField(`${name} must be a positive integer`, 1, MAX_ID).describe(what));

const auditFilterFields = {
  actor_id: idFilter('actor_id', "Only this staff member's actions"),
  action: optional(
    z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` }).describe('Only this action'),
  ),
  customer_id: idFilter('customer_id', 'Only actions about this customer (their lines, documents, sessions)'),
  group_id: idFilter('group_id', 'Only actions about this group (and its lines)'),
  order_line_id: idFilter('order_line_id', 'Only actions about this order line'),
  from: optional(dayField('from').describe('The first UTC day, YYYY-MM-DD')),
  to: optional(dayField('to').describe('The last UTC day, YYYY-MM-DD, included')),
};
const daysInOrder = (filter: { from?: string; to?: string }) => !filter.from || !filter.to || filter.from <= filter.to;
const DAYS_MESSAGE = { message: 'from must not be after to', path: ['from'] };
export const auditFilterQuery = z.object(auditFilterFields).refine(daysInOrder, DAYS_MESSAGE);
export const auditPageQuery = z.object({ ...auditFilterFields, ...listPageFields }).refine(daysInOrder, DAYS_MESSAGE);

function filterOf(query: z.output<typeof auditFilterQuery>): AuditFilter {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    actorId: query.actor_id,
    action: query.action,
    customerId: query.customer_id,
    groupId: query.group_id,
    orderLineId: query.order_line_id,
    from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    before: query.to ? nextDay(query.to) : undefined,
  };
}

const parsed = (text: string | null) => (text === null ? null : (JSON.parse(text) as Record<string, unknown>));

const entry = (row: AuditRow): AuditEntryView => ({
  audit_id: row.id,
  created_at: row.created_at,
  actor_id: row.actor_id,
  actor_email: row.actor_email,
  ip: row.ip,
  action: row.action as AuditAction,
  subject_type: row.subject_type as AuditSubject,
  subject_id: row.subject_id,
  customer_id: row.customer_id,
  group_id: row.group_id,
  order_line_id: row.order_line_id,
  before: parsed(row.before),
  after: parsed(row.after),
  summary: row.summary,
});

export const AUDIT_CSV_COLUMNS = [
  'audit_id',
  'created_at',
  'actor_email',
  'actor_id',
  'ip',
  'action',
  'summary',
  'subject_type',
  'subject_id',
  'customer_id',
  'group_id',
  'order_line_id',
  'before',
  'after',
] as const;

export function createAuditService(db: Kysely<Database>) {
  return {
    async list(query: z.output<typeof auditPageQuery>): Promise<AuditPage> {
      const { page: pageNumber, page_size, after, before, ...rest } = query;
      const filter = filterOf(rest);
      const [page, total] = await Promise.all([
        auditPage(db, filter, { page: pageNumber, page_size, after, before }),
        auditCount(db, filter),
      ]);
      return { entries: rowsWithCursors(page, entry), ...listPageInfo(page, total) };
    },

    /** The filter's entries as CSV, newest first, before and after as JSON text; streamed. */
    csv(query: z.output<typeof auditFilterQuery>): Readable {
      const rows = async function* () {
        for await (const row of auditEntries(db, filterOf(query))) {
          yield { ...entry(row), before: row.before, after: row.after };
        }
      };
      // A text cell people typed (a group's name, a decline reason) that a spreadsheet would
      // run as a formula gets its apostrophe (lib/csv-export.ts).
      return csvStream(rows(), AUDIT_CSV_COLUMNS);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
