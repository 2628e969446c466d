import { sql, type Kysely } from 'kysely';
import { withId } from './portable';

// Stripe's webhooks (issue 37; docs/decisions.md "Stripe webhooks").
//
// - `stripe_events`: every signed event, stored once by Stripe's id (the unique key makes a
//   redelivery a no-op) before it is answered, then worked off by the stripe-events job in
//   order of arrival, each claimed by a guarded update and marked processed, with what it
//   did (`outcome`), in the same transaction as its effects.
// - A refund's real state in the ledger (`payments.refund_state`): asked for and accepted
//   ('accepted'; the sandbox's refunds are final, 'succeeded'), then what Stripe's events
//   say, never moved back by an older or out-of-order event (`refund_state_at` is the
//   event's time). A failed refund is retried by the payments job under a new idempotency
//   key per try, each try kept in `refund_retries`.
// - `disputes`: a buyer's bank disputing a charge, with the order and customer it hit.
const REFUND_STATES = `'accepted', 'pending', 'requires_action', 'succeeded', 'failed', 'canceled', 'retrying'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('stripe_events'))
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    // The id of the object the event is about (pi_…, re_…, du_…, ch_…).
    .addColumn('object_id', 'text')
    // The event as Stripe signed it, read again by the job.
    .addColumn('payload', 'text', (c) => c.notNull())
    // Stripe's `created`, as ISO text: the order of states, whatever the order of delivery.
    .addColumn('event_created_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    // Not before: a payment that may still become an order in flight is looked at later.
    .addColumn('process_after', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed_at', 'text')
    .addColumn('outcome', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('stripe_events_open_idx').on('stripe_events').columns(['processed_at', 'id']).execute();

  await db.schema
    .alterTable('payments')
    .addColumn('refund_state', 'text', (c) => c.check(sql.raw(`refund_state in (${REFUND_STATES})`)))
    .execute();
  await db.schema.alterTable('payments').addColumn('refund_state_at', 'text').execute();
  await db.schema.alterTable('payments').addColumn('refund_failure', 'text').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('refund_retries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Refunds booked before: the sandbox's are final; Stripe's were accepted, with no word since.
  await sql`update payments set refund_state = case when provider = 'sandbox' then 'succeeded' else 'accepted' end
    where kind = 'refund'`.execute(db);
  await db.schema.createIndex('payments_provider_id_idx').on('payments').column('provider_id').execute();

  await withId(db, db.schema.createTable('refund_retries'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    // The refund that failed, and why (Stripe's failure_reason).
    .addColumn('failed_provider_id', 'text', (c) => c.notNull())
    .addColumn('failure', 'text')
    // The new refund, once Stripe answered.
    .addColumn('provider_id', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addUniqueConstraint('refund_retries_payment_attempt', ['payment_id', 'attempt'])
    .execute();
  await db.schema.createIndex('refund_retries_failed_idx').on('refund_retries').column('failed_provider_id').execute();

  await withId(db, db.schema.createTable('disputes'))
    .addColumn('dispute_id', 'text', (c) => c.notNull().unique())
    .addColumn('payment_intent_id', 'text')
    .addColumn('charge_id', 'text')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // The event time of the status shown: an older event never replaces it.
    .addColumn('status_at', 'text', (c) => c.notNull())
    // Stripe's `created` of the dispute itself.
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('disputes_amount', sql`amount_cents >= 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('disputes').execute();
  await db.schema.dropTable('refund_retries').execute();
  await db.schema.dropIndex('payments_provider_id_idx').execute();
  for (const column of ['refund_retries', 'refund_failure', 'refund_state_at', 'refund_state']) {
    await db.schema.alterTable('payments').dropColumn(column).execute();
  }
  await db.schema.dropTable('stripe_events').execute();
}
