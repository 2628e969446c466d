import { sql, type Kysely } from 'kysely';

// 3-D Secure at order time (issue 37; docs/decisions.md "3-D Secure at order time"). An
// order whose card's bank asks the shopper to authenticate is committed held: its units
// booked and its cart claimed, but no lines, no charge in the ledger and no mail yet. It
// becomes a placed order when the bank's answer is yes, or is released (units and cart
// lines given back) when it is no or the hold runs out.
//
// `orders.payment_state` is what every reader of orders filters on; every order before
// this migration was placed. A held order keeps the lines it will write in
// `payment_holds.lines` (JSON, as order-line rows): readers of order_lines (My Orders, the
// console, settlement, returns, invoices) never meet a line that is not paid for.

// Exported for db/column-values.ts: this CHECK constraint is where the list is defined.
export const PAYMENT_STATES = ['placed', 'awaiting_authentication', 'released'] as const;
/** How a hold ended: paid (`completed`), authentication failed or refused (`failed`), or the hold ran out (`expired`). */
export const HOLD_OUTCOMES = ['completed', 'failed', 'expired'] as const;

const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('payment_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('placed')
        .check(sql.raw(`payment_state in (${listOf(PAYMENT_STATES)})`)),
    )
    .execute();

  await db.schema
    .createTable('payment_holds')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's charge (Stripe's PaymentIntent) that waits for the shopper: the same
    // one is read, completed or canceled, never a second.
    .addColumn('charge_id', 'text', (c) => c.notNull().unique())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    // The key the charge was asked with: its ledger row's key once paid.
    .addColumn('charge_key', 'text', (c) => c.notNull().unique())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('outcome', 'text')
    .addCheckConstraint('payment_holds_outcome', sql.raw(`outcome is null or outcome in (${listOf(HOLD_OUTCOMES)})`))
    .execute();
  // The hold job's question: which open holds ran out.
  await db.schema
    .createIndex('payment_holds_open_idx')
    .on('payment_holds')
    .columns(['ended_at', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_holds').execute();
  await db.schema.alterTable('orders').dropColumn('payment_state').execute();
}
