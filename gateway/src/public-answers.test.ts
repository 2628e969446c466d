import type { FastifyInstance } from 'fastify';
import { configWith } from './config/config';
import { buildGateway } from './server';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { saveSandboxCard } from './test/saved-card';

// The whole answer of public operations (docs/decisions.md "Whole answers of public
// operations"), against a real API process and its stream of group changes: what the
// headers call cacheable, what is served again, and that an order drops it.

jest.setTimeout(120_000);

const LISTING =
  'query Listing($zip: PostalCode!) { groups(filter: { zipCode: $zip }, first: 30) { nodes { id quantityBooked maxQuantity } } }';

type Card = { id: string; quantityBooked: number; maxQuantity: number };

let api: ApiProcess;
let app: FastifyInstance;
let shopper: string;
const upstreamCalls: string[] = [];
let drops = 0;
let dropped: (() => void) | undefined;

async function post(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: { query, variables },
  });
  const body = answer.json() as { data?: Record<string, unknown>; errors?: unknown[] };
  return { body, cacheControl: answer.headers['cache-control'], hit: answer.headers['x-cache'] === 'hit' };
}

const cardsOf = (body: { data?: Record<string, unknown> }) => (body.data as { groups: { nodes: Card[] } }).groups.nodes;

/** The first answer opens the cache's stream of group changes; answers are kept once it listens. */
async function untilServedFromCache(query: string, variables: Record<string, unknown>) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = await post(query, variables);
    if (answer.hit) return answer;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the answer was never served from the cache');
}

beforeAll(async () => {
  api = await startApiProcess();
  app = await buildGateway(configWith({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', API_URL: api.url }), {
    observeUpstream: (method, path) => upstreamCalls.push(`${method} ${path}`),
    observePublicAnswersDropped: () => {
      drops += 1;
      dropped?.();
    },
  });
  const { body } = await post('mutation { login(email: "shopper@example.com", password: "Shopper@123") { token } }');
  shopper = (body.data as { login: { token: string } }).login.token;
});
afterAll(async () => {
  await app?.close();
  await api?.stop();
});
beforeEach(() => {
  upstreamCalls.length = 0;
});

test('a public answer says so in Cache-Control and is then served without calling the API', async () => {
  const first = await post('{ categories { id name } }');
  expect(first.cacheControl).toBe('public, max-age=60');
  expect(first.hit).toBe(false);

  const again = await untilServedFromCache('{ categories { id name } }', {});
  expect(again.body).toEqual(first.body);
  expect(again.cacheControl).toMatch(/^public, max-age=(60|59)$/);
  upstreamCalls.length = 0;
  await post('{ categories { id name } }');
  expect(upstreamCalls).toEqual([]);

  const listing = await post(LISTING, { zip: '75201' });
  expect(listing.cacheControl).toBe('public, max-age=5');
});

test('an order drops the cached listing: the next listing shows the new booked count', async () => {
  const before = await untilServedFromCache(LISTING, { zip: '75201' });
  const card = cardsOf(before.body).find((c) => c.maxQuantity - c.quantityBooked >= 1)!;
  expect(card).toBeDefined();

  const dropsBefore = drops;
  const droppedNow = new Promise<void>((resolve) => (dropped = resolve));
  const cardId = await saveSandboxCard(api.url, shopper);
  const added = await post(
    'mutation($g: ID!) { addToCart(groupId: $g, quantity: 1) { message } }',
    { g: card.id },
    shopper,
  );
  expect(added.body.errors).toBeUndefined();
  const placed = await post(
    'mutation($c: ID!) { placeOrder(input: { cardId: $c }) { orderId } }',
    { c: cardId },
    shopper,
  );
  expect(placed.body.errors).toBeUndefined();
  // The API announces the booking on its stream; the cache drops everything when it arrives.
  await droppedNow;
  expect(drops).toBeGreaterThan(dropsBefore);

  const after = await post(LISTING, { zip: '75201' });
  expect(after.hit).toBe(false);
  expect(cardsOf(after.body).find((c) => c.id === card.id)?.quantityBooked).toBe(card.quantityBooked + 1);
  const served = await untilServedFromCache(LISTING, { zip: '75201' });
  expect(cardsOf(served.body).find((c) => c.id === card.id)?.quantityBooked).toBe(card.quantityBooked + 1);
});

test('a signed-in request is never answered from, nor stored in, the cache', async () => {
  await untilServedFromCache(LISTING, { zip: '75201' });
  upstreamCalls.length = 0;
  for (let i = 0; i < 3; i += 1) {
    const signedIn = await post(LISTING, { zip: '75201' }, shopper);
    expect(signedIn.hit).toBe(false);
    expect(signedIn.cacheControl).toBe('no-store');
  }
  expect(upstreamCalls).toEqual(Array(3).fill('POST customer/group-page'));
});

test('private, unhinted and failed operations are no-store and never served again', async () => {
  const operations: [string, Record<string, unknown>][] = [
    ['{ session { id } }', {}],
    ['query($id: ID!) { group(id: $id) { id quantityBooked } }', { id: '1' }],
    ['query($id: ID!) { categories { id } group(id: $id) { id } }', { id: '1' }],
    ['{ groups(filter: { zipCode: "75201" }, first: 0) { totalCount } }', {}],
  ];
  for (const [query, variables] of operations) {
    for (let i = 0; i < 3; i += 1) {
      const answer = await post(query, variables);
      expect(answer.hit).toBe(false);
      expect(answer.cacheControl).toBe('no-store');
    }
  }
});

test('a GET that Apollo would refuse as a possible CSRF is not answered from the cache', async () => {
  const query = encodeURIComponent('{ categories { id } }');
  const get = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/graphql?query=${query}`, headers });
  let served = false;
  for (let attempt = 0; attempt < 200 && !served; attempt += 1) {
    served = (await get({ 'apollo-require-preflight': 'true' })).headers['x-cache'] === 'hit';
    if (!served) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(served).toBe(true);
  const refused = await get({});
  expect(refused.statusCode).toBe(400);
  expect(refused.headers['x-cache']).toBeUndefined();
});
