import type { Kysely } from 'kysely';
import type { Database, RefundState } from '../../db/types';
import { PaymentUnavailableError } from './payment-provider';
import type { PaymentProviderFor } from './payment-providers';

// A refund's real state in the ledger (docs/decisions.md "Stripe webhooks"): a refund row is
// 'accepted' when the provider took it, then moves as Stripe's events say, by these rules:
// - an event older than the state shown (Stripe's `created`) changes nothing;
// - failed and canceled are final for that refund (Stripe never moves them back), and so is
//   'retrying': the payments job is replacing the failed refund with a new one;
// - succeeded moves on only to failed (a card refund can fail days after it succeeded),
//   never back to pending.
// So a replayed, late or out-of-order event cannot move a refund back, and the same
// event applied twice changes nothing the second time.

/** The states a Stripe Refund can be in, as its events carry them. */
const STRIPE_STATES = new Set<RefundState>(['pending', 'requires_action', 'succeeded', 'failed', 'canceled']);
const FINAL = new Set<RefundState | null>(['failed', 'canceled', 'retrying']);

/** Automatic retries of one failed refund; after them it stays failed for an operator. */
export const MAX_REFUND_RETRIES = 3;

type Shown = { state: RefundState | null; at: string | null };

/** Whether an event saying `to` (at its time) may replace the state shown. */
export function refundStateMoves(from: Shown, to: { state: RefundState; at: string }): boolean {
  if (to.state === from.state || FINAL.has(from.state)) return false;
  if (from.at !== null && to.at < from.at) return false;
  if (from.state === 'succeeded') return to.state === 'failed';
  return true;
}

/** The key of a failed refund's retry: its own per try, so Stripe makes a new refund for each. */
export const retryKeyOf = (refundKey: string, attempt: number) => `${refundKey}_retry${attempt}`;

export type RefundEvent = {
  /** Stripe's refund id (re_…). */
  id: string;
  status: string | null;
  failureReason: string | null;
  /** The PaymentIntent refunded. */
  paymentIntent: string | null;
  amountCents: number;
};

export type RefundEventResult = {
  outcome: string;
  /** The refund is now failed: the payments job should retry it. */
  failed: boolean;
  /** The refund is not in the ledger yet but its charge is: a refund being booked may land in a moment. */
  notYetBooked: boolean;
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Applies what one event says of one refund to the ledger, through `trx` (the event's
 * transaction). The row is changed by a compare-and-set on the state read, so two events
 * of one refund processed at once cannot both move it from the same state.
 */
export async function applyRefundEvent(
  trx: Kysely<Database>,
  refund: RefundEvent,
  eventAt: string,
): Promise<RefundEventResult> {
  const result = (outcome: string, extra: Partial<RefundEventResult> = {}): RefundEventResult => ({
    outcome,
    failed: false,
    notYetBooked: false,
    ...extra,
  });
  for (let tries = 0; tries < 5; tries += 1) {
    const row = await trx
      .selectFrom('payments')
      .select(['id', 'order_id', 'provider_id', 'refund_state', 'refund_state_at'])
      .where('kind', '=', 'refund')
      .where('provider_id', '=', refund.id)
      .executeTakeFirst();
    if (!row) return refundNotInLedger(trx, refund, result);
    const to = refund.status as RefundState;
    if (!STRIPE_STATES.has(to)) return result(`Refund #${row.id}: status ${refund.status} is not one the shop knows`);
    if (!refundStateMoves({ state: row.refund_state, at: row.refund_state_at }, { state: to, at: eventAt })) {
      return result(`Refund #${row.id} (order #${row.order_id}) stays ${row.refund_state}: ${to} cannot follow it`);
    }
    const failure = to === 'failed' ? (refund.failureReason ?? 'unknown') : null;
    const moved = await trx
      .updateTable('payments')
      .set({ refund_state: to, refund_state_at: eventAt, refund_failure: failure })
      .where('id', '=', row.id)
      .where('provider_id', '=', refund.id)
      .where('refund_state', row.refund_state === null ? 'is' : '=', row.refund_state)
      .where('refund_state_at', row.refund_state_at === null ? 'is' : '=', row.refund_state_at)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) continue; // changed meanwhile: judge again against what is there now
    const from = row.refund_state ?? 'none';
    if (to === 'failed') {
      return result(
        `Refund #${row.id} (order #${row.order_id}) ${from} → failed (${failure}); the payments job retries it`,
        {
          failed: true,
        },
      );
    }
    return result(`Refund #${row.id} (order #${row.order_id}) ${from} → ${to}`);
  }
  throw new Error(`Refund ${refund.id} kept changing while its event was applied`);
}

/** A refund id the ledger does not hold (now): an earlier try of a retried refund, a charge given back, or none of ours. */
async function refundNotInLedger(
  trx: Kysely<Database>,
  refund: RefundEvent,
  result: (outcome: string, extra?: Partial<RefundEventResult>) => RefundEventResult,
): Promise<RefundEventResult> {
  const retried = await trx
    .selectFrom('refund_retries as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select(['r.payment_id', 'r.attempt', 'p.provider_id'])
    .where('r.failed_provider_id', '=', refund.id)
    .orderBy('r.attempt')
    .executeTakeFirst();
  if (retried) {
    return result(
      `An earlier try of refund #${retried.payment_id}, replaced by retry ${retried.attempt} (${retried.provider_id}): ` +
        `its ${refund.status} changes nothing`,
    );
  }
  if (refund.paymentIntent) {
    const returned = await trx
      .selectFrom('charges_to_return')
      .select(['id'])
      .where('charge_id', '=', refund.paymentIntent)
      .executeTakeFirst();
    if (returned) {
      const warning = refund.status === 'failed' ? ': NOT given back, settle it by hand' : '';
      return result(`Refund of charge to return #${returned.id} (no order): ${refund.status}${warning}`);
    }
    const charge = await trx
      .selectFrom('payments')
      .select(['order_id'])
      .where('kind', '=', 'charge')
      .where('provider_id', '=', refund.paymentIntent)
      .executeTakeFirst();
    if (charge) {
      return result(
        `A refund of ${dollars(refund.amountCents)} on order #${charge.order_id}'s charge that the ledger does not hold`,
        { notYetBooked: true },
      );
    }
  }
  return result("Not a refund of the shop's: nothing changed");
}

/**
 * Retries failed refunds (the payments job, jobs/shop-jobs.ts): each is claimed by a
 * guarded update (failed → retrying, its retry count raised), then refunded again under the
 * retry's own idempotency key. A retry whose call failed stays 'retrying' and is asked again
 * under the same key (Stripe answers the refund it may have made); one Stripe refused goes
 * back to failed, to be tried again under the next key, up to MAX_REFUND_RETRIES. Answers
 * how many refunds were made again.
 */
export async function retryFailedRefunds(
  db: Kysely<Database>,
  providerFor: PaymentProviderFor,
  now = new Date(),
): Promise<number> {
  const nowIso = now.toISOString();
  const rows = await db
    .selectFrom('payments')
    .select([
      'id',
      'order_id',
      'amount_cents',
      'provider_id',
      'idempotency_key',
      'refund_state',
      'refund_failure',
      'refund_retries',
    ])
    .where('kind', '=', 'refund')
    .where((eb) =>
      eb.or([
        eb.and([eb('refund_state', '=', 'failed'), eb('refund_retries', '<', MAX_REFUND_RETRIES)]),
        eb('refund_state', '=', 'retrying'),
      ]),
    )
    .orderBy('id')
    .limit(100)
    .execute();
  let made = 0;
  for (const row of rows) {
    let attempt = row.refund_retries;
    if (row.refund_state === 'failed') {
      attempt += 1;
      const claimed = await db.transaction().execute(async (trx) => {
        const claim = await trx
          .updateTable('payments')
          .set({ refund_state: 'retrying', refund_retries: attempt })
          .where('id', '=', row.id)
          .where('refund_state', '=', 'failed')
          .where('refund_retries', '=', attempt - 1)
          .executeTakeFirst();
        if (claim.numUpdatedRows === 0n) return false;
        await trx
          .insertInto('refund_retries')
          .values({
            payment_id: row.id,
            attempt,
            idempotency_key: retryKeyOf(row.idempotency_key, attempt),
            failed_provider_id: row.provider_id,
            failure: row.refund_failure,
            created_at: nowIso,
          })
          .execute();
        return true;
      });
      if (!claimed) continue;
    }
    const charge = await db
      .selectFrom('payments')
      .select(['provider_id'])
      .where('order_id', '=', row.order_id)
      .where('kind', '=', 'charge')
      .orderBy('id')
      .executeTakeFirst();
    if (!charge) continue;
    const key = retryKeyOf(row.idempotency_key, attempt);
    try {
      const { refundId } = await providerFor(db).refund({
        chargeId: charge.provider_id,
        amountCents: row.amount_cents,
        idempotencyKey: key,
      });
      await db.transaction().execute(async (trx) => {
        const answered = await trx
          .updateTable('payments')
          .set({ provider_id: refundId, refund_state: 'accepted', refund_state_at: null, refund_failure: null })
          .where('id', '=', row.id)
          .where('refund_state', '=', 'retrying')
          .where('refund_retries', '=', attempt)
          .executeTakeFirst();
        if (answered.numUpdatedRows === 0n) return;
        await trx
          .updateTable('refund_retries')
          .set({ provider_id: refundId, answered_at: nowIso, last_error: null })
          .where('idempotency_key', '=', key)
          .execute();
        made += 1;
      });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('refund_retries')
          .set({ last_error: message })
          .where('idempotency_key', '=', key)
          .execute();
        // Refused by Stripe (not an outage): that try did nothing; the next one gets a new key.
        if (!(error instanceof PaymentUnavailableError)) {
          await trx
            .updateTable('payments')
            .set({ refund_state: 'failed', refund_failure: `retry ${attempt} refused: ${message}` })
            .where('id', '=', row.id)
            .where('refund_state', '=', 'retrying')
            .where('refund_retries', '=', attempt)
            .execute();
        }
      });
    }
  }
  return made;
}
