import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';

/**
 * Stripe's side of the webhook, for tests: events shaped as Stripe sends them, signed as
 * Stripe signs them (`Stripe-Signature: t=<unix time>,v1=<HMAC-SHA256 of '<t>.<body>' with
 * the endpoint's secret>`, made by the SDK's own `generateTestHeaderString`), sent to the
 * API's route or the gateway's public path. The objects come from the Stripe double
 * (stripe-double.ts), so an event says what the double did.
 */

/** The webhook secret tests give the API (`STRIPE_WEBHOOK_SECRET`). */
export const TEST_WEBHOOK_SECRET = 'whsec_test_double_0123456789abcdef';

export type StripeTestEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: { id: string } & Record<string, unknown> };
};

let sequence = 0;

/** An event about `object`; `created` (unix seconds) orders it among the others, whatever order it is sent in. */
export function stripeEvent(
  type: string,
  object: { id: string } & Record<string, unknown>,
  { id, created }: { id?: string; created?: number } = {},
): StripeTestEvent {
  sequence += 1;
  return {
    id: id ?? `evt_test_${process.pid}_${Date.now()}_${sequence}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The `Stripe-Signature` header Stripe would send with this body. */
export function stripeSignature(
  payload: string,
  { secret = TEST_WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/**
 * Sends the event as Stripe does (a JSON body, signed), to the API (`/api/payments/stripe/webhook`)
 * or the gateway (`path: '/payments/stripe/webhook'`). `signature` replaces the header
 * (a forged one), or null leaves it out.
 */
export function sendStripeEvent(
  app: FastifyInstance,
  event: StripeTestEvent,
  {
    path = '/api/payments/stripe/webhook',
    secret,
    signature,
  }: { path?: string; secret?: string; signature?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(event);
  const header = signature === undefined ? stripeSignature(payload, { secret }) : signature;
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(header === null ? {} : { 'stripe-signature': header }),
    },
    payload,
  });
}
