import Stripe from 'stripe';
import { InvalidCardError, PaymentDeclinedError, type AttachedCard, type PaymentProvider } from './payment-provider';

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

/**
 * Stripe through its official SDK. A token from Stripe Elements becomes a PaymentMethod
 * attached to a Stripe customer of its own, so it can be charged again later; charges
 * are PaymentIntents confirmed at once, off session. Stripe's idempotency keys make a
 * retried charge or refund return the first result.
 */
export function createStripeProvider(secretKey: string): PaymentProvider {
  const stripe = new Stripe(secretKey);

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
        throw error;
      }
    },

    async charge({ amountCents, card, idempotencyKey, description }) {
      const method = await stripe.paymentMethods.retrieve(card);
      const customer = typeof method.customer === 'string' ? method.customer : method.customer?.id;
      try {
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
        throw error;
      }
    },

    async refund({ chargeId, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create({ payment_intent: chargeId, amount: amountCents }, { idempotencyKey });
      return { refundId: refund.id };
    },
  };
}
