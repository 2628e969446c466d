import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTcpProxy, type TcpProxy } from '../../api/src/test/tcp-proxy';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';
import { liveClient, type LiveClient, type LiveSubscription } from './test/live-client';

// The gateway's streams of group changes from the API are cut (a proxy or a load balancer
// ending them), and cannot come back for a while, while everything else still reaches the
// API; meanwhile an operator changes a group's price (docs/decisions.md#faults). What the
// gateway keeps of public answers follows that stream, so without it nothing is kept:
// the next anonymous listing and share page show the new price, not the kept one. Once
// the streams are back the live feed delivers what changed meanwhile and what changes
// after, and public answers are kept (and dropped on change) again. The streams run
// through a TCP proxy (api/src/test/tcp-proxy.ts) in front of a real API process.

jest.setTimeout(60_000);

/** How long the streams stay refused. */
const CUT_MS = 1_000;
/** How long a change may take to reach the gateway once its stream listens: what a test waits at most. */
const DELIVERY_MS = 10_000;
const PUBLIC_URL = 'https://shop.example.com';
const ZIP = '75201';
const NAME = 'Stream Cut Cast Iron Pan';
const isStream = (request: string) => request.startsWith('GET /api/group-changes ');

const LISTING =
  'query($zip: PostalCode!, $name: String) { groups(filter: { zipCode: $zip, productName: $name }, first: 30) { nodes { id discountedPrice { amount } } } }';
const GROUP_CHANGED = 'subscription($ids: [ID!]!) { groupChanged(ids: $ids) { id discountedPrice { amount } } }';

let api: ApiProcess;
let proxy: TcpProxy;
let gateway: TestGateway;
let dist: string;
let admin: string;
let live: LiveClient | undefined;
let groupId: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function login(email: string, password: string): Promise<string> {
  const { body } = await gateway.graphql(
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  return (body.data as { login: { token: string } }).login.token;
}

/** The anonymous listing's price of the group (its amount), and whether the gateway answered it from what it kept. */
async function listing(): Promise<{ price: string | undefined; hit: boolean }> {
  const answer = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query: LISTING, variables: { zip: ZIP, name: NAME } },
  });
  const { nodes: items } = (answer.json() as { data: { groups: { nodes: { discountedPrice: { amount: string } }[] } } })
    .data.groups;
  return { price: items[0]?.discountedPrice.amount, hit: answer.headers['x-cache'] === 'hit' };
}

/** The group's share page as a messenger fetches it: its `product:price:amount`, and whether it was kept. */
async function sharePage(): Promise<{ price: string | undefined; hit: boolean }> {
  const answer = await gateway.app.inject({
    method: 'GET',
    url: `/product/${groupId}`,
    headers: { accept: 'text/html', 'user-agent': 'WhatsApp/2.23' },
  });
  const price = /<meta property="product:price:amount" content="([^"]*)"/.exec(answer.body)?.[1];
  return { price, hit: answer.headers['x-cache'] === 'hit' };
}

/** Reads until `done` holds; fails after DELIVERY_MS. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + DELIVERY_MS;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${DELIVERY_MS} ms`);
    await sleep(25);
  }
}

/** New price levels, written at the API itself: only the stream of group changes can tell the gateway. */
async function changeLevels(firstLevelDollars: number): Promise<void> {
  const answer = await fetch(`${api.url}/api/admin/groups/${groupId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({
      levels: [
        { quantity_level: 5, discounted_price: firstLevelDollars },
        { quantity_level: 20, discounted_price: 30 },
      ],
    }),
  });
  expect(answer.status).toBe(200);
}

/** The next event of the subscription whose price is `amount` (the feed may repeat a state first). */
async function eventWithPrice(subscription: LiveSubscription, amount: string): Promise<void> {
  for (;;) {
    const event = await subscription.next();
    const group = (event.data as { groupChanged: { discountedPrice: { amount: string } } }).groupChanged;
    if (group.discountedPrice.amount === amount) return;
  }
}

beforeAll(async () => {
  api = await startApiProcess();
  proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(api.url).port) });
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stream-cut-'));
  fs.copyFileSync(path.join(__dirname, '../../web/index.html'), path.join(dist, 'index.html'));
  gateway = await startTestGateway({ API_URL: `http://127.0.0.1:${proxy.port}`, WEB_DIST: dist, PUBLIC_URL });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await login('admin@example.com', 'Admin@1234');
  const created = await gateway.graphql(
    'mutation($input: AdminGroupInput!) { admin { createGroup(input: $input) { group { id } } } }',
    {
      input: {
        categoryId: '2',
        productName: NAME,
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
      },
    },
    admin,
  );
  groupId = (created.body.data as { admin: { createGroup: { group: { id: string } } } }).admin.createGroup.group.id;
});
afterAll(async () => {
  await live?.dispose();
  await gateway?.app.close();
  await proxy?.close();
  await api?.stop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

test('streams cut: nothing stale is served meanwhile; once back, the live feed and the kept answers follow changes again', async () => {
  const shopper = await login('shopper@example.com', 'Shopper@123');
  live = liveClient(`ws://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}/graphql`, shopper);
  const subscription = live.subscribe(GROUP_CHANGED, { ids: [groupId] });
  await eventWithPrice(subscription, '45.00');
  // Kept: the listing and the share page are answered from the gateway's memory.
  expect(await until(listing, (answer) => answer.hit)).toEqual({ price: '45.00', hit: true });
  expect(await until(sharePage, (page) => page.hit)).toEqual({ price: '45.00', hit: true });

  proxy.refuse(isStream);
  proxy.cut(isStream);
  await changeLevels(42);
  // Fresh, and not kept while no stream could tell of the next change.
  expect(await listing()).toEqual({ price: '42.00', hit: false });
  expect(await listing()).toEqual({ price: '42.00', hit: false });
  expect(await sharePage()).toEqual({ price: '42.00', hit: false });
  expect(await sharePage()).toEqual({ price: '42.00', hit: false });

  await sleep(CUT_MS);
  proxy.refuse(undefined);
  // The feed reconnects and reads the watched group again: the change made meanwhile...
  await eventWithPrice(subscription, '42.00');
  // ...and the public answers are kept again once the stream listens.
  expect(await until(listing, (answer) => answer.hit)).toEqual({ price: '42.00', hit: true });
  expect(await until(sharePage, (page) => page.hit)).toEqual({ price: '42.00', hit: true });

  // A change after the reconnect reaches the subscriber and drops what was kept.
  await changeLevels(41);
  await eventWithPrice(subscription, '41.00');
  expect((await until(listing, (answer) => answer.price === '41.00')).price).toBe('41.00');
  expect((await until(sharePage, (page) => page.price === '41.00')).price).toBe('41.00');
});
