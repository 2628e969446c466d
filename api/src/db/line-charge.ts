import type { Selectable } from 'kysely';
import type { OrderLinesTable } from './types';

/**
 * The columns of what an order line charged (docs/product.md#pricing-and-money): the quantity, the
 * unit price, and the line's tax, shipping and platform fee. Every query that prices,
 * refunds or shows what a line paid reads these same columns.
 */
export const LINE_CHARGE_COLUMNS = [
  'quantity',
  'price_cents',
  'tax_cents',
  'shipping_cents',
  'platform_fee_cents',
] as const;

/** The same columns of order lines joined as `l` (db/order-line-joins.ts and its kin). */
export const JOINED_LINE_CHARGE_COLUMNS = LINE_CHARGE_COLUMNS.map((column) => `l.${column}` as const);

export type LineChargeColumn = (typeof LINE_CHARGE_COLUMNS)[number];

/** What an order line charged, as those columns hold it. */
export type LineCharge = Pick<Selectable<OrderLinesTable>, LineChargeColumn>;
