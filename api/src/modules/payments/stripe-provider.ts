import Stripe from 'stripe';
import {
  AuthenticationRequiredError,
  InvalidCardError,
  PaymentDeclinedError,
  PaymentUnavailableError,
  type AttachedCard,
  type ChargeInput,
  type ChargeState,
  type PaymentProvider,
  type ProviderAuthentications,
  type ProviderCustomers,
  type ProviderWallets,
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

/** The shop's view of a Stripe PaymentMethod that is a card. */
function attachedCard(method: Stripe.PaymentMethod): AttachedCard {
  const card = method.card;
  if (!card) throw new InvalidCardError('card_details is not a card');
  return {
    providerCardId: method.id,
    brand: BRANDS[card.brand] ?? card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    fingerprint: card.fingerprint ?? null,
  };
}

const idOf = (ref: string | { id: string } | null): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/** The shop's view of a PaymentIntent that asked for the shopper's authentication. */
function chargeStateOf(intent: Stripe.PaymentIntent): ChargeState {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded' };
    case 'canceled':
      return { status: 'canceled' };
    case 'processing':
      return { status: 'processing' };
    case 'requires_action':
    case 'requires_confirmation':
      return { status: 'requires_action' };
    default:
      // requires_payment_method: the challenge failed (or the card declined after it);
      // the intent waits for another card, which the shop never gives it.
      return {
        status: 'failed',
        message: intent.last_payment_error?.message ?? 'The payment could not be completed.',
      };
  }
}

/**
 * Stripe through its official SDK (docs/decisions.md "Stripe objects"). Each shopper is
 * one Customer; a card is a PaymentMethod attached to it, saved through a SetupIntent the
 * shopper confirms in the browser (or, for API clients, from a Stripe.js token); charges
 * are PaymentIntents on that Customer, confirmed at once, off session, or waiting for the
 * shopper's 3-D Secure when the bank asks for it (`authentications`); a wallet's one-time
 * PaymentMethod (`wallets`) is charged on session and never saved. Stripe's
 * idempotency keys make a retried charge, refund or Customer return the first result.
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

  const customers: ProviderCustomers = {
    async create({ id, email, name }, idempotencyKey) {
      try {
        const customer = await stripe.customers.create(
          { email, name, metadata: { shop_customer_id: String(id) } },
          { idempotencyKey },
        );
        return customer.id;
      } catch (error) {
        return unavailable(error);
      }
    },

    async startCardSetup(customer, shopCustomerId) {
      try {
        // Off session: the card is saved to be charged later without the shopper, so the
        // bank is asked to authenticate it now, while the shopper is there to answer.
        const intent = await stripe.setupIntents.create({
          customer,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          metadata: { shop_customer_id: String(shopCustomerId) },
        });
        if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} came without a client secret`);
        return { setupId: intent.id, clientSecret: intent.client_secret };
      } catch (error) {
        return unavailable(error);
      }
    },

    async readCardSetup(setupId) {
      try {
        const intent = await stripe.setupIntents.retrieve(setupId, { expand: ['payment_method'] });
        const method = intent.payment_method;
        return {
          customer: idOf(intent.customer),
          status: intent.status,
          card: method && typeof method !== 'string' && method.card ? attachedCard(method) : null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        return unavailable(error);
      }
    },

    async detachCard(card) {
      try {
        await stripe.paymentMethods.detach(card);
      } catch (error) {
        // Detached already (a removal retried after its first try reached Stripe) or gone.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        unavailable(error);
      }
    },

    async setDefaultCard(customer, card) {
      try {
        await stripe.customers.update(customer, { invoice_settings: { default_payment_method: card } });
      } catch (error) {
        // The card is no longer the Customer's (detached by a removal meanwhile).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new InvalidCardError(error.message);
        unavailable(error);
      }
    },
  };

  const authentications: ProviderAuthentications = {
    async read(chargeId) {
      try {
        return chargeStateOf(await stripe.paymentIntents.retrieve(chargeId));
      } catch (error) {
        return unavailable(error);
      }
    },

    async cancel(chargeId) {
      try {
        return chargeStateOf(await stripe.paymentIntents.cancel(chargeId));
      } catch (error) {
        // Succeeded meanwhile (the shopper answered the bank as the hold ran out) or canceled
        // already (a second run): Stripe refuses, and the intent's state is the answer.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          return authentications.read(chargeId);
        }
        return unavailable(error);
      }
    },
  };

  const wallets: ProviderWallets = {
    async read(paymentMethod) {
      try {
        const method = await stripe.paymentMethods.retrieve(paymentMethod);
        // Apple Pay, Google Pay and Link (in a card-only integration) pay with a card that
        // names its wallet; a typed card's, or any other type of method, names none.
        return { wallet: method.card?.wallet?.type ?? null, customer: idOf(method.customer) };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        return unavailable(error);
      }
    },
  };

  /** A saved card's payment, off session; the intent as Stripe answers it (Stripe's errors thrown as they are). */
  async function chargeSavedCard({ amountCents, card, customer, idempotencyKey, description }: ChargeInput) {
    // A card saved before Customers were stored is attached to a Customer of its own.
    const payer = customer ?? idOf((await stripe.paymentMethods.retrieve(card)).customer) ?? undefined;
    try {
      return await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          customer: payer,
          payment_method: card,
          // Cards only, as the SetupIntents: an intent that may take redirect-based methods
          // needs a return_url to be confirmed on session below; saved cards need none.
          allowed_payment_method_types: ['card'],
          description,
          confirm: true,
          off_session: true,
        },
        { idempotencyKey },
      );
    } catch (error) {
      // Off session, a card whose bank wants the shopper refuses with
      // authentication_required and the intent is kept, waiting. Confirmed again on
      // session with the same card it waits in requires_action for the challenge the
      // browser runs (docs/decisions.md "3-D Secure at order time"). Its own key makes a
      // retried order ask once and answer the same intent.
      const waiting =
        error instanceof Stripe.errors.StripeCardError && error.code === 'authentication_required'
          ? error.payment_intent
          : undefined;
      if (!waiting) throw error;
      return stripe.paymentIntents.confirm(
        waiting.id,
        { payment_method: card },
        { idempotencyKey: `${idempotencyKey}_on_session` },
      );
    }
  }

  /**
   * A wallet's payment: the shopper is at the checkout and has just approved it in the
   * wallet's sheet, so it is confirmed on session at once ("finalize payments on the
   * server"), and the bank may still ask for 3-D Secure, which Stripe.js `handleNextAction`
   * runs (`use_stripe_sdk`). Card-only as every intent of the shop, so no return_url is
   * needed. Not saved: no `setup_future_usage`, so Stripe attaches the method to nobody.
   */
  async function chargeWallet({ amountCents, card, customer, idempotencyKey, description }: ChargeInput) {
    return stripe.paymentIntents.create(
      {
        amount: amountCents,
        currency: 'usd',
        customer: customer ?? undefined,
        payment_method: card,
        allowed_payment_method_types: ['card'],
        description,
        confirm: true,
        use_stripe_sdk: true,
      },
      { idempotencyKey },
    );
  }

  return {
    name: 'stripe',
    transactional: false,
    customers,
    authentications,
    wallets,

    async attachCard(token: string, customer?: string): Promise<AttachedCard> {
      if (!customer) throw new Error("A Stripe card is attached to the shopper's Customer; none was given");
      try {
        const method = await stripe.paymentMethods.create({ type: 'card', card: { token } });
        return attachedCard(await stripe.paymentMethods.attach(method.id, { customer }));
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

    async charge(input) {
      try {
        const intent = input.wallet ? await chargeWallet(input) : await chargeSavedCard(input);
        if (intent.status === 'requires_action' && intent.client_secret) {
          throw new AuthenticationRequiredError(intent.id, intent.client_secret);
        }
        if (intent.status !== 'succeeded') throw new PaymentDeclinedError('The payment could not be completed.');
        return { chargeId: intent.id };
      } catch (error) {
        if (error instanceof AuthenticationRequiredError || error instanceof PaymentDeclinedError) throw error;
        if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclinedError(error.message);
        // A wallet's method Stripe will not take (used by an earlier payment: one-time
        // methods pay once) is the client's to replace, in Stripe's words.
        if (
          input.wallet &&
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.param === 'payment_method'
        ) {
          throw new PaymentDeclinedError(error.message);
        }
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
