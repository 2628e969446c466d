import http from 'node:http';
import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  addCard,
  addToCart,
  createCustomer,
  createGroup,
  DECLINED,
  type TestCustomer,
} from '../checkout/commerce.fixtures';
import type { GroupDetail } from '../catalog/group-detail-view';
import { STREAMS_PER_ADDRESS } from './group-change-streams';

// Every kind of change of a group reaches GET /api/group-changes as the group's new
// state, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.

type Stream = {
  /** The next event for `groupId` not taken yet, waiting for it if need be. */
  next(groupId: number): Promise<GroupDetail>;
  close(): void;
};

let t: TestApp;
let origin: string;
let adminToken: string;
let buyer: TestCustomer;
let cardId: number;
let stream: Stream;

function openStream(): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const events: GroupDetail[] = [];
    const waiters: Array<{ groupId: number; done: (group: GroupDetail) => void }> = [];
    const deliver = () => {
      for (const waiter of [...waiters]) {
        const index = events.findIndex((event) => event.id === waiter.groupId);
        if (index === -1) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.done(events.splice(index, 1)[0]!);
      }
    };
    const request = http.get(`${origin}/api/group-changes`, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`status ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block === ': listening') {
            resolve({
              next: (groupId) => new Promise((done) => (waiters.push({ groupId, done }), deliver())),
              close: () => request.destroy(),
            });
          }
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.startsWith('event: group') && data) events.push(JSON.parse(data.slice(6)) as GroupDetail);
        }
        deliver();
      });
    });
    request.on('error', reject);
  });
}

async function call(method: 'POST' | 'PUT', url: string, token: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: { authorization: token }, payload });
  return { statusCode: res.statusCode, body: res.json() };
}

async function order(groupId: number, qty: number, customer = buyer, card = cardId) {
  await addToCart(t.app, customer.token, groupId, qty);
  return call('POST', '/api/placeorder', customer.token, { card_id: card });
}

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  buyer = await createCustomer(t.handle.db, 'TX');
  cardId = await addCard(t.app, buyer.token);
  stream = await openStream();
});
afterAll(async () => {
  stream.close();
  await t.close();
});

test('an order that passes a level announces the new count, level, price and units to the next', async () => {
  const groupId = await createGroup(t.handle.db, { maxQuantity: 50 });
  expect((await order(groupId, 12)).statusCode).toBe(200);
  expect(await stream.next(groupId)).toMatchObject({
    id: groupId,
    quantity_booked: 12,
    units_left: 38,
    current_level: 2,
    discounted_price: 90,
    next_level: { quantity_level: 50, discounted_price: 80, units_needed: 9 },
    status: 'Open',
  });
});

test('an order that sells the group out announces it Closed with nothing left', async () => {
  const groupId = await createGroup(t.handle.db, { maxQuantity: 5, levels: [] });
  expect((await order(groupId, 5)).statusCode).toBe(200);
  expect(await stream.next(groupId)).toMatchObject({ quantity_booked: 5, units_left: 0, status: 'Closed' });
});

test('a cancellation announces the units given back and the price going up again', async () => {
  const groupId = await createGroup(t.handle.db, { maxQuantity: 50 });
  const placed = await order(groupId, 11);
  expect((await stream.next(groupId)).current_level).toBe(2);
  const line = await t.handle.db
    .selectFrom('order_lines')
    .select('id')
    .where('order_id', '=', placed.body.data.order_id)
    .executeTakeFirstOrThrow();
  const cancelled = await call('PUT', `/api/admin/order-lines/${line.id}/status`, adminToken, { status: 'cancelled' });
  expect(cancelled.statusCode).toBe(200);
  expect(await stream.next(groupId)).toMatchObject({ quantity_booked: 0, current_level: 1, discounted_price: 100 });
});

test('closing a group and settling one now announce it Closed', async () => {
  const closedId = await createGroup(t.handle.db);
  expect((await call('POST', `/api/admin/groups/${closedId}/close`, adminToken)).statusCode).toBe(200);
  expect(await stream.next(closedId)).toMatchObject({ status: 'Closed', next_level: null });

  const settledId = await createGroup(t.handle.db);
  await order(settledId, 3);
  expect((await stream.next(settledId)).quantity_booked).toBe(3);
  expect((await call('POST', `/api/admin/groups/${settledId}/settle`, adminToken)).statusCode).toBe(200);
  expect(await stream.next(settledId)).toMatchObject({ quantity_booked: 3, status: 'Closed' });
});

test('an admin edit of the levels announces the new price', async () => {
  const groupId = await createGroup(t.handle.db);
  const edited = await call('PUT', `/api/admin/groups/${groupId}`, adminToken, {
    levels: [
      { quantity_level: 10, discounted_price: 95 },
      { quantity_level: 50, discounted_price: 85 },
    ],
  });
  expect(edited.statusCode).toBe(200);
  expect(await stream.next(groupId)).toMatchObject({ discounted_price: 95, next_level: { discounted_price: 85 } });
});

test('an order that rolls back (declined card) announces nothing', async () => {
  const groupId = await createGroup(t.handle.db);
  const declinedBuyer = await createCustomer(t.handle.db, 'TX');
  const declinedCard = await addCard(t.app, declinedBuyer.token, DECLINED);
  const declined = await order(groupId, 4, declinedBuyer, declinedCard);
  expect(declined.body).toMatchObject({ status: 400, message: 'Your card was declined.' });
  // The next event of the group is the close below, not a booking that never committed.
  await call('POST', `/api/admin/groups/${groupId}/close`, adminToken);
  expect(await stream.next(groupId)).toMatchObject({ quantity_booked: 0, status: 'Closed' });
});

test(`more than ${STREAMS_PER_ADDRESS} streams from one address are refused`, async () => {
  const more = await Promise.all(Array.from({ length: STREAMS_PER_ADDRESS - 1 }, () => openStream()));
  const refused = await fetch(`${origin}/api/group-changes`);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toMatchObject({ message: 'Too many group change streams from your address' });
  for (const extra of more) extra.close();
});
