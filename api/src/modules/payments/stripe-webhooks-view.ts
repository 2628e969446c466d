import { z } from 'zod';
import { pageSchema } from '../../lib/paging';

// What the Stripe webhook answers Stripe, and what operators read of Stripe's events and
// the disputes they recorded (stripe-webhooks.routes.ts). Money in integer cents, as the
// ledger's answers. Each schema is its answer's contract (OpenAPI); each type follows from it.

export const webhookReceiptSchema = z
  .object({
    event_id: z.string().describe("Stripe's event id"),
    type: z.string().describe("Stripe's event type, e.g. refund.failed"),
    duplicate: z.boolean().describe('True when this event was received before: it is not stored or worked again'),
  })
  .meta({ id: 'StripeWebhookReceipt' });

export const STRIPE_EVENT_STATUSES = ['queued', 'waiting', 'retrying', 'processed'] as const;

export const stripeEventSchema = z
  .object({
    event_id: z.string(),
    type: z.string(),
    object_id: z.string().nullable().describe('The id of what the event is about (pi_…, re_…, du_…)'),
    created_at: z
      .string()
      .describe('When Stripe made the event (its `created`): the order of states, whatever the order of delivery'),
    received_at: z.string(),
    status: z
      .enum(STRIPE_EVENT_STATUSES)
      .describe(
        'queued: not worked yet; waiting: looked at again later (a payment that may still become an order); ' +
          'retrying: its last try failed (last_error); processed: done, once',
      ),
    processed_at: z.string().nullable(),
    outcome: z.string().nullable().describe('What working the event did, for an operator; why it waits while waiting'),
    attempts: z.number(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'StripeEvent' });

export const stripeEventPageSchema = pageSchema('events', stripeEventSchema);

export const disputeSchema = z
  .object({
    dispute_id: z.string().describe("Stripe's dispute id"),
    payment_intent_id: z.string().nullable(),
    order_id: z.number().nullable().describe("The order whose charge is disputed; null when the charge is no order's"),
    customer_id: z.number().nullable(),
    customer_email: z.string().nullable(),
    customer_name: z.string().nullable(),
    amount_cents: z.number(),
    currency: z.string(),
    reason: z.string().describe("Stripe's reason, e.g. fraudulent, product_not_received"),
    status: z.string().describe("Stripe's status, e.g. needs_response, under_review, won, lost"),
    closed: z.boolean().describe('Won, lost, prevented or a warning closed'),
    opened_at: z.string(),
    closed_at: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'Dispute' });

export const disputePageSchema = pageSchema('disputes', disputeSchema);

export type WebhookReceipt = z.infer<typeof webhookReceiptSchema>;
export type StripeEventView = z.infer<typeof stripeEventSchema>;
export type DisputeView = z.infer<typeof disputeSchema>;
