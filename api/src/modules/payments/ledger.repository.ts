import type { Kysely } from 'kysely';
import type { Database, PaymentKind, RefundState } from '../../db/types';
import { keyset } from '../../lib/keyset-paging';
import { readListPage, type ListPage, type ListPageRequest } from '../../lib/paging';

// The payments ledger as operators read it: every charge and refund, who and what it was
// for, and totals that reconcile with the orders and their lines.

/** Why money moved: a charge is an order; a refund's key says what made it (line-refunds.ts). */
export type LedgerReason = 'order' | 'settlement' | 'cancellation' | 'return';

export function ledgerReason(kind: PaymentKind, idempotencyKey: string): LedgerReason {
  if (kind === 'charge') return 'order';
  if (idempotencyKey.startsWith('settle-')) return 'settlement';
  if (idempotencyKey.startsWith('cancelled-')) return 'cancellation';
  return 'return';
}

export type LedgerFilter = {
  kind?: PaymentKind;
  /** ISO timestamps: from (inclusive) and before (exclusive). */
  from?: string;
  before?: string;
};

function filtered(db: Kysely<Database>, filter: LedgerFilter) {
  let query = db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .innerJoin('customers as c', 'c.id', 'o.customer_id');
  if (filter.kind) query = query.where('p.kind', '=', filter.kind);
  if (filter.from) query = query.where('p.created_at', '>=', filter.from);
  if (filter.before) query = query.where('p.created_at', '<', filter.before);
  return query;
}

export type LedgerRow = {
  id: number;
  kind: PaymentKind;
  amount_cents: number;
  provider: string;
  provider_id: string;
  order_id: number;
  order_line_id: number | null;
  idempotency_key: string;
  created_at: string;
  refund_state: RefundState | null;
  refund_failure: string | null;
  refund_retries: number;
  customer_id: number;
  email: string;
};

const COLUMNS = [
  'p.id',
  'p.kind',
  'p.amount_cents',
  'p.provider',
  'p.provider_id',
  'p.order_id',
  'p.order_line_id',
  'p.idempotency_key',
  'p.created_at',
  'p.refund_state',
  'p.refund_failure',
  'p.refund_retries',
  'o.customer_id',
  'c.email',
] as const;

/** The ledger's order: newest first, by id (lib/keyset-paging.ts). */
const LEDGER_ORDER = keyset<{ id: number }>('ledger', [
  { column: 'p.id', type: 'integer', direction: 'desc', of: (row) => row.id },
]);

/** Newest first, one page, by page or by cursor. */
export function ledgerPage(
  db: Kysely<Database>,
  filter: LedgerFilter,
  paging: ListPageRequest,
): Promise<ListPage<LedgerRow>> {
  return readListPage(LEDGER_ORDER, filtered(db, filter).select(COLUMNS), paging);
}

/**
 * Every entry of the filter, newest first, read in batches by id (keyset), so an export
 * of the whole ledger never holds it in memory and works alike on both databases.
 */
export async function* ledgerEntries(
  db: Kysely<Database>,
  filter: LedgerFilter,
  batchSize = 500,
): AsyncGenerator<LedgerRow> {
  let below: number | undefined;
  for (;;) {
    let query = filtered(db, filter).select(COLUMNS);
    if (below !== undefined) query = query.where('p.id', '<', below);
    const batch = await query.orderBy('p.id', 'desc').limit(batchSize).execute();
    yield* batch;
    if (batch.length < batchSize) return;
    below = batch[batch.length - 1]!.id;
  }
}

/** Counted and summed over the whole filter: what the pages add up to. */
export async function ledgerTotals(db: Kysely<Database>, filter: LedgerFilter) {
  const rows = await filtered(db, filter)
    .select((eb) => ['p.kind', eb.fn.countAll().as('n'), eb.fn.sum('p.amount_cents').as('cents')])
    .groupBy('p.kind')
    .execute();
  const of = (kind: PaymentKind) => rows.find((row) => row.kind === kind);
  const charged = Number(of('charge')?.cents ?? 0);
  const refunded = Number(of('refund')?.cents ?? 0);
  return {
    entries: Number(of('charge')?.n ?? 0) + Number(of('refund')?.n ?? 0),
    charged_cents: charged,
    refunded_cents: refunded,
    net_cents: charged - refunded,
  };
}

/**
 * Whether the whole ledger agrees with the orders: its charges with what orders say was
 * paid, its refunds with what the lines say was refunded (the money simulation's rules,
 * money-simulation/reconcile.ts, in two sums).
 */
export async function ledgerReconciles(db: Kysely<Database>): Promise<{
  orders_cents: number;
  lines_refunded_cents: number;
}> {
  const orders = await db
    .selectFrom('orders')
    .innerJoin('payments as p', (join) => join.onRef('p.order_id', '=', 'orders.id').on('p.kind', '=', 'charge'))
    .select((eb) => eb.fn.sum('orders.grand_total_cents').as('cents'))
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('order_lines')
    .select((eb) => eb.fn.sum('refunded_cents').as('cents'))
    .executeTakeFirstOrThrow();
  return { orders_cents: Number(orders.cents ?? 0), lines_refunded_cents: Number(lines.cents ?? 0) };
}
