import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { forUpdate } from '../../db/row-lock';
import type { Database, SandboxOutcome } from '../../db/types';
import { cardBrand, isExpired, passesLuhn } from './card-number';
import {
  InvalidCardError,
  PaymentDeclinedError,
  type AttachedCard,
  type CardInput,
  type CardToken,
  type PaymentProvider,
} from './payment-provider';

// Stripe's test cards (https://docs.stripe.com/testing): what a charge on them does.
const OUTCOMES: Record<string, SandboxOutcome> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};
const DECLINE_MESSAGES: Record<Exclude<SandboxOutcome, 'ok'>, string> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The embedded payment provider: Stripe's behaviour without an account, its state in
 * our database. Built on an executor, so inside a transaction its charges commit or
 * roll back with the order. The card number is used to pick the brand, the last 4 and
 * the test outcome, then dropped: it is never stored or logged.
 */
export function createSandboxProvider(db: Kysely<Database>, now: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'sandbox',
    transactional: true,

    async createToken(card: CardInput): Promise<CardToken> {
      const digits = card.cardNumber.replace(/[\s-]/g, '');
      if (!passesLuhn(digits)) throw new InvalidCardError('card_number is not a valid card number');
      if (isExpired(card.expMonth, card.expYear, now())) throw new InvalidCardError('The card has expired');
      if (!/^\d{3,4}$/.test(card.cvc)) throw new InvalidCardError('cvc must be 3 or 4 digits');
      const token = {
        id: newId('tok'),
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        exp_month: card.expMonth,
        exp_year: card.expYear,
        outcome: OUTCOMES[digits] ?? 'ok',
        used_at: null,
        created_at: now().toISOString(),
      };
      await db.insertInto('sandbox_tokens').values(token).execute();
      return {
        id: token.id,
        card: { brand: token.brand, last4: token.last4, expMonth: token.exp_month, expYear: token.exp_year },
      };
    },

    async attachCard(tokenId: string): Promise<AttachedCard> {
      // A token is single use, as Stripe's are: the guarded update lets one caller win.
      const used = await db
        .updateTable('sandbox_tokens')
        .set({ used_at: now().toISOString() })
        .where('id', '=', tokenId)
        .where('used_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!used) throw new InvalidCardError('card_details is not a valid card token');
      const card = {
        id: newId('card'),
        brand: used.brand,
        last4: used.last4,
        exp_month: used.exp_month,
        exp_year: used.exp_year,
        outcome: used.outcome,
        created_at: now().toISOString(),
      };
      await db.insertInto('sandbox_cards').values(card).execute();
      return {
        providerCardId: card.id,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
        fingerprint: null,
      };
    },

    async charge({ amountCents, card, idempotencyKey, description }) {
      const earlier = await findByKey(db, idempotencyKey);
      if (earlier) return { chargeId: earlier.id };
      const stored = await db.selectFrom('sandbox_cards').selectAll().where('id', '=', card).executeTakeFirst();
      if (!stored) throw new PaymentDeclinedError('No such card.');
      if (isExpired(stored.exp_month, stored.exp_year, now())) throw new PaymentDeclinedError('Your card has expired.');
      if (stored.outcome !== 'ok') throw new PaymentDeclinedError(DECLINE_MESSAGES[stored.outcome]);
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new Error('Charge amount must be positive cents');
      const id = await insertOnce(db, {
        id: newId('ch'),
        kind: 'charge',
        card_id: card,
        charge_id: null,
        amount_cents: amountCents,
        idempotency_key: idempotencyKey,
        description,
        created_at: now().toISOString(),
      });
      return { chargeId: id };
    },

    async refund({ chargeId, amountCents, idempotencyKey }) {
      const earlier = await findByKey(db, idempotencyKey);
      if (earlier) return { refundId: earlier.id };
      // The charge row is locked (PostgreSQL, inside the caller's transaction) while the
      // refunds so far are summed, so two lines of one order refunded at once cannot
      // both pass the check against the same remainder.
      const charge = await forUpdate(
        db,
        db.selectFrom('sandbox_charges').selectAll().where('id', '=', chargeId).where('kind', '=', 'charge'),
      ).executeTakeFirst();
      if (!charge) throw new Error(`No such charge: ${chargeId}`);
      const { refunded } = await db
        .selectFrom('sandbox_charges')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('refunded'))
        .where('charge_id', '=', chargeId)
        .where('kind', '=', 'refund')
        .executeTakeFirstOrThrow();
      if (!Number.isInteger(amountCents) || amountCents <= 0 || Number(refunded) + amountCents > charge.amount_cents) {
        throw new Error(`Refund of ${amountCents} cents exceeds what is left of ${chargeId}`);
      }
      const id = await insertOnce(db, {
        id: newId('re'),
        kind: 'refund',
        card_id: charge.card_id,
        charge_id: chargeId,
        amount_cents: amountCents,
        idempotency_key: idempotencyKey,
        description: null,
        created_at: now().toISOString(),
      });
      return { refundId: id };
    },
  };
}

function findByKey(db: Kysely<Database>, idempotencyKey: string) {
  return db.selectFrom('sandbox_charges').select('id').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

/** Inserts unless a concurrent call with the same key got there first; answers the stored id either way. */
async function insertOnce(db: Kysely<Database>, row: Database['sandbox_charges']): Promise<string> {
  await db
    .insertInto('sandbox_charges')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  const stored = await findByKey(db, row.idempotency_key);
  if (!stored) throw new Error('Sandbox charge vanished after insert');
  return stored.id;
}
