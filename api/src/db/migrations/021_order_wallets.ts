import type { Kysely } from 'kysely';

// Wallets at checkout (issue 37; docs/decisions.md "Wallets"). An order paid with Apple Pay,
// Google Pay or Link through Stripe's Express Checkout Element is paid with a one-time
// PaymentMethod that the shop never saves: the order has no card (`card_id` null, as for an
// order whose card was removed since) and says which wallet paid instead, as Stripe names it
// (`card.wallet.type`: 'apple_pay', 'google_pay', 'link', …; null for a saved card).
//
// A wallet's charge is confirmed with the shopper present (on session), a saved card's
// without (off session). A charge written down to give back is asked again under its own
// idempotency key with the very parameters it was first asked with, so it keeps whether it
// was a wallet's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('wallet', 'text').execute();
  await db.schema.alterTable('charges_to_return').addColumn('wallet', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('charges_to_return').dropColumn('wallet').execute();
  await db.schema.alterTable('orders').dropColumn('wallet').execute();
}
