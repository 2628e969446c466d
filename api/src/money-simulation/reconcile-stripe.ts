import type { Kysely } from 'kysely';
import type { Database, OrderPaymentState, PaymentHoldOutcome, RefundState } from '../db/types';
import type { StripeDouble } from '../test/stripe-double';
import type { Journal } from './operations';
import type { HoldPlay } from './stripe-shopper';

// The Stripe run's reconciliation, beside reconcile.ts's (whose rules hold on Stripe too):
// the shop's ledger against the Stripe double's own books, charge by charge and refund by
// refund, and the orders held for 3-D Secure against how the shopper played them. Written
// from docs/decisions.md ("Stripe objects", "3-D Secure at order time", "Stripe webhooks")
// and not imported, for the reason reconcile.ts gives.
//
// - Each shopper is one Stripe Customer, the one stored; the PaymentMethods attached to it
//   are exactly the shopper's saved cards (a refused duplicate detached, a removed card
//   detached once), and its default is the shop's default card.
// - Each ledger charge is a PaymentIntent Stripe charged, of the same amount; each ledger
//   refund is a Stripe refund of that amount, of that order's PaymentIntent, succeeded,
//   and `accepted` in the ledger (no webhook runs in the simulation); per line, Stripe's
//   refunds the ledger names add up to the line's refunded amount; per order, Stripe's
//   refunds of its intent equal the ledger's.
// - Stripe holds no other charge of the shoppers' Customers than the ledger's, except a
//   charge given back in full (`charges_to_return`, a commit that failed after Stripe
//   charged), and no other refund.
// - Every held order ended: completed after authentication, placed with one charge, its
//   PaymentIntent's; failed or run out, released with nothing in the ledger and its
//   PaymentIntent canceled at Stripe (never to charge later); each as the shopper played it.

/** What the reconciliation reads of the double: the books Stripe's dashboard would show. */
export type StripeBooks = Pick<
  StripeDouble,
  'charges' | 'refunds' | 'paymentIntent' | 'customers' | 'paymentMethodsOf'
>;

/** A held order of the run's shoppers, as the database keeps it. */
export type HoldFacts = {
  order_id: number;
  payment_state: OrderPaymentState;
  outcome: PaymentHoldOutcome | null;
  charge_id: string;
  /** Its lines' groups and units. */
  units: Array<{ group_id: number; quantity: number }>;
};

export type LedgerRow = {
  kind: string;
  amount_cents: number;
  order_id: number;
  order_line_id: number | null;
  provider_id: string;
  refund_state: RefundState | null;
};

export async function heldOrders(db: Kysely<Database>, customerIds: number[]): Promise<HoldFacts[]> {
  if (customerIds.length === 0) return [];
  const rows = await db
    .selectFrom('payment_holds as h')
    .innerJoin('orders as o', 'o.id', 'h.order_id')
    .select(['h.order_id', 'o.payment_state', 'h.outcome', 'h.charge_id', 'h.lines'])
    .where('o.customer_id', 'in', customerIds)
    .execute();
  return rows.map(({ lines, ...row }) => ({
    ...row,
    units: (JSON.parse(lines) as Array<{ group_id: number; quantity: number }>).map(({ group_id, quantity }) => ({
      group_id,
      quantity,
    })),
  }));
}

/** What each play must end as: the order's state and its hold's outcome. */
const ENDS: Record<HoldPlay, { state: OrderPaymentState; outcome: PaymentHoldOutcome }> = {
  complete: { state: 'placed', outcome: 'completed' },
  fail: { state: 'released', outcome: 'failed' },
  abandon: { state: 'released', outcome: 'expired' },
};

/** The held orders against the journal and the ledger (any provider: only Stripe holds). */
export function checkHolds(holds: HoldFacts[], journal: Journal, payments: LedgerRow[], problems: string[]): void {
  problems.push(...journal.paymentProblems);
  const played = new Map(journal.holds.map((hold) => [hold.orderId, hold.play]));
  for (const hold of holds) {
    const play = played.get(hold.order_id);
    const what = `order ${hold.order_id} (held for 3-D Secure)`;
    if (hold.payment_state === 'awaiting_authentication') problems.push(`${what}: still held at the end`);
    if (!play) problems.push(`${what}: no answer said it was held`);
    else if (hold.payment_state !== ENDS[play].state || hold.outcome !== ENDS[play].outcome) {
      problems.push(
        `${what}: ${hold.payment_state} (${hold.outcome}), the shopper's ${play} makes it ${ENDS[play].state} (${ENDS[play].outcome})`,
      );
    }
    const own = payments.filter((p) => p.order_id === hold.order_id);
    if (hold.payment_state === 'placed') {
      const charges = own.filter((p) => p.kind === 'charge');
      if (charges.length !== 1 || charges[0]!.provider_id !== hold.charge_id) {
        problems.push(
          `${what}: placed with ledger charges [${charges.map((c) => c.provider_id)}], not ${hold.charge_id}`,
        );
      }
    } else if (own.length > 0) {
      problems.push(`${what}: ${hold.payment_state}, yet ${own.length} ledger row(s)`);
    }
  }
  for (const orderId of played.keys()) {
    if (!holds.some((hold) => hold.order_id === orderId))
      problems.push(`order ${orderId}: answered held, no hold kept`);
  }
}

/** The ledger against the double's books; answers figures of what Stripe holds. */
export async function checkStripeBooks(
  db: Kysely<Database>,
  books: StripeBooks,
  run: {
    customerIds: number[];
    lines: Array<{ id: number; order_id: number; refunded_cents: number }>;
    payments: LedgerRow[];
    holds: HoldFacts[];
  },
  problems: string[],
): Promise<Record<string, number>> {
  const stripeCustomers = await checkCustomers(db, books, run.customerIds, problems);

  const charges = books.charges().filter((c) => c.customer !== null && stripeCustomers.has(c.customer));
  const chargeById = new Map(charges.map((c) => [c.id, c]));
  const refunds = books.refunds().filter((r) => chargeById.has(r.payment_intent));
  const refundById = new Map(refunds.map((r) => [r.id, r]));
  const ledgerCharges = run.payments.filter((p) => p.kind === 'charge');
  const ledgerRefunds = run.payments.filter((p) => p.kind === 'refund');
  const chargeOfOrder = new Map(ledgerCharges.map((c) => [c.order_id, c.provider_id]));

  for (const charge of ledgerCharges) {
    const atStripe = chargeById.get(charge.provider_id);
    if (atStripe?.amountCents !== charge.amount_cents) {
      problems.push(
        `order ${charge.order_id}: Stripe charged ${atStripe?.amountCents} on ${charge.provider_id}, the ledger ${charge.amount_cents}`,
      );
      continue;
    }
    const ledgerRefunded = ledgerRefunds
      .filter((p) => p.order_id === charge.order_id)
      .reduce((sum, p) => sum + p.amount_cents, 0);
    const stripeRefunded = refunds
      .filter((r) => r.payment_intent === charge.provider_id && r.status === 'succeeded')
      .reduce((sum, r) => sum + r.amount, 0);
    if (stripeRefunded !== ledgerRefunded || atStripe.refundedCents !== ledgerRefunded) {
      problems.push(
        `order ${charge.order_id}: Stripe refunded ${stripeRefunded} (its charge says ${atStripe.refundedCents}), the ledger ${ledgerRefunded}`,
      );
    }
  }

  const named = new Set<string>();
  for (const refund of ledgerRefunds) {
    const what = `line ${refund.order_line_id}: refund ${refund.provider_id}`;
    if (named.has(refund.provider_id)) problems.push(`${what} is in the ledger twice`);
    named.add(refund.provider_id);
    const atStripe = refundById.get(refund.provider_id);
    if (!atStripe) {
      problems.push(`${what} of ${refund.amount_cents} is not a refund Stripe made`);
      continue;
    }
    if (atStripe.amount !== refund.amount_cents) {
      problems.push(`${what}: Stripe refunded ${atStripe.amount}, the ledger ${refund.amount_cents}`);
    }
    if (atStripe.payment_intent !== chargeOfOrder.get(refund.order_id)) {
      problems.push(`${what}: Stripe refunded ${atStripe.payment_intent}, not order ${refund.order_id}'s charge`);
    }
    if (atStripe.status !== 'succeeded' || refund.refund_state !== 'accepted') {
      problems.push(`${what}: ${atStripe.status} at Stripe, ${refund.refund_state} in the ledger`);
    }
  }
  for (const line of run.lines) {
    const atStripe = ledgerRefunds
      .filter((p) => p.order_line_id === line.id)
      .reduce((sum, p) => sum + (refundById.get(p.provider_id)?.amount ?? 0), 0);
    if (atStripe !== line.refunded_cents) {
      problems.push(`line ${line.id}: Stripe refunded ${atStripe} of it, the line says ${line.refunded_cents}`);
    }
  }

  // What Stripe holds beyond the ledger: only charges given back in full.
  const givenBack = await db
    .selectFrom('charges_to_return')
    .select(['charge_id', 'outcome'])
    .where('customer_id', 'in', run.customerIds)
    .where('returned_at', 'is not', null)
    .execute();
  const returned = new Set(givenBack.filter((row) => row.outcome === 'refunded').map((row) => row.charge_id));
  const inLedger = new Set(ledgerCharges.map((c) => c.provider_id));
  let givenBackCents = 0;
  for (const charge of charges.filter((c) => !inLedger.has(c.id))) {
    if (returned.has(charge.id) && charge.refundedCents === charge.amountCents) givenBackCents += charge.amountCents;
    else {
      problems.push(
        `Stripe charge ${charge.id} of ${charge.amountCents} (refunded ${charge.refundedCents}) is in no order and was not given back`,
      );
    }
  }
  for (const refund of refunds.filter((r) => !named.has(r.id) && inLedger.has(r.payment_intent))) {
    problems.push(`Stripe refund ${refund.id} of ${refund.amount} on ${refund.payment_intent} is not in the ledger`);
  }

  for (const hold of run.holds) {
    const intent = books.paymentIntent(hold.charge_id);
    const expected = hold.payment_state === 'placed' ? 'succeeded' : 'canceled';
    if (hold.payment_state !== 'awaiting_authentication' && intent?.status !== expected) {
      problems.push(
        `order ${hold.order_id} (${hold.payment_state}): its PaymentIntent ${hold.charge_id} is ${intent?.status} at Stripe`,
      );
    }
  }

  return {
    'Stripe charged cents': charges.reduce((sum, c) => sum + c.amountCents, 0),
    'Stripe refunded cents': refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0),
    'Stripe given back cents': givenBackCents,
  };
}

/** One Customer per shopper, the stored one, holding exactly the shopper's cards; answers the stored ids. */
async function checkCustomers(
  db: Kysely<Database>,
  books: StripeBooks,
  customerIds: number[],
  problems: string[],
): Promise<Set<string>> {
  const stored = await db
    .selectFrom('customers')
    .select(['id', 'stripe_customer_id'])
    .where('id', 'in', customerIds)
    .execute();
  const cards = await db
    .selectFrom('cards')
    .select(['customer_id', 'provider_card_id', 'is_default'])
    .where('customer_id', 'in', customerIds)
    .execute();
  const atStripe = books.customers();
  const ids = new Set<string>();
  for (const { id, stripe_customer_id: own } of stored) {
    const theirs = atStripe.filter((c) => c.shopCustomerId === String(id));
    if (!own || theirs.length !== 1 || theirs[0]!.id !== own) {
      problems.push(`customer ${id}: stored Stripe Customer ${own}, Stripe has [${theirs.map((c) => c.id)}]`);
    }
    if (!own) continue;
    ids.add(own);
    const saved = cards.filter((c) => c.customer_id === id);
    const attached = books.paymentMethodsOf(own).sort();
    const kept = saved.map((c) => c.provider_card_id).sort();
    if (attached.join() !== kept.join()) {
      problems.push(`customer ${id}: Stripe has cards [${attached}] attached, the shop saved [${kept}]`);
    }
    const shopDefault = saved.find((c) => c.is_default === 1)?.provider_card_id ?? null;
    const stripeDefault = theirs[0]?.defaultPaymentMethod ?? null;
    if (stripeDefault !== shopDefault) {
      problems.push(`customer ${id}: Stripe's default card ${stripeDefault}, the shop's ${shopDefault}`);
    }
  }
  return ids;
}
