import type { Insertable, Kysely, Transaction } from 'kysely';
import type {
  Database,
  OrderLinesTable,
  OrderPaymentState,
  PaymentHoldOutcome,
  PaymentHoldsTable,
} from '../../db/types';

// The queries of an order held for its card's 3-D Secure (payment-holds.ts; migration 019).

/** A line of a held order, as it will be written to order_lines once paid (its order id added then). */
export type HeldLine = Omit<Insertable<OrderLinesTable>, 'order_id'>;

/** Writes the hold and marks its order held, in the order's transaction. */
export async function insertHold(
  trx: Transaction<Database>,
  hold: Omit<PaymentHoldsTable, 'lines' | 'ended_at' | 'outcome'> & { lines: HeldLine[] },
): Promise<void> {
  await trx
    .insertInto('payment_holds')
    .values({ ...hold, lines: JSON.stringify(hold.lines), ended_at: null, outcome: null })
    .execute();
  await trx
    .updateTable('orders')
    .set({ payment_state: 'awaiting_authentication' })
    .where('id', '=', hold.order_id)
    .execute();
}

/** A held order (or one whose hold ended) with what completing or releasing it needs. */
export type HoldRow = {
  order_id: number;
  customer_id: number;
  grand_total_cents: number;
  payment_state: OrderPaymentState;
  provider: PaymentHoldsTable['provider'];
  charge_id: string;
  client_secret: string;
  charge_key: string;
  lines: string;
  expires_at: string;
  outcome: PaymentHoldOutcome | null;
};

function holds(db: Kysely<Database>) {
  return db
    .selectFrom('payment_holds as h')
    .innerJoin('orders as o', 'o.id', 'h.order_id')
    .select([
      'h.order_id',
      'o.customer_id',
      'o.grand_total_cents',
      'o.payment_state',
      'h.provider',
      'h.charge_id',
      'h.client_secret',
      'h.charge_key',
      'h.lines',
      'h.expires_at',
      'h.outcome',
    ]);
}

/** The customer's order that was held for authentication; another customer's is not found. */
export function findHold(db: Kysely<Database>, customerId: number, orderId: number): Promise<HoldRow | undefined> {
  return holds(db).where('h.order_id', '=', orderId).where('o.customer_id', '=', customerId).executeTakeFirst();
}

/** The order held with this provider charge, whoever's (Stripe's events name the PaymentIntent). */
export function findHoldByCharge(db: Kysely<Database>, chargeId: string): Promise<HoldRow | undefined> {
  return holds(db).where('h.charge_id', '=', chargeId).executeTakeFirst();
}

/** The customer's order placed without a hold; another customer's is not found. */
export function findPlacedOrder(db: Kysely<Database>, customerId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'grand_total_cents'])
    .where('id', '=', orderId)
    .where('customer_id', '=', customerId)
    .where('payment_state', '=', 'placed')
    .executeTakeFirst();
}

/** The customer's newest order still waiting for authentication, if any. */
export function findWaitingHold(db: Kysely<Database>, customerId: number): Promise<HoldRow | undefined> {
  return holds(db)
    .where('o.customer_id', '=', customerId)
    .where('o.payment_state', '=', 'awaiting_authentication')
    .orderBy('h.order_id', 'desc')
    .executeTakeFirst();
}

/** Held orders whose hold ran out by `nowIso`, oldest first. */
export async function expiredHolds(db: Kysely<Database>, nowIso: string, limit: number): Promise<HoldRow[]> {
  return holds(db)
    .where('h.ended_at', 'is', null)
    .where('h.expires_at', '<=', nowIso)
    .orderBy('h.expires_at')
    .limit(limit)
    .execute();
}

/**
 * Ends the hold: the order's state moves from held to `to` by a guarded UPDATE, so of two
 * completions (or a completion and the hold job) racing on one order exactly one moves
 * it; the others see false and change nothing. On PostgreSQL a second one waits on the
 * order's row and then finds it moved.
 */
export async function endHold(
  trx: Transaction<Database>,
  orderId: number,
  to: Exclude<OrderPaymentState, 'awaiting_authentication'>,
  outcome: PaymentHoldOutcome,
  nowIso: string,
): Promise<boolean> {
  const moved = await trx
    .updateTable('orders')
    .set({ payment_state: to })
    .where('id', '=', orderId)
    .where('payment_state', '=', 'awaiting_authentication')
    .executeTakeFirst();
  if (moved.numUpdatedRows !== 1n) return false;
  await trx.updateTable('payment_holds').set({ ended_at: nowIso, outcome }).where('order_id', '=', orderId).execute();
  return true;
}

/**
 * Puts a released order's lines back in the buyer's cart, so they can pay with another
 * card. A group the buyer put in the cart again meanwhile keeps the cart's own line.
 */
export async function giveBackCartLines(
  trx: Transaction<Database>,
  customerId: number,
  lines: readonly HeldLine[],
  nowIso: string,
): Promise<void> {
  if (lines.length === 0) return;
  await trx
    .insertInto('cart_items')
    .values(
      lines.map((line) => ({
        customer_id: customerId,
        group_id: line.group_id,
        qty: line.quantity,
        created_at: nowIso,
      })),
    )
    .onConflict((oc) => oc.columns(['customer_id', 'group_id']).doNothing())
    .execute();
}
