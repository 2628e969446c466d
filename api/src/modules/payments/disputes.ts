import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

// Disputes (chargebacks) as Stripe's `charge.dispute.*` events tell them, kept with the
// order and the customer whose charge they hit (docs/decisions.md "Stripe webhooks").
// The status shown moves only forward: an event older than it changes nothing, and a
// closed dispute (won, lost, prevented, warning_closed) stays closed, unless an appeal of
// it opens later. So a `created` delivered after the `closed` leaves the closed status.

const CLOSED = new Set(['won', 'lost', 'prevented', 'warning_closed', 'charge_refunded']);

export const isClosedDispute = (status: string) => CLOSED.has(status);

type Shown = { status: string; at: string };

/** Whether an event saying `to` (at its time) may replace the status shown. */
export function disputeStatusMoves(from: Shown, to: Shown): boolean {
  if (to.status === from.status || to.at < from.at) return false;
  if (CLOSED.has(from.status)) return to.status.startsWith('appeal_');
  return true;
}

export type DisputeEvent = {
  /** Stripe's dispute id (du_… or dp_…). */
  id: string;
  paymentIntent: string | null;
  charge: string | null;
  amountCents: number;
  currency: string;
  reason: string;
  status: string;
  /** When the dispute was opened (its `created`), ISO. */
  openedAt: string;
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Records what one event says of a dispute, through the event's transaction: a new
 * dispute is inserted once (its unique id), a known one moves by a compare-and-set on the
 * status read, so two events of it processed at once cannot both move it from the same one.
 */
export async function applyDisputeEvent(
  trx: Kysely<Database>,
  dispute: DisputeEvent,
  eventAt: string,
  nowIso: string,
): Promise<string> {
  const charge = dispute.paymentIntent
    ? await trx
        .selectFrom('payments as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select(['p.order_id', 'o.customer_id'])
        .where('p.kind', '=', 'charge')
        .where('p.provider_id', '=', dispute.paymentIntent)
        .executeTakeFirst()
    : undefined;
  const closedAt = CLOSED.has(dispute.status) ? eventAt : null;
  const inserted = await trx
    .insertInto('disputes')
    .values({
      dispute_id: dispute.id,
      payment_intent_id: dispute.paymentIntent,
      charge_id: dispute.charge,
      order_id: charge?.order_id ?? null,
      customer_id: charge?.customer_id ?? null,
      amount_cents: dispute.amountCents,
      currency: dispute.currency,
      reason: dispute.reason,
      status: dispute.status,
      status_at: eventAt,
      opened_at: dispute.openedAt,
      closed_at: closedAt,
      updated_at: nowIso,
    })
    .onConflict((oc) => oc.column('dispute_id').doNothing())
    .executeTakeFirst();
  const on = charge ? `order #${charge.order_id}` : "a charge that is no order's";
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
    return `Dispute ${dispute.id} on ${on}: ${dollars(dispute.amountCents)}, ${dispute.reason}, ${dispute.status}`;
  }
  for (let tries = 0; tries < 5; tries += 1) {
    const row = await trx
      .selectFrom('disputes')
      .select(['id', 'status', 'status_at'])
      .where('dispute_id', '=', dispute.id)
      .executeTakeFirstOrThrow();
    if (!disputeStatusMoves({ status: row.status, at: row.status_at }, { status: dispute.status, at: eventAt })) {
      return `Dispute ${dispute.id} stays ${row.status}: ${dispute.status} cannot follow it`;
    }
    const moved = await trx
      .updateTable('disputes')
      .set({
        status: dispute.status,
        status_at: eventAt,
        // The amount and reason as the newest event has them (Stripe may correct them).
        amount_cents: dispute.amountCents,
        reason: dispute.reason,
        closed_at: closedAt,
        updated_at: nowIso,
        // Found now if the order was committed after the first event of the dispute.
        ...(charge && { order_id: charge.order_id, customer_id: charge.customer_id }),
      })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .where('status_at', '=', row.status_at)
      .executeTakeFirst();
    if (moved.numUpdatedRows > 0n) return `Dispute ${dispute.id} on ${on}: ${row.status} → ${dispute.status}`;
  }
  throw new Error(`Dispute ${dispute.id} kept changing while its event was applied`);
}
