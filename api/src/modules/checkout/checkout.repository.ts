import type { Insertable, Kysely, Transaction } from 'kysely';
import { forUpdate } from '../../db/row-lock';
import type { GroupArea } from '../catalog/area';
import { groupIsOpenSql, type GroupOpenFacts } from '../catalog/group-open';
import type { Database, OrderLinesTable, OrdersTable, PaymentsTable } from '../../db/types';

export type CartItemRow = { id: number; group_id: number; qty: number };

/** Whether the customer's cart has any line, as this transaction sees it now. */
export async function cartHasLines(trx: Transaction<Database>, customerId: number): Promise<boolean> {
  const row = await trx.selectFrom('cart_items').select('id').where('customer_id', '=', customerId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the customer's cart lines out of the cart and answers them, ordered by group: the
 * claim that makes one cart one order (docs/decisions.md "Money integrity", place order).
 * On PostgreSQL a concurrent placement's DELETE waits on these rows and, once this
 * transaction commits, finds none; if this one rolls back (a declined card), the rows
 * come back and the waiting one claims them. SQLite runs one transaction at a time.
 */
export async function claimCartItems(trx: Transaction<Database>, customerId: number): Promise<CartItemRow[]> {
  const rows = await trx
    .deleteFrom('cart_items')
    .where('customer_id', '=', customerId)
    .returning(['id', 'group_id', 'qty'])
    .execute();
  return rows.sort((a, b) => a.group_id - b.group_id);
}

/** What booking needs of a group: its name and prices, and the open, stock and area facts. */
export type LockedGroup = {
  id: number;
  product_name: string;
  price_cents: number;
  shipping_cents: number;
} & GroupOpenFacts &
  GroupArea;

/**
 * The groups being bought, locked until the transaction ends: concurrent orders and
 * cancellations of the same group wait here and then read the committed stock. Rows
 * are locked in id order so two carts cannot deadlock.
 */
export async function lockGroups(trx: Transaction<Database>, groupIds: readonly number[]): Promise<LockedGroup[]> {
  const query = trx
    .selectFrom('groups')
    .select([
      'id',
      'product_name',
      'price_cents',
      'shipping_cents',
      'max_quantity',
      'quantity_booked',
      'end_date',
      'status',
      'latitude',
      'longitude',
      'radius_miles',
    ])
    .where('id', 'in', [...groupIds])
    .orderBy('id');
  return forUpdate(trx, query).execute();
}

/**
 * Books `qty` units at the new level price. The WHERE clause re-checks open (the one
 * rule of `isGroupOpen`, end date included) and stock itself, so even without the lock above the update can never oversell: it changes
 * no row instead, and the caller treats that as out of stock.
 */
export async function bookGroup(
  trx: Transaction<Database>,
  booking: { groupId: number; qty: number; newPriceCents: number; closes: boolean; nowIso: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('groups')
    .set((eb) => ({
      quantity_booked: eb('quantity_booked', '+', booking.qty),
      current_price_cents: booking.newPriceCents,
      status: booking.closes ? 'Closed' : 'Open',
    }))
    .where('id', '=', booking.groupId)
    .where(groupIsOpenSql('groups', booking.nowIso))
    .where((eb) => eb(eb('quantity_booked', '+', booking.qty), '<=', eb.ref('max_quantity')))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertOrder(trx: Transaction<Database>, row: Insertable<OrdersTable>): Promise<number> {
  const { id } = await trx.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertOrderLines(trx: Transaction<Database>, rows: Insertable<OrderLinesTable>[]): Promise<void> {
  await trx.insertInto('order_lines').values(rows).execute();
}

export async function insertPayment(trx: Transaction<Database>, row: Insertable<PaymentsTable>): Promise<void> {
  await trx.insertInto('payments').values(row).execute();
}

/** Claims a key for this customer; a duplicate fails on the unique constraint (or waits for it on PostgreSQL). */
export async function claimIdempotencyKey(trx: Transaction<Database>, customerId: number, key: string, now: string) {
  await trx
    .insertInto('idempotency_keys')
    .values({ customer_id: customerId, key, answer: '', created_at: now })
    .execute();
}

export async function storeIdempotentAnswer(
  trx: Transaction<Database>,
  customerId: number,
  key: string,
  answer: string,
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ answer })
    .where('customer_id', '=', customerId)
    .where('key', '=', key)
    .execute();
}

export async function findIdempotentAnswer(
  db: Kysely<Database>,
  customerId: number,
  key: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('answer')
    .where('customer_id', '=', customerId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.answer || undefined;
}
