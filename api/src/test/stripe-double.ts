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
 * first answer. The browser's side (Stripe.js confirming a SetupIntent with the typed
 * card, e2e/support/fake-stripe.ts) reaches it too: it answers any origin (CORS), as
 * Stripe's API does for publishable-key calls.
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
type TestCard = { brand: string; decline?: Decline };

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
  const answered = new Map<string, Answer>();
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

  function handle(method: string, path: string, form: URLSearchParams): Answer {
    const expand = [...form.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
    let match: RegExpExecArray | null;

    if (method === 'POST' && path === '/v1/payment_methods') {
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
      const card = methods.get(methodId);
      if (!card) return missing('PaymentMethod', methodId);
      const customer = form.get('customer');
      if (card.detached) {
        return invalid('This PaymentMethod was previously detached from a Customer and may not be used again.');
      }
      if (customer && card.customer !== customer) {
        return invalid(`The provided PaymentMethod ${methodId} does not belong to the Customer ${customer}.`);
      }
      if (card.customer && !customer) {
        return invalid(
          `The PaymentMethod ${methodId} is attached to a Customer; provide its id (${card.customer}) as \`customer\`.`,
        );
      }
      const decline = TEST_CARDS[card.number]!.decline;
      if (decline) return declined(decline);
      const amountCents = Number(form.get('amount'));
      const charge = { id: id('pi'), amountCents, refundedCents: 0, method: methodId, customer };
      charges.set(charge.id, charge);
      return {
        status: 200,
        body: { id: charge.id, object: 'payment_intent', status: 'succeeded', amount: amountCents, customer },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const charge = charges.get(form.get('payment_intent') ?? '');
      if (!charge) return invalid(`No such payment_intent: '${form.get('payment_intent')}'`);
      const amountCents = Number(form.get('amount') ?? charge.amountCents - charge.refundedCents);
      if (amountCents > charge.amountCents - charge.refundedCents) {
        return invalid(`Refund amount ($${(amountCents / 100).toFixed(2)}) is greater than unrefunded amount.`);
      }
      charge.refundedCents += amountCents;
      return { status: 200, body: { id: id('re'), object: 'refund', amount: amountCents, status: 'succeeded' } };
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
    const answer = replay ?? handle(req.method ?? 'GET', path, form);
    // Stripe replays errors too, except its own 5xx (a retry may succeed).
    if (typeof key === 'string' && !replay) answered.set(key, answer);
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

  return {
    url: `http://127.0.0.1:${port}`,
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
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
