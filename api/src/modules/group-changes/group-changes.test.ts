import { readEventStream } from '../../test/event-stream';
import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  addCard,
  addToCart,
  createCustomer,
  createGroup as insertGroup,
  DECLINED,
  type TestCustomer,
  type TestGroupOptions,
} from '../checkout/commerce.fixtures';
import type { GroupDetail } from '../catalog/group-detail-view';
import { renderPdf } from '../../seed/pdf-document';
import { STREAMS_PER_ADDRESS } from '../../lib/event-streams';

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

async function openStream(): Promise<Stream> {
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
  const opened = await readEventStream(origin, '/api/group-changes', (block) => {
    const data = block.split('\n').find((line) => line.startsWith('data: '));
    if (block.startsWith('event: group') && data) events.push(JSON.parse(data.slice(6)) as GroupDetail);
    deliver();
  });
  return {
    next: (groupId) => new Promise((done) => (waiters.push({ groupId, done }), deliver())),
    close: () => opened.close(),
  };
}

async function call(method: 'POST' | 'PUT', url: string, token: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: { authorization: token }, payload });
  return { statusCode: res.statusCode, body: res.json() };
}

/**
 * A new group (the fixture's insert, one transaction), its creation's announcement taken:
 * what `stream.next` answers for it afterwards is what the test does to it.
 */
async function createGroup(options?: TestGroupOptions) {
  const groupId = await insertGroup(t.handle.db, options);
  expect(await stream.next(groupId)).toMatchObject({ id: groupId, quantity_booked: 0 });
  return groupId;
}

/** Announces a file for the group and PUTs `content` to its signed URL, as the console does; answers its path. */
async function upload(groupId: number, kind: 'images' | 'documents', content: Buffer, contentType: string) {
  const announced = await call('POST', `/api/admin/groups/${groupId}/${kind}`, adminToken, {
    mime_type: contentType,
    ...(kind === 'documents' ? { file_name: 'Care guide.pdf' } : {}),
  });
  expect(announced.statusCode).toBe(200);
  const { upload_url: uploadUrl, image_url: imageUrl, document_url: documentUrl } = announced.body.data;
  const { pathname, search } = new URL(uploadUrl as string);
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api${pathname}${search}`,
    headers: { 'content-type': contentType },
    payload: content,
  });
  expect(put.statusCode).toBe(200);
  return (imageUrl ?? documentUrl) as string;
}

const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
]);

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
  const groupId = await createGroup({ maxQuantity: 50 });
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
  const groupId = await createGroup({ maxQuantity: 5, levels: [] });
  expect((await order(groupId, 5)).statusCode).toBe(200);
  expect(await stream.next(groupId)).toMatchObject({ quantity_booked: 5, units_left: 0, status: 'Closed' });
});

test('a cancellation announces the units given back and the price going up again', async () => {
  const groupId = await createGroup({ maxQuantity: 50 });
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
  const closedId = await createGroup();
  expect((await call('POST', `/api/admin/groups/${closedId}/close`, adminToken)).statusCode).toBe(200);
  expect(await stream.next(closedId)).toMatchObject({ status: 'Closed', next_level: null });

  const settledId = await createGroup();
  await order(settledId, 3);
  expect((await stream.next(settledId)).quantity_booked).toBe(3);
  expect((await call('POST', `/api/admin/groups/${settledId}/settle`, adminToken)).statusCode).toBe(200);
  expect(await stream.next(settledId)).toMatchObject({ quantity_booked: 3, status: 'Closed' });
});

test('an admin edit of the levels announces the new price', async () => {
  const groupId = await createGroup();
  const edited = await call('PUT', `/api/admin/groups/${groupId}`, adminToken, {
    levels: [
      { quantity_level: 10, discounted_price: 95 },
      { quantity_level: 50, discounted_price: 85 },
    ],
  });
  expect(edited.statusCode).toBe(200);
  expect(await stream.next(groupId)).toMatchObject({ discounted_price: 95, next_level: { discounted_price: 85 } });
});

test("an admin's new group is announced as created, with its levels", async () => {
  const category = await t.handle.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const created = await call('POST', '/api/admin/groups', adminToken, {
    category_id: category.id,
    product_name: 'Announced Skillet',
    description: 'Pre-seasoned cast iron.',
    price: 50,
    shipping: 7,
    max_quantity: 100,
    end_date: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    supplier_zip: '75204',
    supplier_street: '3300 McKinney Ave',
    supplier_city: 'Dallas',
    supplier_state: 'TX',
    radius_miles: 40,
    levels: [
      { quantity_level: 10, discounted_price: 45 },
      { quantity_level: 100, discounted_price: 40 },
    ],
  });
  expect(created.statusCode).toBe(200);
  const groupId = created.body.data.id as number;
  expect(await stream.next(groupId)).toMatchObject({
    id: groupId,
    product_name: 'Announced Skillet',
    quantity_booked: 0,
    discounted_price: 45,
    levels: [
      { quantity_level: 10, discounted_price: 45 },
      { quantity_level: 100, discounted_price: 40 },
    ],
    status: 'Open',
  });
});

test('a picture added and taken off is announced each time', async () => {
  const groupId = await createGroup();
  const imageUrl = await upload(groupId, 'images', PNG_BYTES, 'image/png');
  expect((await stream.next(groupId)).productImage).toEqual([{ imageUrl }]);
  const removed = await call('POST', `/api/admin/groups/${groupId}/images/remove`, adminToken, {
    image_url: imageUrl,
  });
  expect(removed.statusCode).toBe(200);
  expect((await stream.next(groupId)).productImage).toEqual([]);
});

test('a document added and taken off is announced each time', async () => {
  const groupId = await createGroup();
  const documentUrl = await upload(groupId, 'documents', renderPdf('Care guide', ['Wash by hand.']), 'application/pdf');
  expect((await stream.next(groupId)).documentUrl).toEqual([{ path: documentUrl, file_name: 'Care guide.pdf' }]);
  const removed = await call('POST', `/api/admin/groups/${groupId}/documents/remove`, adminToken, {
    document_url: documentUrl,
  });
  expect(removed.statusCode).toBe(200);
  expect((await stream.next(groupId)).documentUrl).toEqual([]);
});

test('an edit of the delivery radius alone is announced: it moves the group in or out of listings', async () => {
  const groupId = await createGroup();
  const edited = await call('PUT', `/api/admin/groups/${groupId}`, adminToken, { radius_miles: 5 });
  expect(edited.statusCode).toBe(200);
  // The group's answer is the same as before; the event says that something a listing
  // shows of it (whether it is listed at all) changed.
  expect(await stream.next(groupId)).toMatchObject({ id: groupId, quantity_booked: 0, status: 'Open' });
  // Nothing else of the group changed: the next event is the close below.
  await call('POST', `/api/admin/groups/${groupId}/close`, adminToken);
  expect(await stream.next(groupId)).toMatchObject({ status: 'Closed' });
});

test('an order that rolls back (declined card) announces nothing', async () => {
  const groupId = await createGroup();
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
