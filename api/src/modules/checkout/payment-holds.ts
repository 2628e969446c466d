import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config/config';
import type { Database, PaymentHoldOutcome } from '../../db/types';
import { HttpError, notFound } from '../../lib/http-error';
import { dollarsFromCents } from '../../lib/money';
import { releaseGroupUnits } from '../catalog/release-units';
import type { LevelMail } from '../mail/level-mail';
import type { AuthenticationRequiredError, ChargeState, ProviderAuthentications } from '../payments/payment-provider';
import type { PaymentProviderFor } from '../payments/payment-providers';
import { insertOrderLines, insertPayment } from './checkout.repository';
import { queueOrderPlacedMail } from './order-placed-mail';
import {
  endHold,
  expiredHolds,
  findHold,
  findHoldByCharge,
  findPlacedOrder,
  findWaitingHold,
  giveBackCartLines,
  insertHold,
  type HeldLine,
  type HoldRow,
} from './payment-holds.repository';
import type { HeldOrderAnswer, PlaceOrderAnswer } from './place-order-view';

// 3-D Secure at order time (docs/decisions.md "3-D Secure at order time"): an order whose
// card's bank asks the shopper to authenticate is held, not lost. Its units stay booked and
// its cart taken while the shopper answers the bank in the browser; then the order is
// placed (its lines, its ledger charge, its mail) or released (units and cart lines given
// back), exactly once, whoever gets there first: the shopper's completion, a duplicate of
// it, or the hold job when the hold runs out.

/** The shopper has not answered the bank yet (or the provider is still deciding). */
const NOT_CONFIRMED =
  'Your bank has not confirmed this payment yet. Please finish the check your bank asked for, then try again.';
/** Why a released order was not placed: the words of its 402. */
const RELEASED: Record<Exclude<PaymentHoldOutcome, 'completed'>, string> = {
  failed:
    'Your bank did not confirm this payment, so your order was not placed and nothing was charged. Its items are back in your cart: please pay with another card.',
  expired:
    'The time to confirm this payment with your bank ran out, so your order was not placed and nothing was charged. Its items are back in your cart.',
};
/** Holds the job ends in one run; the rest wait for the next run. */
const EXPIRED_PER_RUN = 100;

const placedAnswer = (row: HoldRow): PlaceOrderAnswer => ({
  order_id: row.order_id,
  grand_total: dollarsFromCents(row.grand_total_cents),
});
const heldAnswer = (row: Pick<HoldRow, 'order_id' | 'grand_total_cents' | 'client_secret' | 'expires_at'>) => ({
  order_id: row.order_id,
  grand_total: dollarsFromCents(row.grand_total_cents),
  payment_authentication: { client_secret: row.client_secret, expires_at: row.expires_at },
});

/** What a held order holds, to write or to give back; by group, the order groups are locked in. */
const linesOf = (row: HoldRow): HeldLine[] =>
  (JSON.parse(row.lines) as HeldLine[]).sort((a, b) => a.group_id - b.group_id);

/** What an order that was held answers now: placed, still waiting (409), or released (402, why). */
function answerNow(row: HoldRow): PlaceOrderAnswer {
  if (row.payment_state === 'placed') return placedAnswer(row);
  if (row.payment_state === 'released') {
    throw new HttpError(402, RELEASED[row.outcome === 'expired' ? 'expired' : 'failed'], { order_id: row.order_id });
  }
  throw new HttpError(409, NOT_CONFIRMED, { payment_authentication: heldAnswer(row).payment_authentication });
}

export type HoldInput = {
  orderId: number;
  customerId: number;
  grandTotalCents: number;
  provider: HoldRow['provider'];
  waiting: AuthenticationRequiredError;
  chargeKey: string;
  lines: HeldLine[];
  now: Date;
};

export function createPaymentHolds(
  db: Kysely<Database>,
  config: Pick<Config, 'paymentAuthenticationHoldMinutes'>,
  providerFor: PaymentProviderFor,
  mail?: LevelMail,
) {
  /** The provider that holds the order's charge; one no longer configured is an operator's problem (logged). */
  function authenticationsOf(row: HoldRow): ProviderAuthentications {
    const provider = providerFor(db);
    if (provider.name !== row.provider || !provider.authentications) {
      throw new Error(`Order ${row.order_id} waits on a ${row.provider} charge, and ${provider.name} is configured`);
    }
    return provider.authentications;
  }

  /** Places the held order: its lines, its ledger charge and its mail, once (the guarded move). */
  async function place(row: HoldRow, nowIso: string): Promise<boolean> {
    const placed = await db.transaction().execute(async (trx) => {
      if (!(await endHold(trx, row.order_id, 'placed', 'completed', nowIso))) return false;
      await insertOrderLines(
        trx,
        linesOf(row).map((line) => ({ ...line, order_id: row.order_id })),
      );
      await insertPayment(trx, {
        kind: 'charge',
        amount_cents: row.grand_total_cents,
        provider: row.provider,
        provider_id: row.charge_id,
        order_id: row.order_id,
        order_line_id: null,
        idempotency_key: row.charge_key,
        created_at: nowIso,
      });
      await queueOrderPlacedMail(trx, mail, row.customer_id, placedAnswer(row));
      return true;
    });
    if (placed) mail?.queue.wake();
    return placed;
  }

  /**
   * Releases the held order, once: its units go back the way a cancellation's do (an open
   * group's only) and its lines back to the cart. Its charge was canceled (or failed)
   * before, so no later answer of the bank can take money for it.
   */
  async function release(row: HoldRow, outcome: Exclude<PaymentHoldOutcome, 'completed'>, nowIso: string) {
    return db.transaction().execute(async (trx) => {
      if (!(await endHold(trx, row.order_id, 'released', outcome, nowIso))) return false;
      const lines = linesOf(row);
      for (const line of lines) await releaseGroupUnits(trx, line.group_id, line.quantity, nowIso);
      await giveBackCartLines(trx, row.customer_id, lines, nowIso);
      return true;
    });
  }

  /** Ends the hold by what the provider says of its charge; false while the charge still waits. */
  async function end(
    row: HoldRow,
    state: ChargeState,
    outcome: Exclude<PaymentHoldOutcome, 'completed'>,
    now: Date,
  ): Promise<boolean> {
    if (state.status === 'succeeded') return place(row, now.toISOString());
    if (state.status === 'failed' || state.status === 'canceled') return release(row, outcome, now.toISOString());
    return false;
  }

  /**
   * Asks the provider how the held order's charge stands and ends the hold by it: a failed
   * charge, or one still waiting when the hold has run out, is canceled first (the
   * provider then answers succeeded if the shopper got there first), so a released
   * order's charge can never take money later. A charge still waiting within the hold
   * leaves the order held.
   */
  async function settle(row: HoldRow, now: Date): Promise<void> {
    const payments = authenticationsOf(row);
    const ranOut = now.toISOString() >= row.expires_at;
    let state = await payments.read(row.charge_id);
    const waiting = state.status === 'requires_action' || state.status === 'processing';
    if (state.status === 'failed' || (waiting && ranOut)) state = await payments.cancel(row.charge_id);
    await end(row, state, ranOut ? 'expired' : 'failed', now);
  }

  /** For Stripe's payment events (payments/stripe-events.ts): the held order of the intent, settled by what Stripe says now. */
  async function settleByCharge(chargeId: string, now = new Date()): Promise<string | null> {
    const row = await findHoldByCharge(db, chargeId);
    if (!row) return null;
    if (row.payment_state === 'awaiting_authentication') await settle(row, now);
    const after = (await findHoldByCharge(db, chargeId))!;
    if (after.payment_state === 'placed') return `Order #${row.order_id}, held for 3-D Secure: placed`;
    if (after.payment_state === 'released') {
      return `Order #${row.order_id}, held for 3-D Secure: released (${after.outcome ?? 'failed'}), nothing charged`;
    }
    return `Order #${row.order_id}, held for 3-D Secure: still waiting for the shopper's authentication`;
  }

  return {
    /** What Stripe's payment events do to a held order: both settle it by the intent's state at Stripe now. */
    heldOrders: {
      succeeded: (chargeId: string) => settleByCharge(chargeId),
      // The off-session refusal that holds an order is itself a failed payment event: the
      // intent's state now (requires_action) keeps the order held.
      failed: (chargeId: string) => settleByCharge(chargeId),
    },

    /**
     * In the order's transaction, instead of its lines, charge and mail: the order is
     * held with the charge that waits for the shopper, until `now` plus the hold.
     */
    async hold(trx: Transaction<Database>, input: HoldInput): Promise<HeldOrderAnswer> {
      const expiresAt = new Date(input.now.getTime() + config.paymentAuthenticationHoldMinutes * 60_000).toISOString();
      await insertHold(trx, {
        order_id: input.orderId,
        provider: input.provider,
        charge_id: input.waiting.chargeId,
        client_secret: input.waiting.clientSecret,
        charge_key: input.chargeKey,
        lines: input.lines,
        expires_at: expiresAt,
        created_at: input.now.toISOString(),
      });
      return heldAnswer({
        order_id: input.orderId,
        grand_total_cents: input.grandTotalCents,
        client_secret: input.waiting.clientSecret,
        expires_at: expiresAt,
      });
    },

    /** The customer's order still waiting for authentication, as placing it answered; none: undefined. */
    async waiting(executor: Kysely<Database>, customerId: number): Promise<HeldOrderAnswer | undefined> {
      const row = await findWaitingHold(executor, customerId);
      return row && heldAnswer(row);
    },

    /** A held order as it stands now (an idempotent replay of the request that held it). */
    async current(customerId: number, orderId: number): Promise<PlaceOrderAnswer | HeldOrderAnswer> {
      const row = await findHold(db, customerId, orderId);
      if (!row) throw notFound('Order not found');
      return row.payment_state === 'awaiting_authentication' ? heldAnswer(row) : answerNow(row);
    },

    /**
     * The shopper's browser has run the bank's challenge: Stripe is asked how the charge
     * ended. Succeeded: the order is placed (answered like a placed order); still waiting:
     * 409; failed, or still waiting when the hold has run out: the charge is canceled
     * (Stripe then answers succeeded if the shopper got there first) and the order
     * released, 402 saying so. Duplicates sent at once place or release it once and each
     * answer what it became; an order placed or released before answers that again.
     */
    async complete(customerId: number, orderId: number, now = new Date()): Promise<PlaceOrderAnswer> {
      const row = await findHold(db, customerId, orderId);
      if (!row) {
        // An order placed at once (never held) has nothing to complete: it answers as placed.
        const order = await findPlacedOrder(db, customerId, orderId);
        if (!order) throw notFound('Order not found');
        return { order_id: order.id, grand_total: dollarsFromCents(order.grand_total_cents) };
      }
      if (row.payment_state !== 'awaiting_authentication') return answerNow(row);
      await settle(row, now);
      // Whoever moved it (this request, a duplicate, the job), the order's state answers.
      return answerNow((await findHold(db, customerId, orderId))!);
    },

    /**
     * The hold job: each hold that ran out has its charge canceled at the provider, then
     * its order released; a charge the shopper completed meanwhile cannot be canceled and
     * its order is placed instead. A provider that fails leaves that hold for the next run
     * (the run then fails, naming why, after trying the others). Answers how many ended.
     */
    async releaseExpired(now = new Date()): Promise<number> {
      const rows = await expiredHolds(db, now.toISOString(), EXPIRED_PER_RUN);
      let ended = 0;
      const failures: unknown[] = [];
      for (const row of rows) {
        try {
          const state = await authenticationsOf(row).cancel(row.charge_id);
          if (await end(row, state, 'expired', now)) ended += 1;
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) {
        throw new AggregateError(failures, `${failures.length} of ${rows.length} expired payment holds could not end`);
      }
      return ended;
    },
  };
}

export type PaymentHolds = ReturnType<typeof createPaymentHolds>;
