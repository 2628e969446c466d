import type { Transaction } from 'kysely';
import { createSandboxProvider } from '../modules/payments/sandbox-provider';
import type { Database } from '../db/types';

/** Stripe's always-succeeding test Visa; only its last 4 digits end up in the database. */
const DEMO_CARD_NUMBER = '4242424242424242';

/**
 * The demo shopper's saved default card, tokenised and attached through the sandbox
 * provider like a card added in the app, so checkout can charge it on first start.
 */
export async function seedDemoCards(trx: Transaction<Database>, now: Date): Promise<void> {
  const shopper = await trx
    .selectFrom('customers')
    .select(['id', 'first_name', 'last_name'])
    .where('email', '=', 'shopper@example.com')
    .executeTakeFirstOrThrow();
  const sandbox = createSandboxProvider(trx, () => now);
  const token = await sandbox.createToken!({
    cardNumber: DEMO_CARD_NUMBER,
    expMonth: 12,
    expYear: now.getUTCFullYear() + 3,
    cvc: '123',
  });
  const card = await sandbox.attachCard(token.id);
  await trx
    .insertInto('cards')
    .values({
      customer_id: shopper.id,
      provider: 'sandbox',
      provider_card_id: card.providerCardId,
      card_holder_name: `${shopper.first_name} ${shopper.last_name}`,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      is_default: 1,
      created_at: now.toISOString(),
    })
    .execute();
}
