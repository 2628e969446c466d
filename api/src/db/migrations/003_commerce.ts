import { sql, type Kysely } from 'kysely';
import { withId } from './portable';

// Commerce: cart, saved cards, orders and their lines, the payments ledger, the
// place-order idempotency keys, and the sandbox payment provider's own books.

// Exported for db/column-values.ts: this CHECK constraint is where the list is defined.
export const LINE_STATUSES = [
  'in_progress',
  'shipping',
  'cancelled',
  'completed',
  'return_requested',
  'return_accepted',
  'return_declined',
  'return_in_progress',
  'refunded',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('cart_items'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // One line per group: adding the same group again raises that line's quantity.
    .addUniqueConstraint('cart_items_customer_group', ['customer_id', 'group_id'])
    .addCheckConstraint('cart_items_qty', sql`qty > 0`)
    .execute();

  // Only what the provider hands back is kept: never the card number or the cvc.
  await withId(db, db.schema.createTable('cards'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_card_id', 'text', (c) => c.notNull())
    .addColumn('card_holder_name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('cards_default', sql`is_default in (0, 1)`)
    .execute();
  await db.schema.createIndex('cards_customer_idx').on('cards').column('customer_id').execute();

  await withId(db, db.schema.createTable('orders'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // A removed card leaves its orders in place.
    .addColumn('card_id', 'integer', (c) => c.references('cards.id').onDelete('set null'))
    .addColumn('goods_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('platform_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('grand_total_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_customer_idx').on('orders').columns(['customer_id', 'created_at']).execute();

  // Amounts are what was paid at order time (settlement refunds differences against them);
  // the delivery address is a snapshot, so editing an address never rewrites history.
  await withId(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('platform_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('in_progress'))
    .addColumn('tracking_company_name', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('invoice_id', 'text')
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('order_lines_quantity', sql`quantity > 0`)
    .addCheckConstraint('order_lines_status', sql.raw(`status in (${LINE_STATUSES.map((s) => `'${s}'`).join(', ')})`))
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();
  await db.schema.createIndex('order_lines_group_idx').on('order_lines').columns(['group_id', 'status']).execute();

  // Every movement of money, one row each; the unique key makes a retried write a no-op.
  await withId(db, db.schema.createTable('payments'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.references('order_lines.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('payments_kind', sql`kind in ('charge', 'refund')`)
    .addCheckConstraint('payments_amount', sql`amount_cents > 0`)
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();

  // A place-order request's key, inserted before anything is charged: the unique
  // constraint lets exactly one of several concurrent duplicates go on.
  await withId(db, db.schema.createTable('idempotency_keys'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_customer_key', ['customer_id', 'key'])
    .execute();

  // The sandbox provider's books (Stripe keeps its own). Text ids like Stripe's. A token
  // and the card saved from it describe the same card, in the same columns.
  const sandboxCardTable = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('last4', 'text', (c) => c.notNull())
      .addColumn('exp_month', 'integer', (c) => c.notNull())
      .addColumn('exp_year', 'integer', (c) => c.notNull())
      // What a charge on this card does (Stripe's test cards), kept instead of the number.
      .addColumn('outcome', 'text', (c) => c.notNull());
  await sandboxCardTable('sandbox_tokens')
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sandboxCardTable('sandbox_cards')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text')
    .addColumn('charge_id', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('sandbox_charges_kind', sql`kind in ('charge', 'refund')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sandbox_charges',
    'sandbox_cards',
    'sandbox_tokens',
    'idempotency_keys',
    'payments',
    'order_lines',
    'orders',
    'cards',
    'cart_items',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
