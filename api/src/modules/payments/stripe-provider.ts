import Stripe from 'stripe';
import {
  InvalidCardError,
  PaymentDeclinedError,
  PaymentUnavailableError,
  type AttachedCard,
  type PaymentProvider,
} from './payment-provider';

// Stripe's card brands (lower-case ids) as its tokens and our answers name them.
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export type StripeOptions = {
  secretKey: string;
  /** Stripe's API address when it is not Stripe's own (a local stand-in). */
  apiBase?: string;
  /** One call's time limit; the SDK retries a timed-out or 5xx call twice with the same idempotency key. */
  timeoutMs?: number;
};

/**
 * Stripe's own failures (an outage, a timeout, a lost answer) after the SDK's retries.
 * A call Stripe refused to run (rate limit, bad key) certainly did nothing; after a
 * timeout or a 5xx the work may have been done. Anything else (a bad request) is a bug
 * and stays what it is.
 */
function unavailable(error: unknown): never {
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
    throw new PaymentUnavailableError(`Stripe did not answer: ${error.message}`, true);
  }
  if (
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    throw new PaymentUnavailableError(`Stripe refused the call: ${error.message}`, false);
  }
  throw error;
}

/**
 * Stripe through its official SDK. A token from Stripe Elements becomes a PaymentMethod
 * attached to a Stripe customer of its own, so it can be charged again later; charges
 * are PaymentIntents confirmed at once, off session. Stripe's idempotency keys make a
 * retried charge or refund return the first result.
 */
export function createStripeProvider({ secretKey, apiBase, timeoutMs }: StripeOptions): PaymentProvider {
  const base = apiBase ? new URL(apiBase) : undefined;
  const stripe = new Stripe(secretKey, {
    timeout: timeoutMs,
    maxNetworkRetries: 2,
    ...(base && {
      host: base.hostname,
      port: Number(base.port) || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });

  return {
    name: 'stripe',
    transactional: false,

    async attachCard(token: string): Promise<AttachedCard> {
      try {
        const method = await stripe.paymentMethods.create({ type: 'card', card: { token } });
        await stripe.customers.create({ payment_method: method.id });
        const card = method.card;
        if (!card) throw new InvalidCardError('card_details is not a card');
        return {
          providerCardId: method.id,
          brand: BRANDS[card.brand] ?? card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
        };
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeCardError ||
          error instanceof Stripe.errors.StripeInvalidRequestError
        ) {
          throw new InvalidCardError(error.message);
        }
        return unavailable(error);
      }
    },

    async charge({ amountCents, card, idempotencyKey, description }) {
      try {
        const method = await stripe.paymentMethods.retrieve(card);
        const customer = typeof method.customer === 'string' ? method.customer : method.customer?.id;
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer,
            payment_method: card,
            description,
            confirm: true,
            off_session: true,
          },
          { idempotencyKey },
        );
        if (intent.status !== 'succeeded') throw new PaymentDeclinedError('The payment could not be completed.');
        return { chargeId: intent.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclinedError(error.message);
        return unavailable(error);
      }
    },

    async refund({ chargeId, amountCents, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: chargeId, amount: amountCents },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        return unavailable(error);
      }
    },
  };
}
