import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { AuthenticationRequiredError, PaymentDeclinedError, type ChargeInput } from './payment-provider';
import type { PaymentProviderFor } from './payment-providers';

// A charge an outside provider may hold for an order that was never placed: the provider
// timed out (it may have charged anyway) or our commit failed after it charged. Such a
// charge is written down here and given back, at once if the provider answers, else by
// the payments job until it does. See docs/decisions.md#faults.

export type ChargeToReturn = ChargeInput & {
  provider: Database['charges_to_return']['provider'];
  customerId: number;
  /** The provider's id when it answered; unknown after a timeout. */
  chargeId?: string;
};

/** The idempotency key of the refund that gives a charge back: one refund per charge, ever. */
const returnKeyOf = (chargeKey: string) => `${chargeKey}_return`;

/** Writes the charge down (once per charge key) and tries to give it back now. */
export async function returnCharge(
  db: Kysely<Database>,
  providerFor: PaymentProviderFor,
  charge: ChargeToReturn,
  now = new Date(),
): Promise<void> {
  await writeDownCharge(db, charge, now);
  await returnPendingCharges(db, providerFor, now, charge.idempotencyKey);
}

/**
 * Writes the charge down to give back, once per charge key (a second call changes
 * nothing), through `executor`: a transaction that records why (a Stripe event) with it.
 */
export async function writeDownCharge(executor: Kysely<Database>, charge: ChargeToReturn, now: Date): Promise<void> {
  await executor
    .insertInto('charges_to_return')
    .values({
      provider: charge.provider,
      idempotency_key: charge.idempotencyKey,
      provider_card_id: charge.card,
      provider_customer_id: charge.customer ?? null,
      wallet: charge.wallet ?? null,
      amount_cents: charge.amountCents,
      description: charge.description,
      charge_id: charge.chargeId ?? null,
      customer_id: charge.customerId,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}

/**
 * Gives back every charge still written down (or only the one with `onlyKey`). With no
 * charge id, asking for the charge again with its own idempotency key answers the
 * provider's first charge if there was one (or makes it now, which the refund then
 * undoes), so the refund always has a charge to name; a charge that waits for the
 * shopper's authentication is canceled instead. Safe to run in several processes
 * at once: both calls carry fixed idempotency keys, and the row is closed by a guarded
 * update. Answers how many were given back in this run.
 */
export async function returnPendingCharges(
  db: Kysely<Database>,
  providerFor: PaymentProviderFor,
  now = new Date(),
  onlyKey?: string,
): Promise<number> {
  let query = db.selectFrom('charges_to_return').selectAll().where('returned_at', 'is', null);
  if (onlyKey) query = query.where('idempotency_key', '=', onlyKey);
  const pending = await query.orderBy('id').limit(100).execute();
  let returned = 0;
  for (const row of pending) {
    const provider = providerFor(db);
    try {
      let chargeId = row.charge_id;
      if (!chargeId) {
        try {
          ({ chargeId } = await provider.charge({
            amountCents: row.amount_cents,
            card: row.provider_card_id,
            customer: row.provider_customer_id,
            // A wallet's was asked on session: asked again alike, or Stripe refuses the key's reuse.
            wallet: row.wallet,
            idempotencyKey: row.idempotency_key,
            description: row.description,
          }));
        } catch (error) {
          if (error instanceof AuthenticationRequiredError) {
            // The charge waits for an authentication nobody will give (its order was never
            // placed): canceled, it never takes money; one the shopper completed meanwhile
            // cannot be canceled and is refunded below.
            const state = await provider.authentications!.cancel(error.chargeId);
            if (state.status === 'succeeded') chargeId = error.chargeId;
          } else if (!(error instanceof PaymentDeclinedError)) throw error;
        }
      }
      if (chargeId) {
        await provider.refund({
          chargeId,
          amountCents: row.amount_cents,
          idempotencyKey: returnKeyOf(row.idempotency_key),
        });
      }
      const closed = await db
        .updateTable('charges_to_return')
        .set({
          charge_id: chargeId,
          returned_at: now.toISOString(),
          outcome: chargeId ? 'refunded' : 'never_charged',
          attempts: row.attempts + 1,
        })
        .where('id', '=', row.id)
        .where('returned_at', 'is', null)
        .executeTakeFirst();
      if (closed.numUpdatedRows > 0n) returned += 1;
    } catch (error) {
      await db
        .updateTable('charges_to_return')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
        }))
        .where('id', '=', row.id)
        .execute();
    }
  }
  return returned;
}
