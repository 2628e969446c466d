import type { Kysely } from 'kysely';
import type { Config } from '../../config/config';
import type { Database } from '../../db/types';
import { HttpError, notFound } from '../../lib/http-error';
import { dollarsFromCents } from '../../lib/money';
import { groupServesZip, type GroupArea } from '../catalog/area';
import { isGroupOpen } from '../catalog/group-open';
import { priceLine, sumLines } from '../pricing/pricing';
import { taxRateBpFor } from '../pricing/pricing.repository';
import { levelPriceCents } from '../catalog/price-level';
import { levelsByGroup } from '../catalog/price-levels.repository';
import { settlementRefundCents } from '../settlement/settlement.service';
import { findDeliveryAddress, listAddresses } from '../profile/addresses.repository';
import {
  deleteCartItem,
  findCartItem,
  findGroupStock,
  insertCartLine,
  listCartLines,
  listGroupAreas,
  listHeldLines,
  setCartItemQty,
  type HeldLineRow,
  type StockRow,
} from './cart.repository';
import type { CartLineView, CartView } from './cart-view';

/** docs/decisions.md 'Area': a group is bought only where it delivers. */
const NOT_IN_YOUR_AREA =
  'This group does not deliver to your area, so it cannot be added to your cart. Only groups listed for your ZIP code can be ordered.';

/** docs/decisions.md "Money integrity": adding never raises a line; the cart's quantity does. */
const ALREADY_IN_CART = 'This group is already in your cart. Change its quantity in the cart.';

// Unknown and foreign ids get the same answer, so cart ids cannot be enumerated.
const CART_ITEM_NOT_FOUND = 'Cart item not found';

/**
 * docs/decisions.md 'Area': a group is sold to a customer when it delivers to one of their
 * addresses (billing or shipping: checkout can send it to either).
 */
function deliversToAnyOf(group: GroupArea, addresses: readonly { zip_code: string }[]): boolean {
  return addresses.some((address) => groupServesZip(group, address.zip_code));
}

/** 409 unless `qty` units can still be booked on the group now. */
function assertAvailable(group: StockRow, qty: number, now: Date): void {
  if (!isGroupOpen(group, now)) throw new HttpError(409, 'This group is closed.');
  const left = group.max_quantity - group.quantity_booked;
  if (qty > left) throw new HttpError(409, `Only ${left} units left in this group.`);
}

/**
 * What the customer's earlier lines of a group would get back if it closed now: its final
 * price would be today's level price, and each line's refund is settlement's own rule
 * (settlementRefundCents). Null when the customer holds no units of it.
 */
function heldView(lines: readonly HeldLineRow[], todayPriceCents: number): CartLineView['held'] {
  const holding = lines.filter((line) => line.stock_released_at === null);
  if (holding.length === 0) return null;
  return {
    quantity: holding.reduce((sum, line) => sum + line.quantity, 0),
    refund_at_close: dollarsFromCents(
      holding.reduce((sum, line) => sum + settlementRefundCents(line, todayPriceCents), 0),
    ),
  };
}

export function createCartService(db: Kysely<Database>, config: Pick<Config, 'platformFeeRate'>) {
  async function view(customerId: number, addressId?: number): Promise<CartView> {
    const address = await findDeliveryAddress(db, customerId, addressId);
    if (addressId !== undefined && !address) throw notFound('Address not found');
    const lines = await listCartLines(db, customerId);
    const levels = await levelsByGroup(
      db,
      lines.map((l) => l.group_id),
    );
    const rates = {
      taxRateBp: await taxRateBpFor(db, customerId, address?.state),
      platformFeeRate: config.platformFeeRate,
    };
    const held = await listHeldLines(
      db,
      customerId,
      lines.map((l) => l.group_id),
    );
    const priced = lines.map((line) => ({
      line,
      price: priceLine({ ...line, levels: levels.get(line.group_id) ?? [] }, line.qty, rates),
    }));
    const totals = sumLines(priced.map((p) => p.price));
    return {
      line_item_list: priced.map(({ line, price }) => ({
        cart_item_id: line.cart_item_id,
        qty: line.qty,
        price: dollarsFromCents(price.price_cents),
        shipping: dollarsFromCents(price.shipping_cents),
        tax_price: dollarsFromCents(price.tax_cents),
        platform_fee: dollarsFromCents(price.platform_fee_cents),
        group: { id: line.group_id, name: line.product_name, product_image: line.product_image },
        held: heldView(
          held.filter((h) => h.group_id === line.group_id),
          levelPriceCents(line.price_cents, levels.get(line.group_id) ?? [], line.quantity_booked),
        ),
      })),
      total: dollarsFromCents(totals.goods_cents),
      total_tax: dollarsFromCents(totals.tax_cents),
      total_shipping: dollarsFromCents(totals.shipping_cents),
      total_platform_fee: dollarsFromCents(totals.platform_fee_cents),
      grand_total: dollarsFromCents(totals.grand_total_cents),
    };
  }

  return {
    view,

    /**
     * Adds a group to the cart as a new line; answers that line. A group already in the
     * cart is refused (409): its quantity is changed in the cart, so a duplicate sent at
     * the same moment adds the line once instead of adding its units twice.
     */
    async add(customerId: number, input: { qty: number; group_id: number }, now = new Date()): Promise<CartLineView> {
      const cartItemId = await db.transaction().execute(async (trx) => {
        const group = await findGroupStock(trx, input.group_id);
        if (!group) throw notFound('Group not found');
        // A direct link reaches groups of any area: only one delivering to one of the
        // customer's addresses (billing or shipping, where checkout can send it) is sold.
        if (!deliversToAnyOf(group, await listAddresses(trx, customerId))) {
          throw new HttpError(409, NOT_IN_YOUR_AREA);
        }
        // One guarded statement creates the line or finds the group there already; the
        // stock check runs after it, and its refusal rolls the new line back.
        const line = await insertCartLine(trx, {
          customer_id: customerId,
          group_id: input.group_id,
          qty: input.qty,
          created_at: now.toISOString(),
        });
        if (!line) throw new HttpError(409, ALREADY_IN_CART);
        assertAvailable(group, line.qty, now);
        return line.id;
      });
      const cart = await view(customerId);
      const line = cart.line_item_list.find((l) => l.cart_item_id === cartItemId);
      if (!line) throw notFound(CART_ITEM_NOT_FOUND);
      return line;
    },

    /**
     * Whether each group would be added to this customer's cart as far as its area goes (the
     * rule `add` applies), so a group page can say so before the click. In the order of
     * `groupIds`; unknown ids are left out.
     */
    async deliverable(customerId: number, groupIds: readonly number[]): Promise<{ id: number; delivers: boolean }[]> {
      const addresses = await listAddresses(db, customerId);
      const byId = new Map((await listGroupAreas(db, groupIds)).map((group) => [group.id, group]));
      return [...new Set(groupIds)].flatMap((id) => {
        const group = byId.get(id);
        return group ? [{ id, delivers: deliversToAnyOf(group, addresses) }] : [];
      });
    },

    async update(
      customerId: number,
      input: { qty: number; group_id: number; cart_item_id: number },
      now = new Date(),
    ): Promise<void> {
      const item = await findCartItem(db, customerId, input.cart_item_id);
      if (!item || item.group_id !== input.group_id) throw notFound(CART_ITEM_NOT_FOUND);
      const group = await findGroupStock(db, item.group_id);
      if (!group) throw notFound(CART_ITEM_NOT_FOUND);
      assertAvailable(group, input.qty, now);
      // A set: the same quantity sent twice leaves the line as one request would. A line
      // removed (or ordered) meanwhile is not found rather than silently not changed.
      if (!(await setCartItemQty(db, customerId, item.id, input.qty))) throw notFound(CART_ITEM_NOT_FOUND);
    },

    async remove(customerId: number, cartItemId: number): Promise<void> {
      if (!(await deleteCartItem(db, customerId, cartItemId))) throw notFound(CART_ITEM_NOT_FOUND);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
