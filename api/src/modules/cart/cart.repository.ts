import type { Kysely, Selectable, Transaction } from 'kysely';
import { JOINED_LINE_CHARGE_COLUMNS, type LineCharge } from '../../db/line-charge';
import type { Database, OrderLinesTable } from '../../db/types';
import type { GroupArea } from '../catalog/area';
import { firstImagePath } from '../catalog/first-image';
import type { GroupOpenFacts } from '../catalog/group-open';

export type CartLineRow = {
  cart_item_id: number;
  qty: number;
  group_id: number;
  product_name: string;
  price_cents: number;
  shipping_cents: number;
  quantity_booked: number;
  product_image: string | null;
};

/** The customer's cart lines with what pricing needs of each group, oldest line first. */
export async function listCartLines(db: Kysely<Database>, customerId: number): Promise<CartLineRow[]> {
  return db
    .selectFrom('cart_items as ci')
    .innerJoin('groups as g', 'g.id', 'ci.group_id')
    .select((eb) => [
      'ci.id as cart_item_id',
      'ci.qty',
      'g.id as group_id',
      'g.product_name',
      'g.price_cents',
      'g.shipping_cents',
      'g.quantity_booked',
      firstImagePath(eb).as('product_image'),
    ])
    .where('ci.customer_id', '=', customerId)
    .orderBy('ci.id')
    .execute();
}

/** A held line: what it charged (docs/product.md#pricing-and-money) and what has come back of it. */
export type HeldLineRow = LineCharge &
  Pick<Selectable<OrderLinesTable>, 'group_id' | 'refunded_cents' | 'stock_released_at'>;

/** The customer's order lines of these groups that settlement has not settled yet. */
export async function listHeldLines(
  db: Kysely<Database>,
  customerId: number,
  groupIds: readonly number[],
): Promise<HeldLineRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.group_id', ...JOINED_LINE_CHARGE_COLUMNS, 'l.refunded_cents', 'l.stock_released_at'])
    .where('o.customer_id', '=', customerId)
    .where('l.group_id', 'in', [...groupIds])
    .where('l.settled_at', 'is', null)
    .execute();
}

/** What adding to the cart checks of a group: open, units left, and its area. */
export type StockRow = { id: number } & GroupOpenFacts & GroupArea;

/** The delivery areas of these groups (unknown ids are left out). */
export async function listGroupAreas(
  db: Kysely<Database>,
  groupIds: readonly number[],
): Promise<Array<{ id: number } & GroupArea>> {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('groups')
    .select(['id', 'latitude', 'longitude', 'radius_miles'])
    .where('id', 'in', [...groupIds])
    .execute();
}

export async function findGroupStock(db: Kysely<Database>, groupId: number): Promise<StockRow | undefined> {
  return db
    .selectFrom('groups')
    .select(['id', 'status', 'end_date', 'max_quantity', 'quantity_booked', 'latitude', 'longitude', 'radius_miles'])
    .where('id', '=', groupId)
    .executeTakeFirst();
}

/** A cart line of this customer only: another customer's id finds nothing. */
export async function findCartItem(db: Kysely<Database>, customerId: number, cartItemId: number) {
  return db
    .selectFrom('cart_items')
    .select(['id', 'group_id', 'qty'])
    .where('id', '=', cartItemId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/**
 * Puts the group in this customer's cart as a new line, unless a line of it is there
 * already: one guarded statement on the unique (customer_id, group_id) pair, so of
 * duplicates sent at once exactly one writes the line (PostgreSQL makes the others wait
 * for its commit, then do nothing). Answers the new line, or undefined when the group was
 * in the cart already (docs/decisions.md, "Money integrity").
 */
export async function insertCartLine(
  trx: Transaction<Database>,
  row: { customer_id: number; group_id: number; qty: number; created_at: string },
): Promise<{ id: number; qty: number } | undefined> {
  return trx
    .insertInto('cart_items')
    .values(row)
    .onConflict((oc) => oc.columns(['customer_id', 'group_id']).doNothing())
    .returning(['id', 'qty'])
    .executeTakeFirst();
}

/** True when the line of this customer was there to change (not removed or ordered meanwhile). */
export async function setCartItemQty(
  db: Kysely<Database>,
  customerId: number,
  cartItemId: number,
  qty: number,
): Promise<boolean> {
  const result = await db
    .updateTable('cart_items')
    .set({ qty })
    .where('id', '=', cartItemId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** True when a line of this customer was removed. */
export async function deleteCartItem(db: Kysely<Database>, customerId: number, cartItemId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_items')
    .where('id', '=', cartItemId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
