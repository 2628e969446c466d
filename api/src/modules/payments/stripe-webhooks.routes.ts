import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import { stripeEventListQuery, type StripeWebhookService } from './stripe-webhooks.service';
import { disputePageSchema, stripeEventPageSchema, webhookReceiptSchema } from './stripe-webhooks-view';

/** Stripe's events are a few kilobytes; this leaves room for a large object without taking any body at all. */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

const EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
];

// Documented only: the signature is checked by the handler against the raw body.
const signatureHeader = z.looseObject({
  'stripe-signature': z
    .string()
    .optional()
    .describe(
      "Stripe's signature of the body: `t=<unix time>,v1=<HMAC-SHA256 of '<t>.<body>' with the endpoint's secret>`",
    ),
});

/**
 * `POST /api/payments/stripe/webhook`, for Stripe only: no session (Stripe has none) and
 * no rate limit (a refused delivery is retried by Stripe for days and would arrive late);
 * a body limit instead. An encapsulated scope keeps the body as raw bytes here alone:
 * the signature is over the exact bytes Stripe sent, which a parse and re-serialise would
 * change.
 */
export async function registerStripeWebhookRoute(app: FastifyInstance, webhooks: StripeWebhookService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/api/payments/stripe/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        schema: {
          operationId: 'receiveStripeWebhook',
          tags: ['payments'],
          summary: "Stripe's webhook events: checked, stored once, worked by a job",
          description:
            'For Stripe only (README "Deploy": the endpoint, its secret and the events to subscribe). The body is ' +
            'the event as Stripe sent it (`application/json`, at most 1 MiB), taken only when `Stripe-Signature` verifies ' +
            "with the endpoint's secret (`STRIPE_WEBHOOK_SECRET`) within 5 minutes of its timestamp. Each event is " +
            'stored once by its id and answered at once; the stripe-events job works them in order of arrival, ' +
            `each exactly once. The shop acts on ${EVENTS.join(', ')}; others are recorded only.\n\n` +
            'Errors: 400 `stripe-signature header is missing`, `stripe-signature does not verify: …` (nothing is ' +
            'stored), `The body is not a Stripe event`; 404 when the shop has no webhook secret; 413 over 1 MiB.',
          consumes: ['application/json'],
          headers: signatureHeader,
          response: answers(webhookReceiptSchema, [400, 404, 413]),
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const receipt = await webhooks.receive(request.body, typeof signature === 'string' ? signature : undefined);
        return ok(receipt.duplicate ? 'Event received already' : 'Event received', receipt);
      },
    );
  });
}

/** Stripe's events and the disputes they recorded, for operators (on an admin `requireSignIn` scope). */
export function registerStripeEventRoutes(app: RouteScope, webhooks: StripeWebhookService): void {
  app.get(
    '/api/admin/stripe/events',
    {
      config: { permission: 'payments.read' },
      schema: {
        operationId: 'adminListStripeEvents',
        tags: ['payments'],
        summary: "Stripe's webhook events, newest first: when each came, whether it is worked and what it did",
        querystring: stripeEventListQuery,
        response: answers(stripeEventPageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok('Stripe events fetched', await webhooks.events(request.query)),
  );

  app.get(
    '/api/admin/disputes',
    {
      config: { permission: 'payments.read' },
      schema: {
        operationId: 'adminListDisputes',
        tags: ['payments'],
        summary: 'Disputes (chargebacks) of charges, newest first, with the order and the customer',
        querystring: stripeEventListQuery,
        response: answers(disputePageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok('Disputes fetched', await webhooks.disputes(request.query)),
  );
}
