import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { badRequest, notFound } from '../../lib/http-error';
import { listPageFields, listPageInfo, rowsWithCursors } from '../../lib/paging';
import { isClosedDispute } from './disputes';
import type { DisputeRow, StripeEventRow } from './stripe-webhooks.repository';
import { disputePage, storeEvent, stripeEventPage } from './stripe-webhooks.repository';
import type { DisputeView, StripeEventView, WebhookReceipt } from './stripe-webhooks-view';

// Stripe's webhook endpoint and what operators read of it (docs/decisions.md "Stripe
// webhooks"): an event is taken only with a valid signature over its exact bytes, stored
// once by its id, and answered at once; the stripe-events job does the work.

export const stripeEventListQuery = z.object(listPageFields);

export const WEBHOOKS_OFF = 'Stripe webhooks are not set up on this shop (no webhook signing secret)';

/** What an event must carry to be stored: Stripe's id, type, time and object. */
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().positive(),
  data: z.object({ object: z.looseObject({ id: z.string().max(255).optional() }) }),
});

function eventStatus(row: StripeEventRow, nowIso: string): StripeEventView['status'] {
  if (row.processed_at) return 'processed';
  if (row.last_error) return 'retrying';
  if (row.process_after && row.process_after > nowIso) return 'waiting';
  return 'queued';
}

const eventView =
  (nowIso: string) =>
  (row: StripeEventRow): StripeEventView => ({
    event_id: row.event_id,
    type: row.type,
    object_id: row.object_id,
    created_at: row.event_created_at,
    received_at: row.received_at,
    status: eventStatus(row, nowIso),
    processed_at: row.processed_at,
    outcome: row.outcome,
    attempts: row.attempts,
    last_error: row.last_error,
  });

const disputeView = (row: DisputeRow): DisputeView => ({
  dispute_id: row.dispute_id,
  payment_intent_id: row.payment_intent_id,
  order_id: row.order_id,
  customer_id: row.customer_id,
  customer_email: row.email,
  customer_name: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
  amount_cents: row.amount_cents,
  currency: row.currency,
  reason: row.reason,
  status: row.status,
  closed: isClosedDispute(row.status),
  opened_at: row.opened_at,
  closed_at: row.closed_at,
  updated_at: row.updated_at,
});

export function createStripeWebhookService(
  db: Kysely<Database>,
  options: {
    /** The endpoint's signing secret (whsec_…); unset, the endpoint answers 404. */
    secret: string | undefined;
    /** Asks the stripe-events job for a run. */
    wake: () => void;
  },
) {
  return {
    /**
     * Checks the signature over the raw body (Stripe's scheme, with its 5-minute tolerance
     * against replays of an old signed body), stores the event once and wakes the job.
     * A forged, stale or missing signature is a 400 naming it, and nothing is stored.
     */
    async receive(body: unknown, signature: string | undefined, now = new Date()): Promise<WebhookReceipt> {
      if (!options.secret) throw notFound(WEBHOOKS_OFF);
      if (!signature) throw badRequest('stripe-signature header is missing: only Stripe may send events here');
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw badRequest('The body must be the event Stripe sent, as JSON');
      // The Stripe SDK is required by the first event a shop set up for Stripe receives, not
      // by every start (docs/decisions.md "Test suite time": heavy modules required on first use).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const sdk = require('stripe') as typeof Stripe;
      let event: Stripe.Event;
      try {
        event = sdk.webhooks.constructEvent(body, signature, options.secret);
      } catch (error) {
        if (error instanceof sdk.errors.StripeSignatureVerificationError) {
          throw badRequest(`stripe-signature does not verify: ${error.message}`);
        }
        // Signed by our secret, yet not JSON: not anything Stripe sends.
        throw badRequest('The body must be the event Stripe sent, as JSON');
      }
      const parsed = eventShape.safeParse(event);
      if (!parsed.success) throw badRequest('The body is not a Stripe event (id, type, created and data.object)');
      const fresh = await storeEvent(db, {
        eventId: parsed.data.id,
        type: parsed.data.type,
        objectId: parsed.data.data.object.id ?? null,
        payload: body.toString('utf8'),
        eventCreatedAt: new Date(parsed.data.created * 1000).toISOString(),
        receivedAt: now.toISOString(),
      });
      if (fresh) options.wake();
      return { event_id: parsed.data.id, type: parsed.data.type, duplicate: !fresh };
    },

    async events(query: z.output<typeof stripeEventListQuery>) {
      const { page, total } = await stripeEventPage(db, query);
      return { events: rowsWithCursors(page, eventView(new Date().toISOString())), ...listPageInfo(page, total) };
    },

    async disputes(query: z.output<typeof stripeEventListQuery>) {
      const { page, total } = await disputePage(db, query);
      return { disputes: rowsWithCursors(page, disputeView), ...listPageInfo(page, total) };
    },
  };
}

export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
