import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the part of Stripe's HTTP API the shop uses (payment methods,
 * customers, payment intents, refunds), run on a local port so the real Stripe SDK and
 * our provider code are exercised end to end, faults included. Stripe itself cannot be
 * started here (stripe-mock is a Go binary, not on npm or Debian), and a stub of the SDK
 * would not test the SDK's retries, timeouts and idempotency keys. The payment provider
 * contract runs against it, so it cannot drift from what the contract says Stripe does.
 *
 * It keeps books (charges and what is refunded of each) that fault tests read, and
 * honours `Idempotency-Key` like Stripe: a key seen before answers its first answer.
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
type Charge = { id: string; amountCents: number; refundedCents: number };

/** Stripe's test tokens the shop's tests use, and how their cards behave. */
const TEST_TOKENS: Record<string, { last4: string; decline?: { code: string; message: string } }> = {
  tok_visa: { last4: '4242' },
  tok_chargeDeclined: { last4: '0002', decline: { code: 'generic_decline', message: 'Your card was declined.' } },
  tok_chargeDeclinedInsufficientFunds: {
    last4: '9995',
    decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
};

export type StripeDouble = {
  /** For `STRIPE_API_BASE`. */
  url: string;
  /** Faults for the next requests to a resource (`payment_intents`, `refunds`, …), in order. */
  failNext(resource: string, ...faults: StripeFault[]): void;
  /** Money taken and not given back, over every charge. */
  netChargedCents(): number;
  charges(): Charge[];
  /** Requests received per resource, faulty ones included. */
  requestsTo(resource: string): number;
  close(): Promise<void>;
};

export async function startStripeDouble({ lateMs = 1_500 } = {}): Promise<StripeDouble> {
  let nextId = 1;
  const id = (prefix: string) => `${prefix}_double${nextId++}`;
  const methods = new Map<string, { token: string; customer: string | null }>();
  const charges = new Map<string, Charge & { method: string }>();
  const answered = new Map<string, Answer>();
  const faults = new Map<string, StripeFault[]>();
  const requests = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();

  const paymentMethodBody = (methodId: string) => {
    const method = methods.get(methodId)!;
    const card = TEST_TOKENS[method.token]!;
    return {
      id: methodId,
      object: 'payment_method',
      type: 'card',
      customer: method.customer,
      card: { brand: 'visa', last4: card.last4, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
    };
  };
  const invalid = (message: string): Answer => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', message } },
  });

  function handle(method: string, path: string, form: URLSearchParams): Answer {
    if (method === 'POST' && path === '/v1/payment_methods') {
      const token = form.get('card[token]') ?? '';
      if (!TEST_TOKENS[token]) return invalid(`No such token: '${token}'`);
      const methodId = id('pm');
      methods.set(methodId, { token, customer: null });
      return { status: 200, body: paymentMethodBody(methodId) };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = id('cus');
      const attached = methods.get(form.get('payment_method') ?? '');
      if (attached) attached.customer = customer;
      return { status: 200, body: { id: customer, object: 'customer' } };
    }
    const retrieve = /^\/v1\/payment_methods\/([\w]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      if (!methods.has(retrieve[1]!)) return invalid(`No such PaymentMethod: '${retrieve[1]}'`);
      return { status: 200, body: paymentMethodBody(retrieve[1]!) };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const methodId = form.get('payment_method') ?? '';
      const card = methods.get(methodId);
      if (!card) return invalid(`No such PaymentMethod: '${methodId}'`);
      const decline = TEST_TOKENS[card.token]!.decline;
      if (decline) {
        return {
          status: 402,
          body: {
            error: { type: 'card_error', code: 'card_declined', decline_code: decline.code, message: decline.message },
          },
        };
      }
      const amountCents = Number(form.get('amount'));
      const charge = { id: id('pi'), amountCents, refundedCents: 0, method: methodId };
      charges.set(charge.id, charge);
      return {
        status: 200,
        body: { id: charge.id, object: 'payment_intent', status: 'succeeded', amount: amountCents },
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
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } } };
  }

  function send(res: ServerResponse, answer: Answer): void {
    if (res.destroyed) return;
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const path = (req.url ?? '').split('?')[0]!;
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
    const answer = replay ?? handle(req.method ?? 'GET', path, new URLSearchParams(raw));
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
      [...charges.values()].map(({ id: chargeId, amountCents, refundedCents }) => ({
        id: chargeId,
        amountCents,
        refundedCents,
      })),
    requestsTo: (resource) => requests.get(resource) ?? 0,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
