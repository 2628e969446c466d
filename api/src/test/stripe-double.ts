import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the part of Stripe's HTTP API the shop uses (customers, setup intents,
 * payment methods, payment intents, refunds), run on a local port so the real Stripe SDK
 * and our provider code are exercised end to end, faults included. Stripe itself cannot
 * be started here (stripe-mock is a Go binary, not on npm or Debian), and a stub of the
 * SDK would not test the SDK's retries, timeouts and idempotency keys. The payment
 * provider contract runs against it, so it cannot drift from what the contract says
 * Stripe does.
 *
 * It keeps books (customers and their cards, charges and what is refunded of each) that
 * tests read, and honours `Idempotency-Key` like Stripe: a key seen before answers its
 * first answer, and is refused when sent again with other parameters. The browser's side
 * (Stripe.js confirming a SetupIntent with the typed card, e2e/support/fake-stripe.ts)
 * reaches it too: it answers any origin (CORS), as Stripe's API does for publishable-key
 * calls.
 *
 * 3-D Secure: a card whose bank asks for authentication (`4000002500003155`,
 * `4000002760003184`, `4000008260003178`) is refused off session with
 * `authentication_required`, the PaymentIntent kept; confirmed again on session it goes to
 * `requires_action` with a `use_stripe_sdk` next action, and stays there until the
 * shopper's side answers the challenge: the browser's stand-in posts to the route the next
 * action names (`stripe_js`, a double-only route under /v1/test_helpers/, where Stripe's
 * test 3-D Secure page has its Complete and Fail buttons), a test calls `authenticate`.
 * Unlike Stripe, the double asks again at every charge: it models neither the challenge a
 * SetupIntent of such a card meets nor the exemption `4000002500003155` then earns for
 * later off-session charges (against Stripe itself, `4000002760003184` keeps asking).
 */

/** How the next matching request goes wrong. */
export type StripeFault =
  /** Answers 500 without doing anything (Stripe had an outage). */
  | 'fail'
  /** Never answers and does nothing (the network ate the request). */
  | 'hang'
  /** Does the work, then answers only after `lateMs` (we gave up waiting; Stripe did not). */
  | 'late';

type Answer = { status: number; body: unknown };
type Charge = { id: string; amountCents: number; refundedCents: number; customer: string | null };
type Decline = { code: string; message: string };
/** `authentication`: its bank asks the shopper to authenticate each charge (3-D Secure), before any decline. */
type TestCard = { brand: string; decline?: Decline; authentication?: true };

/** Stripe's test card numbers the shop's tests use, and how their cards behave (https://docs.stripe.com/testing). */
const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  // Declined when charged, and when a SetupIntent checks it (a token of it still attaches).
  '4000000000000002': { brand: 'visa', decline: { code: 'generic_decline', message: 'Your card was declined.' } },
  // Passes a SetupIntent's check; declined when charged.
  '4000000000009995': {
    brand: 'visa',
    decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  // 3-D Secure: "authenticate unless set up" and "always authenticate" (the double asks for both at each charge).
  '4000002500003155': { brand: 'visa', authentication: true },
  '4000002760003184': { brand: 'visa', authentication: true },
  // Authenticated, then declined for insufficient funds.
  '4000008260003178': {
    brand: 'visa',
    authentication: true,
    decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
};
/** Stripe's test tokens and test PaymentMethods, by the number they stand for. */
const TEST_NUMBERS: Record<string, string> = {
  tok_visa: '4242424242424242',
  tok_mastercard: '5555555555554444',
  tok_chargeDeclined: '4000000000000002',
  tok_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  tok_authenticationRequiredOnSetup: '4000002500003155',
  tok_authenticationRequired: '4000002760003184',
  tok_authenticationRequiredChargeDeclinedInsufficientFunds: '4000008260003178',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_authenticationRequiredChargeDeclinedInsufficientFunds: '4000008260003178',
};

type Method = {
  number: string;
  expMonth: number;
  expYear: number;
  name: string | null;
  customer: string | null;
  /** Detached from its Customer: Stripe never lets it be used again. */
  detached: boolean;
};
type Customer = {
  email: string | null;
  name: string | null;
  shopCustomerId: string | null;
  defaultMethod: string | null;
};
type SetupIntent = {
  customer: string | null;
  usage: string;
  status: 'requires_payment_method' | 'succeeded';
  method: string | null;
  clientSecret: string;
};
type PaymentIntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
type PaymentIntent = {
  amountCents: number;
  method: string;
  customer: string | null;
  description: string | null;
  status: PaymentIntentStatus;
  clientSecret: string;
  /** The shopper answered the card's 3-D Secure challenge for this intent. */
  authenticated: boolean;
  lastError: { code: string; decline_code?: string; message: string } | null;
  cancellationReason: string | null;
};
/** How the shopper answers a 3-D Secure challenge (the buttons of Stripe's test page). */
export type AuthenticationOutcome = 'complete' | 'fail';

/** A Refund as Stripe's API and events carry it. */
export type StripeRefundBody = {
  id: string;
  object: 'refund';
  amount: number;
  currency: 'usd';
  payment_intent: string;
  status: 'succeeded' | 'failed';
  failure_reason: string | null;
  created: number;
};

export type StripeDouble = {
  /** For `STRIPE_API_BASE`. */
  url: string;
  /** Faults for the next requests to a resource (`payment_intents`, `refunds`, …), in order. */
  failNext(resource: string, ...faults: StripeFault[]): void;
  /** Money taken and not given back, over every charge. */
  netChargedCents(): number;
  charges(): Charge[];
  /** Every Customer made, with the shop customer it says it stands for and its default card. */
  customers(): Array<{ id: string; shopCustomerId: string | null; defaultPaymentMethod: string | null }>;
  /** The PaymentMethods attached to a Customer now. */
  paymentMethodsOf(customer: string): string[];
  /** Requests received per resource, faulty ones included. */
  requestsTo(resource: string): number;
  /** A PaymentIntent as Stripe would tell it, or undefined when there is none of that id. */
  paymentIntent(id: string): { status: PaymentIntentStatus; amountCents: number; customer: string | null } | undefined;
  /**
   * Answers the 3-D Secure challenge of a PaymentIntent in `requires_action`, as the
   * shopper would in the browser: completed, it is charged (or declined, for a card that
   * declines after authentication); failed, it waits for another payment method.
   */
  authenticate(id: string, outcome?: AuthenticationOutcome): void;
  /** A refund it made, as Stripe's Refund object (for a webhook event about it: stripe-webhook-sender.ts). */
  refund(id: string): StripeRefundBody;
  /** Every refund it made, in order (the money simulation reconciles them with the ledger). */
  refunds(): StripeRefundBody[];
  /**
   * Fails a refund it made, as Stripe does days later for a card that cannot take it back
   * (`refund.failed`): the money returns to the charge, so a retry can refund it again.
   * Answers the Refund object to send.
   */
  failRefund(id: string, reason?: string): StripeRefundBody;
  close(): Promise<void>;
};

const fingerprintOf = (number: string) => createHash('sha256').update(number).digest('base64url').slice(0, 16);

export async function startStripeDouble({ lateMs = 1_500 } = {}): Promise<StripeDouble> {
  let nextId = 1;
  const id = (prefix: string) => `${prefix}_double${nextId++}`;
  const methods = new Map<string, Method>();
  const customers = new Map<string, Customer>();
  const setupIntents = new Map<string, SetupIntent>();
  const charges = new Map<string, Charge & { method: string }>();
  const refunds = new Map<string, StripeRefundBody>();
  const paymentIntents = new Map<string, PaymentIntent>();
  /** The double's own address, for the next actions it names (known once it listens). */
  let baseUrl = '';
  const answered = new Map<string, Answer>();
  /** The request each key was first used with: Stripe refuses a key sent again with other parameters. */
  const askedWith = new Map<string, string>();
  const faults = new Map<string, StripeFault[]>();
  const requests = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();

  const invalid = (message: string, status = 400): Answer => ({
    status,
    body: { error: { type: 'invalid_request_error', message } },
  });
  const missing = (kind: string, ref: string) => invalid(`No such ${kind}: '${ref}'`, 404);
  const declined = (decline: Decline, extra: object = {}): Answer => ({
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline.code,
        message: decline.message,
        ...extra,
      },
    },
  });

  const paymentMethodBody = (methodId: string) => {
    const method = methods.get(methodId)!;
    return {
      id: methodId,
      object: 'payment_method',
      type: 'card',
      customer: method.customer,
      billing_details: { name: method.name },
      card: {
        brand: TEST_CARDS[method.number]!.brand,
        last4: method.number.slice(-4),
        exp_month: method.expMonth,
        exp_year: method.expYear,
        fingerprint: fingerprintOf(method.number),
        wallet: walletBody(methodId),
      },
    };
  };
  const customerBody = (customerId: string) => {
    const customer = customers.get(customerId)!;
    return {
      id: customerId,
      object: 'customer',
      email: customer.email,
      name: customer.name,
      metadata: customer.shopCustomerId ? { shop_customer_id: customer.shopCustomerId } : {},
      invoice_settings: { default_payment_method: customer.defaultMethod },
    };
  };
  const setupIntentBody = (setupId: string, expand: string[]) => {
    const intent = setupIntents.get(setupId)!;
    return {
      id: setupId,
      object: 'setup_intent',
      customer: intent.customer,
      usage: intent.usage,
      status: intent.status,
      client_secret: intent.clientSecret,
      payment_method:
        intent.method && expand.includes('payment_method') ? paymentMethodBody(intent.method) : intent.method,
    };
  };
  const newMethod = (number: string, fields: Partial<Method> = {}) => {
    const methodId = id('pm');
    const expYear = new Date().getUTCFullYear() + 3;
    methods.set(methodId, { number, expMonth: 12, expYear, name: null, customer: null, detached: false, ...fields });
    return methodId;
  };
  const attach = (methodId: string, customerId: string): Answer | undefined => {
    const method = methods.get(methodId);
    if (!method) return missing('PaymentMethod', methodId);
    if (method.detached) {
      return invalid('This PaymentMethod was previously detached from a Customer and may not be used again.');
    }
    if (method.customer && method.customer !== customerId) {
      return invalid('The payment method you provided has already been attached to a customer.');
    }
    method.customer = customerId;
    return undefined;
  };

  /** The card a SetupIntent is confirmed with: a PaymentMethod (or a test one), or the card typed into Stripe.js. */
  function methodForSetup(form: URLSearchParams): { methodId?: string; error?: Answer } {
    const given = form.get('payment_method');
    if (given) {
      const testNumber = TEST_NUMBERS[given];
      if (testNumber) return { methodId: newMethod(testNumber) };
      const method = methods.get(given);
      return method ? { methodId: given } : { error: missing('PaymentMethod', given) };
    }
    const number = (form.get('payment_method_data[card][number]') ?? '').replace(/\s+/g, '');
    if (!TEST_CARDS[number]) {
      return {
        error: {
          status: 402,
          body: { error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' } },
        },
      };
    }
    const expMonth = Number(form.get('payment_method_data[card][exp_month]'));
    const expYear = Number(form.get('payment_method_data[card][exp_year]'));
    const name = form.get('payment_method_data[billing_details][name]');
    return { methodId: newMethod(number, { expMonth, expYear: expYear < 100 ? 2000 + expYear : expYear, name }) };
  }

  const cardError = (error: NonNullable<PaymentIntent['lastError']>, extra: object): Answer => ({
    status: 402,
    body: { error: { type: 'card_error', ...error, ...extra } },
  });
  /** Stripe's refusal of a call the intent's status does not allow (confirm a succeeded one, cancel a canceled one). */
  const unexpectedState = (intentId: string, message: string): Answer => ({
    status: 400,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message,
        payment_intent: paymentIntentBody(intentId),
      },
    },
  });
  const paymentIntentBody = (intentId: string) => {
    const intent = paymentIntents.get(intentId)!;
    return {
      id: intentId,
      object: 'payment_intent',
      status: intent.status,
      amount: intent.amountCents,
      currency: 'usd',
      customer: intent.customer,
      payment_method: intent.method,
      description: intent.description,
      client_secret: intent.clientSecret,
      // What Stripe.js's handleNextAction runs: here, the page of the test 3-D Secure challenge.
      next_action:
        intent.status === 'requires_action'
          ? {
              type: 'use_stripe_sdk',
              use_stripe_sdk: {
                type: 'three_d_secure_redirect',
                stripe_js: `${baseUrl}/v1/test_helpers/payment_intents/${intentId}/authenticate`,
                source: `src_${intentId}`,
              },
            }
          : null,
      last_payment_error: intent.lastError,
      cancellation_reason: intent.cancellationReason,
    };
  };
  /**
   * The browser (Stripe.js, a publishable key) reaches an intent only with its client
   * secret; without it, or with another's, Stripe answers as for an unknown id.
   */
  const intentFor = (intentId: string, form: URLSearchParams, publishable: boolean) => {
    const intent = paymentIntents.get(intentId);
    if (!intent || (publishable && form.get('client_secret') !== intent.clientSecret)) return undefined;
    return intent;
  };

  /**
   * Confirms the intent with its card, as Stripe does on create with `confirm=true` and on
   * `/confirm`: a card whose bank wants the shopper's authentication is refused off
   * session (`authentication_required`, the intent waiting for a payment method) and, on
   * session, waits in `requires_action` for the challenge; once authenticated (or never
   * asked), the card's decline, else the charge.
   */
  function attemptCharge(intentId: string, offSession: boolean): Answer {
    const intent = paymentIntents.get(intentId)!;
    const card = TEST_CARDS[methods.get(intent.method)!.number]!;
    if (card.authentication && !intent.authenticated) {
      if (offSession) {
        intent.status = 'requires_payment_method';
        intent.lastError = {
          code: 'authentication_required',
          decline_code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
        };
        return cardError(intent.lastError, { payment_intent: paymentIntentBody(intentId) });
      }
      intent.status = 'requires_action';
      intent.lastError = null;
      return { status: 200, body: paymentIntentBody(intentId) };
    }
    if (card.decline) {
      intent.status = 'requires_payment_method';
      intent.lastError = { code: 'card_declined', decline_code: card.decline.code, message: card.decline.message };
      return declined(card.decline, { payment_intent: paymentIntentBody(intentId) });
    }
    intent.status = 'succeeded';
    intent.lastError = null;
    charges.set(intentId, {
      id: intentId,
      amountCents: intent.amountCents,
      refundedCents: 0,
      method: intent.method,
      customer: intent.customer,
    });
    return { status: 200, body: paymentIntentBody(intentId) };
  }

  /** The shopper's answer to the challenge (Stripe's test page: Complete or Fail). */
  function answerChallenge(intentId: string, outcome: AuthenticationOutcome): Answer {
    const intent = paymentIntents.get(intentId)!;
    if (intent.status !== 'requires_action') {
      return unexpectedState(
        intentId,
        `This PaymentIntent is not waiting for authentication; its status is ${intent.status}.`,
      );
    }
    if (outcome === 'fail') {
      intent.status = 'requires_payment_method';
      intent.lastError = {
        code: 'payment_intent_authentication_failure',
        message:
          'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
      };
    } else {
      intent.authenticated = true;
      attemptCharge(intentId, false);
    }
    return { status: 200, body: paymentIntentBody(intentId) };
  }

  /** The card an intent may be charged on: the named Customer's, or no Customer's when none is named. */
  function refusedCard(methodId: string, customer: string | null): Answer | undefined {
    const card = methods.get(methodId);
    if (!card) return missing('PaymentMethod', methodId);
    if (card.detached) {
      return invalid('This PaymentMethod was previously detached from a Customer and may not be used again.');
    }
    const oneTime = oneTimeRefusal(methodId, card);
    if (oneTime !== 'not one-time') return oneTime;
    if (customer && card.customer !== customer) {
      return invalid(`The provided PaymentMethod ${methodId} does not belong to the Customer ${customer}.`);
    }
    if (card.customer && !customer) {
      return invalid(
        `The PaymentMethod ${methodId} is attached to a Customer; provide its id (${card.customer}) as \`customer\`.`,
      );
    }
    return undefined;
  }

  // Wallets (docs/decisions.md "Wallets"). What Stripe.js `createPaymentMethod({ elements })`
  // makes after the Express Checkout Element's sheet (Google Pay, Apple Pay, Link): a card
  // PaymentMethod naming its wallet (`card.wallet.type`), attached to no Customer. Stripe
  // learns the wallet from the wallet's own token, which neither the browser's stand-in nor a
  // test has, so they name it in a double-only field, `wallet`; without it the method is a
  // typed card's (Stripe.js's createPaymentMethod with a card Element). Such a one-time
  // method pays an intent of any Customer once: Stripe refuses it to a second intent, since
  // it was never attached to a Customer.
  /** One-time methods made here: the wallet they name (null: a typed card), and the intent that used them. */
  const oneTimeMethods = new Map<string, { wallet: string | null; usedBy: string | null }>();

  function createBrowserMethod(form: URLSearchParams): Answer {
    if (form.get('type') !== 'card') return invalid('The double makes only card PaymentMethods.');
    const number = (form.get('card[number]') ?? '').replace(/\s+/g, '');
    if (!TEST_CARDS[number]) {
      return {
        status: 402,
        body: { error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' } },
      };
    }
    const expYear = Number(form.get('card[exp_year]') || new Date().getUTCFullYear() + 3);
    const methodId = newMethod(number, {
      expMonth: Number(form.get('card[exp_month]') || 12),
      expYear: expYear < 100 ? 2000 + expYear : expYear,
      name: form.get('billing_details[name]'),
    });
    oneTimeMethods.set(methodId, { wallet: form.get('wallet'), usedBy: null });
    return { status: 200, body: paymentMethodBody(methodId) };
  }

  function walletBody(methodId: string) {
    const wallet = oneTimeMethods.get(methodId)?.wallet;
    return wallet ? { type: wallet, [wallet]: {}, dynamic_last4: null } : null;
  }

  /** A one-time method never attached: refused once used, else usable with any Customer. */
  function oneTimeRefusal(methodId: string, card: Method): Answer | undefined | 'not one-time' {
    const oneTime = oneTimeMethods.get(methodId);
    if (!oneTime || card.customer) return 'not one-time';
    if (!oneTime.usedBy) return undefined;
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          param: 'payment_method',
          message:
            'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.',
        },
      },
    };
  }

  function usedOnce(methodId: string, intentId: string): void {
    const oneTime = oneTimeMethods.get(methodId);
    if (oneTime) oneTime.usedBy ??= intentId;
  }

  function handle(method: string, path: string, form: URLSearchParams, publishable = false): Answer {
    const expand = [...form.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
    let match: RegExpExecArray | null;

    if (method === 'POST' && path === '/v1/payment_methods') {
      if (form.has('card[number]')) return createBrowserMethod(form);
      const token = form.get('card[token]') ?? '';
      const number = token.startsWith('tok_') ? TEST_NUMBERS[token] : undefined;
      if (!number) return invalid(`No such token: '${token}'`);
      return { status: 200, body: paymentMethodBody(newMethod(number)) };
    }
    if ((match = /^\/v1\/payment_methods\/(\w+)$/.exec(path)) && method === 'GET') {
      if (!methods.has(match[1]!)) return missing('PaymentMethod', match[1]!);
      return { status: 200, body: paymentMethodBody(match[1]!) };
    }
    if ((match = /^\/v1\/payment_methods\/(\w+)\/attach$/.exec(path)) && method === 'POST') {
      const customerId = form.get('customer') ?? '';
      if (!customers.has(customerId)) return missing('customer', customerId);
      const refused = attach(match[1]!, customerId);
      return refused ?? { status: 200, body: paymentMethodBody(match[1]!) };
    }
    if ((match = /^\/v1\/payment_methods\/(\w+)\/detach$/.exec(path)) && method === 'POST') {
      const methodId = match[1]!;
      const found = methods.get(methodId);
      if (!found) return missing('PaymentMethod', methodId);
      if (!found.customer) {
        return invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
      }
      const owner = customers.get(found.customer);
      // Stripe unsets a Customer's default when that card leaves it.
      if (owner?.defaultMethod === methodId) owner.defaultMethod = null;
      found.customer = null;
      found.detached = true;
      return { status: 200, body: paymentMethodBody(methodId) };
    }

    if (method === 'POST' && path === '/v1/customers') {
      const customerId = id('cus');
      customers.set(customerId, {
        email: form.get('email'),
        name: form.get('name'),
        shopCustomerId: form.get('metadata[shop_customer_id]'),
        defaultMethod: null,
      });
      return { status: 200, body: customerBody(customerId) };
    }
    if ((match = /^\/v1\/customers\/(\w+)$/.exec(path))) {
      const customerId = match[1]!;
      const customer = customers.get(customerId);
      if (!customer) return missing('customer', customerId);
      if (method === 'POST') {
        const defaultMethod = form.get('invoice_settings[default_payment_method]');
        if (defaultMethod !== null) {
          if (methods.get(defaultMethod)?.customer !== customerId) {
            return invalid(
              `The customer does not have a payment method with the ID ${defaultMethod}. The payment method must be attached to the customer.`,
            );
          }
          customer.defaultMethod = defaultMethod;
        }
      }
      return { status: 200, body: customerBody(customerId) };
    }

    if (method === 'POST' && path === '/v1/setup_intents') {
      const customerId = form.get('customer');
      if (customerId && !customers.has(customerId)) return missing('customer', customerId);
      const setupId = id('seti');
      setupIntents.set(setupId, {
        customer: customerId,
        usage: form.get('usage') ?? 'off_session',
        status: 'requires_payment_method',
        method: null,
        clientSecret: `${setupId}_secret_${fingerprintOf(setupId)}`,
      });
      return { status: 200, body: setupIntentBody(setupId, expand) };
    }
    if ((match = /^\/v1\/setup_intents\/(\w+)$/.exec(path)) && method === 'GET') {
      if (!setupIntents.has(match[1]!)) return missing('setupintent', match[1]!);
      return { status: 200, body: setupIntentBody(match[1]!, expand) };
    }
    if ((match = /^\/v1\/setup_intents\/(\w+)\/confirm$/.exec(path)) && method === 'POST') {
      const setupId = match[1]!;
      const intent = setupIntents.get(setupId);
      if (!intent) return missing('setupintent', setupId);
      // Stripe.js confirms with the publishable key and the client secret.
      const secret = form.get('client_secret');
      if (secret !== null && secret !== intent.clientSecret) return missing('setupintent', setupId);
      if (intent.status === 'succeeded') {
        return invalid('You cannot confirm this SetupIntent because it has already succeeded.');
      }
      const { methodId, error } = methodForSetup(form);
      if (error) return error;
      const decline = TEST_CARDS[methods.get(methodId!)!.number]!.decline;
      // A SetupIntent checks the card with its bank: a card that is always declined fails here.
      if (decline?.code === 'generic_decline') {
        return declined(decline, { setup_intent: setupIntentBody(setupId, []) });
      }
      if (intent.customer) {
        const refused = attach(methodId!, intent.customer);
        if (refused) return refused;
      }
      intent.method = methodId!;
      intent.status = 'succeeded';
      return { status: 200, body: setupIntentBody(setupId, expand) };
    }

    if (method === 'POST' && path === '/v1/payment_intents') {
      const methodId = form.get('payment_method') ?? '';
      const customer = form.get('customer');
      const refused = refusedCard(methodId, customer);
      if (refused) return refused;
      // The shop creates each charge confirmed at once; a bare intent is not modelled.
      if (form.get('confirm') !== 'true') return invalid('The double only creates PaymentIntents with confirm=true.');
      const intentId = id('pi');
      paymentIntents.set(intentId, {
        amountCents: Number(form.get('amount')),
        method: methodId,
        customer,
        description: form.get('description'),
        status: 'requires_payment_method',
        clientSecret: `${intentId}_secret_${fingerprintOf(intentId)}`,
        authenticated: false,
        lastError: null,
        cancellationReason: null,
      });
      usedOnce(methodId, intentId);
      return attemptCharge(intentId, form.get('off_session') === 'true');
    }
    if ((match = /^\/v1\/payment_intents\/(\w+)$/.exec(path)) && method === 'GET') {
      if (!intentFor(match[1]!, form, publishable)) return missing('payment_intent', match[1]!);
      return { status: 200, body: paymentIntentBody(match[1]!) };
    }
    if ((match = /^\/v1\/payment_intents\/(\w+)\/confirm$/.exec(path)) && method === 'POST') {
      // The server (secret key), or Stripe.js with the client secret (confirmCardPayment).
      const intentId = match[1]!;
      const intent = intentFor(intentId, form, publishable);
      if (!intent) return missing('payment_intent', intentId);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return unexpectedState(
          intentId,
          `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        );
      }
      const methodId = form.get('payment_method');
      if (methodId && methodId !== intent.method) {
        const refused = refusedCard(methodId, intent.customer);
        if (refused) return refused;
        // Another card is another challenge.
        intent.method = methodId;
        intent.authenticated = false;
      }
      return attemptCharge(intentId, form.get('off_session') === 'true');
    }
    if ((match = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(path)) && method === 'POST') {
      const intentId = match[1]!;
      if (publishable) return invalid('This API call cannot be made with a publishable API key.', 403);
      const intent = paymentIntents.get(intentId);
      if (!intent) return missing('payment_intent', intentId);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return unexpectedState(
          intentId,
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        );
      }
      intent.status = 'canceled';
      intent.cancellationReason = form.get('cancellation_reason');
      return { status: 200, body: paymentIntentBody(intentId) };
    }
    // Double-only: the shopper's answer on the 3-D Secure page a `use_stripe_sdk` next action names.
    if ((match = /^\/v1\/test_helpers\/payment_intents\/(\w+)\/authenticate$/.exec(path)) && method === 'POST') {
      const intentId = match[1]!;
      if (!intentFor(intentId, form, publishable)) return missing('payment_intent', intentId);
      const outcome = form.get('outcome') ?? 'complete';
      if (outcome !== 'complete' && outcome !== 'fail') return invalid('outcome must be complete or fail');
      return answerChallenge(intentId, outcome);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const charge = charges.get(form.get('payment_intent') ?? '');
      if (!charge) {
        return paymentIntents.has(form.get('payment_intent') ?? '')
          ? invalid('This PaymentIntent does not have a successful charge to refund.')
          : invalid(`No such payment_intent: '${form.get('payment_intent')}'`);
      }
      const amountCents = Number(form.get('amount') ?? charge.amountCents - charge.refundedCents);
      if (amountCents > charge.amountCents - charge.refundedCents) {
        return invalid(`Refund amount ($${(amountCents / 100).toFixed(2)}) is greater than unrefunded amount.`);
      }
      charge.refundedCents += amountCents;
      const refund: StripeRefundBody = {
        id: id('re'),
        object: 'refund',
        amount: amountCents,
        currency: 'usd',
        payment_intent: charge.id,
        status: 'succeeded',
        failure_reason: null,
        created: Math.floor(Date.now() / 1000),
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return invalid('Unrecognized request URL', 404);
  }

  function send(res: ServerResponse, answer: Answer): void {
    if (res.destroyed) return;
    res
      .writeHead(answer.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      .end(JSON.stringify(answer.body));
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const [path = '', query = ''] = (req.url ?? '').split('?');
    const resource = path.split('/')[2] ?? '';
    requests.set(resource, (requests.get(resource) ?? 0) + 1);
    const fault = faults.get(resource)?.shift();
    if (fault === 'fail') return send(res, { status: 500, body: { error: { type: 'api_error', message: 'outage' } } });
    if (fault === 'hang') {
      hanging.add(res);
      return;
    }
    const key = req.headers['idempotency-key'];
    const replay = typeof key === 'string' ? answered.get(key) : undefined;
    // A GET's parameters (expand) come in the query, a POST's in the body.
    const form = new URLSearchParams(req.method === 'GET' ? query : raw);
    // Stripe.js sends its publishable key in the form (no preflight); an SDK sends a key as a bearer token.
    const publishable =
      (form.get('key') ?? '').startsWith('pk_') || (req.headers.authorization ?? '').startsWith('Bearer pk_');
    const request = `${req.method} ${path} ${raw}`;
    const reused = replay !== undefined && askedWith.get(key as string) !== request;
    const answer: Answer = reused
      ? {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(key)}' if you meant to execute a different request.`,
            },
          },
        }
      : (replay ?? handle(req.method ?? 'GET', path, form, publishable));
    // Stripe replays errors too, except its own 5xx (a retry may succeed).
    if (typeof key === 'string' && !replay) {
      answered.set(key, answer);
      askedWith.set(key, request);
    }
    if (fault === 'late') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(res, answer);
      }, lateMs);
      timers.add(timer);
      return;
    }
    send(res, answer);
  }

  const server: Server = createServer((req, res) => {
    serve(req, res).catch(() => send(res, { status: 500, body: { error: { type: 'api_error', message: 'double' } } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    failNext(resource, ...next) {
      faults.set(resource, [...(faults.get(resource) ?? []), ...next]);
    },
    netChargedCents: () => [...charges.values()].reduce((sum, c) => sum + c.amountCents - c.refundedCents, 0),
    charges: () =>
      [...charges.values()].map(({ id: chargeId, amountCents, refundedCents, customer }) => ({
        id: chargeId,
        amountCents,
        refundedCents,
        customer,
      })),
    customers: () =>
      [...customers.entries()].map(([customerId, customer]) => ({
        id: customerId,
        shopCustomerId: customer.shopCustomerId,
        defaultPaymentMethod: customer.defaultMethod,
      })),
    paymentMethodsOf: (customer) =>
      [...methods.entries()].filter(([, method]) => method.customer === customer).map(([methodId]) => methodId),
    requestsTo: (resource) => requests.get(resource) ?? 0,
    refund(refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`No such refund: '${refundId}'`);
      return { ...refund };
    },
    refunds: () => [...refunds.values()].map((refund) => ({ ...refund })),
    failRefund(refundId, reason = 'expired_or_canceled_card') {
      const refund = refunds.get(refundId);
      if (!refund || refund.status === 'failed') throw new Error(`No refund ${refundId} to fail`);
      refund.status = 'failed';
      refund.failure_reason = reason;
      charges.get(refund.payment_intent)!.refundedCents -= refund.amount;
      return { ...refund };
    },
    paymentIntent: (intentId) => {
      const intent = paymentIntents.get(intentId);
      return intent && { status: intent.status, amountCents: intent.amountCents, customer: intent.customer };
    },
    authenticate(intentId, outcome = 'complete') {
      if (!paymentIntents.has(intentId)) throw new Error(`No such payment_intent: '${intentId}'`);
      const answer = answerChallenge(intentId, outcome);
      if (answer.status !== 200) throw new Error(`Cannot authenticate ${intentId}: ${JSON.stringify(answer.body)}`);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
