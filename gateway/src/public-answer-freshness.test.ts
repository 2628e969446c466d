import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';
import { usd, type Money } from './test/money';
import { saveSandboxCard } from './test/saved-card';

// What an anonymous visitor and a link preview see right after an operator or a buyer
// changes a group (docs/decisions.md "Whole answers of public operations"): the kept
// public answers and share pages follow the API's stream of group changes, so the next
// answer after the change's delivery shows it, long before a max-age (5 s for the
// listing, 60 s for a share page) would have run out. Against a real API process, on
// SQLite and (with TEST_DATABASE_URL) PostgreSQL.

jest.setTimeout(120_000);

/** How long a change may take from the API's commit to the gateway's stream: what a test waits at most. */
const DELIVERY_MS = 1_000;
const PUBLIC_URL = 'https://shop.example.com';
const ZIP = '75201';

const LISTING =
  'query($zip: PostalCode!, $name: String) { groups(filter: { zipCode: $zip, productName: $name }, first: 30) { nodes { id productName discountedPrice { amount currencyCode } imageUrl currentLevel } } }';
const CREATE = 'mutation($input: AdminGroupInput!) { admin { createGroup(input: $input) { group { id } } } }';

type Card = { id: string; productName: string; discountedPrice: Money; imageUrl: string | null; currentLevel: number };

let api: ApiProcess;
let gateway: TestGateway;
let dist: string;
let admin: string;
let shopper: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function login(email: string, password: string): Promise<string> {
  const { body } = await gateway.graphql(
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  return (body.data as { login: { token: string } }).login.token;
}

async function ok<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const { body } = await gateway.graphql(query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** The anonymous listing of groups named like `name`, and whether the gateway answered it from its cache. */
async function listing(name: string): Promise<{ items: Card[]; hit: boolean }> {
  const answer = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query: LISTING, variables: { zip: ZIP, name } },
  });
  const { groups } = (answer.json() as { data: { groups: { nodes: Card[] } } }).data;
  return { items: groups.nodes, hit: answer.headers['x-cache'] === 'hit' };
}

/** Asks until the answer is kept (the cache's stream listens): what the change must then drop. */
async function keptListing(name: string): Promise<Card[]> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = await listing(name);
    if (answer.hit) return answer.items;
    await sleep(25);
  }
  throw new Error('the listing was never served from the cache');
}

/** Reads until `done` holds or the stream's delivery time is over; answers the last read. */
async function withinDelivery<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + DELIVERY_MS;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(20);
  }
}

function groupInput(productName: string) {
  return {
    categoryId: '2',
    productName,
    description: 'Pre-seasoned cast iron.',
    price: '50.00',
    shipping: '7.00',
    maxQuantity: 20,
    endDate: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    supplierZip: '75204',
    supplierStreet: '3300 McKinney Ave',
    supplierCity: 'Dallas',
    supplierState: 'TX',
    radiusMiles: 40,
    levels: [
      { quantity: 2, price: '45.00' },
      { quantity: 20, price: '40.00' },
    ],
  };
}

async function createGroup(productName: string): Promise<string> {
  const data = await ok<{ admin: { createGroup: { group: { id: string } } } }>(
    CREATE,
    { input: groupInput(productName) },
    admin,
  );
  return data.admin.createGroup.group.id;
}

/** A group's share page as a messenger fetches it, and its `product:price:amount`. */
async function sharePage(id: string): Promise<{ price: string | undefined; hit: boolean }> {
  const answer = await gateway.app.inject({
    method: 'GET',
    url: `/product/${id}`,
    headers: { accept: 'text/html', 'user-agent': 'WhatsApp/2.23' },
  });
  const price = /<meta property="product:price:amount" content="([^"]*)"/.exec(answer.body)?.[1];
  return { price, hit: answer.headers['x-cache'] === 'hit' };
}

beforeAll(async () => {
  api = await startApiProcess();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-freshness-'));
  fs.copyFileSync(path.join(__dirname, '../../web/index.html'), path.join(dist, 'index.html'));
  gateway = await startTestGateway({ API_URL: api.url, WEB_DIST: dist, PUBLIC_URL });
  admin = await login('admin@example.com', 'Admin@1234');
  shopper = await login('shopper@example.com', 'Shopper@123');
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

test('a group an operator creates is in the next anonymous listing once its creation is delivered', async () => {
  const name = 'Freshness Skillet';
  expect(await keptListing(name)).toEqual([]);

  const id = await createGroup(name);
  const after = await withinDelivery(
    () => listing(name),
    (answer) => answer.items.length > 0,
  );
  expect(after.items).toEqual([
    { id, productName: name, discountedPrice: usd('45.00'), imageUrl: null, currentLevel: 1 },
  ]);
  const detail = await ok<{ group: { productName: string } }>('query($id: ID!) { group(id: $id) { productName } }', {
    id,
  });
  expect(detail.group.productName).toBe(name);
});

test('a picture an operator adds is on the next anonymous listing and group page', async () => {
  const name = 'Freshness Griddle';
  const id = await createGroup(name);
  // Asked only after the group was created: whatever is kept shows it.
  expect((await keptListing(name)).map((card) => card.imageUrl)).toEqual([null]);

  const announced = await ok<{ admin: { announceGroupImage: { uploadUrl: string; imageUrl: string } } }>(
    'mutation($id: ID!) { admin { announceGroupImage(groupId: $id, mimeType: "image/png") { uploadUrl imageUrl } } }',
    { id },
    admin,
  );
  const { uploadUrl, imageUrl } = announced.admin.announceGroupImage;
  const { pathname, search } = new URL(uploadUrl);
  const put = await gateway.app.inject({
    method: 'PUT',
    url: pathname + search,
    headers: { 'content-type': 'image/png' },
    payload: Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('0000000d49484452', 'hex'),
    ]),
  });
  expect(put.statusCode).toBe(200);

  const after = await withinDelivery(
    () => listing(name),
    (answer) => answer.items[0]?.imageUrl !== null,
  );
  expect(after.items.map((card) => card.imageUrl)).toEqual([imageUrl]);
  const detail = await ok<{ group: { images: string[] } }>('query($id: ID!) { group(id: $id) { images } }', { id });
  expect(detail.group.images).toEqual([imageUrl]);
});

test('new price levels are on the next anonymous listing', async () => {
  const name = 'Freshness Dutch Oven';
  const id = await createGroup(name);
  expect((await keptListing(name)).map((card) => card.discountedPrice)).toEqual([usd('45.00')]);

  await ok(
    'mutation($id: ID!) { admin { updateGroup(id: $id, input: { levels: [{ quantity: 5, price: "42.00" }, { quantity: 20, price: "38.00" }] }) { message } } }',
    { id },
    admin,
  );
  const after = await withinDelivery(
    () => listing(name),
    (answer) => answer.items[0]?.discountedPrice.amount !== '45.00',
  );
  expect(after.items.map((card) => card.discountedPrice)).toEqual([usd('42.00')]);
});

test("a share page's og: price follows an order that crosses a level", async () => {
  const id = await createGroup('Freshness Wok');
  // The first ask opens the share pages' stream; the page is kept once it listens.
  let kept = await sharePage(id);
  for (let attempt = 0; attempt < 200 && !kept.hit; attempt += 1) {
    await sleep(25);
    kept = await sharePage(id);
  }
  expect(kept).toEqual({ price: '45.00', hit: true });

  const cardId = await saveSandboxCard(api.url, shopper);
  await ok('mutation($g: ID!) { addToCart(groupId: $g, quantity: 3) { message } }', { g: id }, shopper);
  await ok('mutation($c: ID!) { placeOrder(input: { cardId: $c }) { orderId } }', { c: cardId }, shopper);

  const after = await withinDelivery(
    () => sharePage(id),
    (page) => page.price !== '45.00',
  );
  expect(after.price).toBe('40.00');
});
