import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { keyset } from '../../lib/keyset-paging';
import { readListPage, type ListPage, type ListPageRequest } from '../../lib/paging';

// The audit log as owners read it: filtered, newest first, a page at a time or whole.

export type AuditFilter = {
  actorId?: number;
  action?: string;
  customerId?: number;
  groupId?: number;
  orderLineId?: number;
  /** ISO timestamps: from (inclusive) and before (exclusive). */
  from?: string;
  before?: string;
};

const COLUMNS = [
  'id',
  'created_at',
  'actor_id',
  'actor_email',
  'ip',
  'action',
  'subject_type',
  'subject_id',
  'customer_id',
  'group_id',
  'order_line_id',
  'before',
  'after',
  'summary',
] as const;

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').select(COLUMNS);
  if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
  if (filter.groupId !== undefined) query = query.where('group_id', '=', filter.groupId);
  if (filter.orderLineId !== undefined) query = query.where('order_line_id', '=', filter.orderLineId);
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.before !== undefined) query = query.where('created_at', '<', filter.before);
  return query;
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof filtered>['executeTakeFirstOrThrow']>>;

/** Newest first, by id (lib/keyset-paging.ts): ids grow with time, and a row is never changed. */
const AUDIT_ORDER = keyset<{ id: number }>('audit-log', [
  { column: 'id', type: 'integer', direction: 'desc', of: (row) => row.id },
]);

export function auditPage(
  db: Kysely<Database>,
  filter: AuditFilter,
  paging: ListPageRequest,
): Promise<ListPage<AuditRow>> {
  return readListPage(AUDIT_ORDER, filtered(db, filter), paging);
}

export async function auditCount(db: Kysely<Database>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every entry of the filter, newest first, in batches by id: an export never holds the log in memory. */
export async function* auditEntries(db: Kysely<Database>, filter: AuditFilter, batchSize = 500) {
  let below: number | undefined;
  for (;;) {
    let query = filtered(db, filter);
    if (below !== undefined) query = query.where('id', '<', below);
    const batch = await query.orderBy('id', 'desc').limit(batchSize).execute();
    yield* batch;
    if (batch.length < batchSize) return;
    below = batch[batch.length - 1]!.id;
  }
}
