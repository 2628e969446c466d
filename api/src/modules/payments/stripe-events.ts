import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../db/types';
import { returnPendingCharges, writeDownCharge } from './charges-to-return';
import { applyDisputeEvent } from './disputes';
import type { PaymentProviderFor } from './payment-providers';
import { applyRefundEvent } from './refund-states';
import {
  claimEvent,
  ClaimLostError,
  dueEvents,
  failEvent,
  finishEvent,
  postponeEvent,
  type ClaimedEvent,
} from './stripe-webhooks.repository';

// The stripe-events job's work (docs/decisions.md "Stripe webhooks"): the stored events,
// oldest first, each claimed by a guarded update and its effects written in one
// transaction with the mark that it is processed (and what it did), so each takes effect
// exactly once however many runs or instances look at it. Calls to Stripe (giving back a
// charge no order holds) run after that commit, under fixed idempotency keys, and the
// payments job repeats them until they succeed.

/** How long a payment no order holds may still become one: the checkout's charge, its retries and its commit. */
export const ORDER_GRACE_MS = 10 * 60_000;
/** A refund event whose refund is not booked yet is looked at again after this, within ORDER_GRACE_MS. */
const LOOK_AGAIN_MS = 60_000;
/** A run that claimed an event and went quiet this long is taken for dead: another may claim it. */
export const STALE_EVENT_CLAIM_MS = 5 * 60_000;
/** Tries of one event before it is given up (processed, its outcome saying why, for an operator). */
export const MAX_EVENT_ATTEMPTS = 10;
/** The wait after a failed try: 1, 2, 4 … minutes, at most an hour (the 10 tries span about 5 hours). */
const retryWaitMs = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), 60) * 60_000;

/**
 * The checkout's orders held for 3-D Secure, reached by their PaymentIntent. Given by
 * server.ts, since payments/ may not import checkout/ (which imports payments/).
 */
export type HeldOrders = {
  /** Completes the order a succeeded intent holds; a sentence saying what happened, or null when no held order has it. */
  succeeded(intentId: string): Promise<string | null>;
  /** Releases the order a failed intent held; a sentence, or null when no held order has it. */
  failed(intentId: string): Promise<string | null>;
};

export type StripeEventDeps = {
  db: Kysely<Database>;
  providerFor: PaymentProviderFor;
  heldOrders?: HeldOrders;
  /** Asks the payments job for a run (a refund failed, a charge to give back). */
  wakePayments: () => void;
};

/** What handling one event came to. */
type Handled =
  | {
      /** The event's effects and its outcome, in one transaction with the mark that it is processed. */
      apply: (trx: Kysely<Database>) => Promise<string>;
      /** Work after the commit (a call to Stripe), safe to repeat; the payments job repeats it if it fails. */
      afterCommit?: () => Promise<void>;
    }
  | { later: Date; why: string };

const idOf = (ref: string | { id: string } | null | undefined): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const recordOnly = (outcome: string): Handled => ({ apply: async () => outcome });

type Context = StripeEventDeps & {
  row: ClaimedEvent;
  event: Stripe.Event;
  eventAt: string;
  now: Date;
  /** Asks for a run of the payments job once the event's transaction has committed (it must see the change). */
  wakePaymentsAfterCommit: () => void;
};

/**
 * Works off the due events, oldest first, until none is left, `limit` were looked at, or
 * the process is stopping. Answers what it did, for the job's log line.
 */
export async function processStripeEvents(
  deps: StripeEventDeps,
  { now = new Date(), stopping, limit = 500 }: { now?: Date; stopping?: AbortSignal; limit?: number } = {},
): Promise<{ processed: number; waiting: number; failed: number }> {
  const summary = { processed: 0, waiting: 0, failed: 0 };
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - STALE_EVENT_CLAIM_MS).toISOString();
  let looked = 0;
  while (looked < limit && !stopping?.aborted) {
    const due = await dueEvents(deps.db, nowIso, staleBefore, Math.min(50, limit - looked));
    if (due.length === 0) break;
    for (const candidate of due) {
      if (stopping?.aborted) break;
      looked += 1;
      // A fresh claim time per event: its own, compared again when it is finished.
      const row = await claimEvent(deps.db, candidate, new Date(Math.max(Date.now(), now.getTime())).toISOString());
      if (!row) continue;
      try {
        const event = JSON.parse(row.payload) as Stripe.Event;
        let wakePayments = false;
        const handled = await handle({
          ...deps,
          row,
          event,
          eventAt: row.event_created_at,
          now,
          wakePaymentsAfterCommit: () => {
            wakePayments = true;
          },
        });
        if ('later' in handled) {
          await postponeEvent(deps.db, row, handled.later.toISOString(), handled.why);
          summary.waiting += 1;
          continue;
        }
        await deps.db.transaction().execute(async (trx) => {
          const outcome = await handled.apply(trx);
          await finishEvent(trx, row, outcome, nowIso);
        });
        summary.processed += 1;
        if (wakePayments) deps.wakePayments();
        if (handled.afterCommit) await handled.afterCommit().catch(() => deps.wakePayments());
      } catch (error) {
        if (error instanceof ClaimLostError) continue;
        const message = error instanceof Error ? error.message : String(error);
        const retryAt = new Date(now.getTime() + retryWaitMs(row.attempts)).toISOString();
        await failEvent(deps.db, row, message, nowIso, retryAt, row.attempts >= MAX_EVENT_ATTEMPTS);
        summary.failed += 1;
      }
    }
  }
  return summary;
}

function handle(ctx: Context): Promise<Handled> {
  switch (ctx.event.type) {
    case 'payment_intent.succeeded':
      return intentSucceeded(ctx, ctx.event.data.object);
    case 'payment_intent.payment_failed':
      return intentFailed(ctx, ctx.event.data.object);
    case 'charge.refunded':
      return chargeRefunded(ctx, ctx.event.data.object);
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return refundChanged(ctx, ctx.event.data.object);
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated':
      return Promise.resolve(disputeChanged(ctx, ctx.event.data.object));
    default:
      return Promise.resolve(recordOnly(`Not an event the shop acts on (${ctx.event.type}): recorded only`));
  }
}

/** The order whose charge this PaymentIntent is, if any. */
function orderChargeOf(db: Kysely<Database>, intentId: string) {
  return db
    .selectFrom('payments')
    .select(['order_id'])
    .where('kind', '=', 'charge')
    .where('provider_id', '=', intentId)
    .executeTakeFirst();
}

/**
 * The charge written down to give back that this intent is: by its id when the provider
 * answered, else (it timed out) the open one asked with the same card, amount and description.
 */
async function chargeToReturnOf(db: Kysely<Database>, intent: Stripe.PaymentIntent) {
  const known = await db
    .selectFrom('charges_to_return')
    .select(['id', 'idempotency_key', 'returned_at', 'outcome', 'charge_id'])
    .where('charge_id', '=', intent.id)
    .executeTakeFirst();
  if (known) return known;
  const method = idOf(intent.payment_method);
  if (!method) return undefined;
  return db
    .selectFrom('charges_to_return')
    .select(['id', 'idempotency_key', 'returned_at', 'outcome', 'charge_id'])
    .where('charge_id', 'is', null)
    .where('returned_at', 'is', null)
    .where('provider_card_id', '=', method)
    .where('amount_cents', '=', intent.amount)
    .where('description', '=', intent.description ?? '')
    .orderBy('id')
    .executeTakeFirst();
}

/** The shop customer who paid, by their stored Stripe Customer or by the card: undefined when the intent is not the shop's. */
async function payerOf(db: Kysely<Database>, intent: Stripe.PaymentIntent): Promise<number | undefined> {
  const customer = idOf(intent.customer);
  if (customer) {
    const row = await db
      .selectFrom('customers')
      .select('id')
      .where('stripe_customer_id', '=', customer)
      .executeTakeFirst();
    if (row) return row.id;
  }
  const method = idOf(intent.payment_method);
  if (!method) return undefined;
  const card = await db
    .selectFrom('cards')
    .select('customer_id')
    .where('provider', '=', 'stripe')
    .where('provider_card_id', '=', method)
    .executeTakeFirst();
  return card?.customer_id;
}

/**
 * A payment that succeeded: an order's charge (nothing to do), a held 3-D Secure order's
 * (the checkout completes it), a charge written down to give back (given back), or a charge
 * no order holds, which after ORDER_GRACE_MS (it may be an order committing now) is written
 * down and given back in full.
 */
async function intentSucceeded(ctx: Context, intent: Stripe.PaymentIntent): Promise<Handled> {
  const { db } = ctx;
  const order = await orderChargeOf(db, intent.id);
  if (order) return recordOnly(`The charge of order #${order.order_id}: nothing to do`);
  const held = await ctx.heldOrders?.succeeded(intent.id);
  if (held) return recordOnly(held);
  const written = await chargeToReturnOf(db, intent);
  if (written) {
    if (written.returned_at)
      return recordOnly(`Charge to return #${written.id}: given back already (${written.outcome})`);
    return {
      apply: async (trx) => {
        // Its id, when it was asked without an answer: the refund names it.
        await trx
          .updateTable('charges_to_return')
          .set({ charge_id: intent.id })
          .where('id', '=', written.id)
          .where('charge_id', 'is', null)
          .execute();
        return `Charge to return #${written.id}: ${dollars(intent.amount)} taken with no order, being given back`;
      },
      afterCommit: () =>
        returnPendingCharges(db, ctx.providerFor, ctx.now, written.idempotency_key).then(() => undefined),
    };
  }
  const payer = await payerOf(db, intent);
  if (payer === undefined) return recordOnly("Not the shop's payment (no customer or card of the shop): nothing to do");
  const due = new Date(Date.parse(ctx.row.received_at) + ORDER_GRACE_MS);
  if (ctx.now < due) {
    return { later: due, why: `Waiting until ${due.toISOString()} for an order to hold ${dollars(intent.amount)}` };
  }
  const key = `webhook-${intent.id}`;
  return {
    apply: async (trx) => {
      await writeDownCharge(
        trx,
        {
          provider: 'stripe',
          customerId: payer,
          amountCents: intent.amount_received || intent.amount,
          card: idOf(intent.payment_method) ?? '',
          customer: idOf(intent.customer),
          idempotencyKey: key,
          description: intent.description ?? `PaymentIntent ${intent.id}`,
          chargeId: intent.id,
        },
        ctx.now,
      );
      const row = await trx
        .selectFrom('charges_to_return')
        .select('id')
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      return `No order holds ${dollars(intent.amount)} of customer #${payer}: written down as charge to return #${row.id} and given back`;
    },
    afterCommit: () => returnPendingCharges(db, ctx.providerFor, ctx.now, key).then(() => undefined),
  };
}

/** A payment that failed: a held order's (the checkout releases it), else nothing was taken. */
async function intentFailed(ctx: Context, intent: Stripe.PaymentIntent): Promise<Handled> {
  const { db } = ctx;
  const why = intent.last_payment_error?.message ?? 'no reason given';
  const held = await ctx.heldOrders?.failed(intent.id);
  if (held) return recordOnly(held);
  const order = await orderChargeOf(db, intent.id);
  if (order) return recordOnly(`A failed try of order #${order.order_id}'s charge (${why}): the order stands`);
  const written = await chargeToReturnOf(db, intent);
  if (written) {
    ctx.wakePaymentsAfterCommit();
    return recordOnly(`Charge to return #${written.id}: the payment failed (${why}), so nothing is to give back`);
  }
  return recordOnly(`Payment failed (${why}); no order or held order has it: nothing was taken`);
}

/** A charge refunded (in part or whole): each refund it lists, then the totals for an operator. */
async function chargeRefunded(ctx: Context, charge: Stripe.Charge): Promise<Handled> {
  const intent = idOf(charge.payment_intent);
  const refunds = charge.refunds?.data ?? [];
  return {
    apply: async (trx) => {
      const notes: string[] = [];
      for (const refund of refunds) {
        const applied = await applyRefundEvent(trx, refundOf(refund), ctx.eventAt);
        notes.push(applied.outcome);
        if (applied.failed) ctx.wakePaymentsAfterCommit();
      }
      const order = intent ? await orderChargeOf(trx, intent) : undefined;
      if (!order)
        return [`Stripe has refunded ${dollars(charge.amount_refunded)} of a charge that is no order's`, ...notes].join(
          '; ',
        );
      const booked = await trx
        .selectFrom('payments')
        .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
        .where('order_id', '=', order.order_id)
        .where('kind', '=', 'refund')
        .where('refund_state', 'not in', ['failed', 'canceled'])
        .executeTakeFirstOrThrow();
      return [
        `Order #${order.order_id}: Stripe has refunded ${dollars(charge.amount_refunded)} of ${dollars(charge.amount)}; ` +
          `the ledger's refunds not failed: ${dollars(Number(booked.cents ?? 0))}`,
        ...notes,
      ].join('; ');
    },
  };
}

const refundOf = (refund: Stripe.Refund) => ({
  id: refund.id,
  status: refund.status,
  failureReason: refund.failure_reason ?? null,
  paymentIntent: idOf(refund.payment_intent),
  amountCents: refund.amount,
});

/** A refund's state moved: the ledger follows by the rules of refund-states.ts. */
async function refundChanged(ctx: Context, refund: Stripe.Refund): Promise<Handled> {
  // Judged first outside the transaction for one case: a refund of one of our charges that
  // is not booked yet (the ledger row is written just after Stripe answers) waits a little.
  const probe = await applyRefundEventDryRun(ctx, refund);
  if (probe) return probe;
  return {
    apply: async (trx) => {
      const applied = await applyRefundEvent(trx, refundOf(refund), ctx.eventAt);
      if (applied.failed) ctx.wakePaymentsAfterCommit();
      return applied.outcome;
    },
  };
}

/** A later look when the refund's charge is ours but the refund is not booked yet, within the grace. */
async function applyRefundEventDryRun(ctx: Context, refund: Stripe.Refund): Promise<Handled | undefined> {
  const booked = await ctx.db
    .selectFrom('payments')
    .select('id')
    .where('kind', '=', 'refund')
    .where('provider_id', '=', refund.id)
    .executeTakeFirst();
  if (booked) return undefined;
  const retried = await ctx.db
    .selectFrom('refund_retries')
    .select('id')
    .where('failed_provider_id', '=', refund.id)
    .executeTakeFirst();
  const intent = idOf(refund.payment_intent);
  if (retried || !intent || !(await orderChargeOf(ctx.db, intent))) return undefined;
  const received = Date.parse(ctx.row.received_at);
  if (ctx.now.getTime() >= received + ORDER_GRACE_MS) return undefined;
  const later = new Date(Math.min(ctx.now.getTime() + LOOK_AGAIN_MS, received + ORDER_GRACE_MS));
  return { later, why: `Refund ${refund.id} is not in the ledger yet: looked at again at ${later.toISOString()}` };
}

function disputeChanged(ctx: Context, dispute: Stripe.Dispute): Handled {
  return {
    apply: (trx) =>
      applyDisputeEvent(
        trx,
        {
          id: dispute.id,
          paymentIntent: idOf(dispute.payment_intent),
          charge: idOf(dispute.charge),
          amountCents: dispute.amount,
          currency: dispute.currency,
          reason: dispute.reason,
          status: dispute.status,
          openedAt: new Date(dispute.created * 1000).toISOString(),
        },
        ctx.eventAt,
        ctx.now.toISOString(),
      ),
  };
}
