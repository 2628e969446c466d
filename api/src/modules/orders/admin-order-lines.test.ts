import fs from 'node:fs';
import path from 'node:path';
import { loginAs } from '../../test/login';
import { walkAdminList } from '../../test/cursor-walk';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, createCustomer, type TestCustomer, buyFreshGroup } from '../checkout/commerce.fixtures';

let t: TestApp;
let adminToken: string;
let buyer: TestCustomer;
let cardId: number;
let buyerEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  buyer = await createCustomer(t.handle.db, 'TX');
  cardId = await addCard(t.app, buyer.token);
  buyerEmail = (
    await t.handle.db.selectFrom('customers').select('email').where('id', '=', buyer.id).executeTakeFirstOrThrow()
  ).email;
});
afterAll(async () => {
  await t.close();
});

const boughtLine = (qty = 2) => buyFreshGroup(t.app, t.handle.db, buyer, cardId, qty);

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = adminToken) {
  const res = await t.app.inject({ method, url, headers: { authorization: token }, payload });
  return { statusCode: res.statusCode, body: res.json() };
}

const setStatus = (lineId: number, payload: object) => call('PUT', `/api/admin/order-lines/${lineId}/status`, payload);

/** A line of the buyer's, shipped and delivered. */
async function deliveredLine() {
  const line = await boughtLine();
  await setStatus(line.lineId, { status: 'shipping', tracking_company_name: 'UPS', tracking_number: '1Z2' });
  await setStatus(line.lineId, { status: 'completed' });
  return line;
}

/** The buyer asks to return the line (`POST order/request-return`). */
const requestReturn = (orderId: number, lineId: number, request: object = { return_reason: 'other' }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/request-return',
    headers: { authorization: buyer.token },
    payload: { order_id: orderId, order_line_id: lineId, ...request },
  });

async function refundsOf(lineId: number) {
  return (
    await t.handle.db
      .selectFrom('payments')
      .select('amount_cents')
      .where('order_line_id', '=', lineId)
      .where('kind', '=', 'refund')
      .orderBy('id')
      .execute()
  ).map((r) => r.amount_cents);
}

// 2 × $100 in Texas: goods 20000, tax 1250, shipping 1000, fee 400 = 22650 cents.
const PAID = 22_650;

describe('order line status', () => {
  test('in_progress → shipping (with tracking) → completed issues the invoice', async () => {
    const { lineId, orderId } = await boughtLine();
    let res = await setStatus(lineId, { status: 'shipping', tracking_company_name: 'UPS' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('tracking_company_name and tracking_number are required for shipping');

    res = await setStatus(lineId, { status: 'shipping', tracking_company_name: 'UPS', tracking_number: '1Z999' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      order_line_id: lineId,
      order_id: orderId,
      status: 'shipping',
      tracking_company_name: 'UPS',
      tracking_number: '1Z999',
      paid_total: PAID / 100,
      final_price: null,
      refunded_amount: 0,
      invoice_id: null,
    });

    res = await setStatus(lineId, { status: 'completed' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.invoice_id).toBe(`INV-${String(lineId).padStart(6, '0')}`);

    const orders = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: buyer.token },
      payload: { status: 'completed' },
    });
    const line = orders.json().data.order_list.find((l: { order_line_id: number }) => l.order_line_id === lineId);
    expect(line.invoice_id).toBe(res.body.data.invoice_id);
    expect(line.invoice_url).toMatch(new RegExp(`^/invoice\\?orderid=${orderId}&token=[0-9a-f]{64}$`));
  });

  test('an illegal move is a 409 naming the current status; bad input a 400', async () => {
    const { lineId } = await boughtLine();
    let res = await setStatus(lineId, { status: 'completed' });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Order line is in_progress; it cannot become completed');
    res = await setStatus(lineId, { status: 'lost' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/^status must be one of in_progress/);
    res = await setStatus(999_999, { status: 'shipping' });
    expect(res.statusCode).toBe(404);
    res = await call('PUT', '/api/admin/order-lines/abc/status', { status: 'shipping' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('id must be a positive integer');
  });

  test("a return request is the buyer's move: an operator cannot make it, the buyer can, once", async () => {
    const { lineId, orderId } = await deliveredLine();
    let res = await setStatus(lineId, { status: 'return_requested' });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Order line is completed; it cannot become return_requested');
    expect((await call('GET', `/api/admin/order-lines?search=${lineId}`)).body.data.order_lines[0]).toMatchObject({
      status: 'completed',
      return_reason: null,
    });

    const request = { return_reason: 'wrong_item', return_note: 'Blue, not red' };
    expect((await requestReturn(orderId, lineId, request)).statusCode).toBe(200);
    const again = await requestReturn(orderId, lineId, request);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order line is return_requested; only delivered items can be returned.');
    res = await call('GET', `/api/admin/order-lines?search=${lineId}`);
    expect(res.body.data.order_lines[0]).toMatchObject({
      status: 'return_requested',
      return_reason: 'wrong_item',
      return_note: 'Blue, not red',
    });
  });

  test('cancelling refunds the whole line once and gives the units back', async () => {
    const { lineId, groupId } = await boughtLine();
    const res = await setStatus(lineId, { status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', refunded_amount: PAID / 100 });
    expect(await refundsOf(lineId)).toEqual([PAID]);
    const group = await t.handle.db
      .selectFrom('groups')
      .select('quantity_booked')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    expect(group.quantity_booked).toBe(0);
    expect((await setStatus(lineId, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await refundsOf(lineId)).toEqual([PAID]);
  });

  test('a return accepted through to refunded pays back what settlement did not', async () => {
    const { lineId, orderId, groupId } = await deliveredLine();
    await t.handle.db.updateTable('groups').set({ quantity_booked: 25 }).where('id', '=', groupId).execute();
    let res = await call('POST', `/api/admin/groups/${groupId}/settle`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ lines_settled: 1, refunded_cents: 4_330 });

    res = await call('POST', `/api/admin/order-lines/${lineId}/return/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Order line is completed; it cannot become return_accepted');

    const requested = await requestReturn(orderId, lineId, { group_id: groupId, return_reason: 'damaged' });
    expect(requested.statusCode).toBe(200);
    const listed = await call('GET', '/api/admin/order-lines?status=return_requested');
    expect(
      listed.body.data.order_lines.find((l: { order_line_id: number }) => l.order_line_id === lineId),
    ).toMatchObject({
      return_reason: 'damaged',
      final_price: 80,
      refunded_amount: 43.3,
    });

    res = await call('POST', `/api/admin/order-lines/${lineId}/return/accept`);
    expect(res.body.data.status).toBe('return_accepted');
    res = await setStatus(lineId, { status: 'return_in_progress' });
    expect(res.body.data.status).toBe('return_in_progress');
    res = await setStatus(lineId, { status: 'refunded' });
    expect(res.body.data).toMatchObject({ status: 'refunded', refunded_amount: PAID / 100 });
    expect(await refundsOf(lineId)).toEqual([4_330, PAID - 4_330]);
    const ret = await t.handle.db
      .selectFrom('returns')
      .select('status')
      .where('order_line_id', '=', lineId)
      .executeTakeFirstOrThrow();
    expect(ret.status).toBe('refunded');
  });

  test('a declined return ends there', async () => {
    const { lineId, orderId } = await deliveredLine();
    await requestReturn(orderId, lineId);
    const res = await call('POST', `/api/admin/order-lines/${lineId}/return/decline`);
    expect(res.body.data.status).toBe('return_declined');
    expect(res.body.data.return_decline_reason).toBeNull();
    expect((await setStatus(lineId, { status: 'return_in_progress' })).statusCode).toBe(409);
  });

  test("a decline's reason is kept and the buyer reads it on their orders", async () => {
    const { lineId, orderId } = await deliveredLine();
    await requestReturn(orderId, lineId);
    const tooLong = await call('POST', `/api/admin/order-lines/${lineId}/return/decline`, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    const res = await call('POST', `/api/admin/order-lines/${lineId}/return/decline`, { reason: 'Opened and used' });
    expect(res.body.data).toMatchObject({ status: 'return_declined', return_decline_reason: 'Opened and used' });
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: buyer.token },
      payload: {},
    });
    const line = mine.json().data.order_list.find((l: { order_line_id: number }) => l.order_line_id === lineId);
    expect(line.return_decline_reason).toBe('Opened and used');
  });
});

/** Subjects of the mails in the outbox that went to the buyer. */
function mailsToBuyer(): string[] {
  if (!fs.existsSync(t.config.outboxDir)) return [];
  return fs
    .readdirSync(t.config.outboxDir)
    .filter((f) => f.endsWith('.json'))
    .map(
      (f) => JSON.parse(fs.readFileSync(path.join(t.config.outboxDir, f), 'utf8')) as { to: string; subject: string },
    )
    .filter((m) => m.to === buyerEmail)
    .map((m) => m.subject);
}

describe('mails', () => {
  test('the buyer hears of each move and of the settlement refund', async () => {
    const { lineId, groupId } = await boughtLine();
    const product = (await call('GET', '/api/admin/order-lines')).body.data.order_lines.find(
      (l: { order_line_id: number }) => l.order_line_id === lineId,
    ).product_name as string;
    await setStatus(lineId, { status: 'shipping', tracking_company_name: 'UPS', tracking_number: '1Z4' });
    await setStatus(lineId, { status: 'completed' });
    await call('POST', `/api/admin/groups/${groupId}/settle`);
    await t.app.jobs.drain();
    expect(mailsToBuyer()).toEqual(
      expect.arrayContaining([
        `Your order of ${product} has shipped`,
        `Your order of ${product} was delivered`,
        `${product}: the group has closed`,
      ]),
    );
  });
});

describe('admin order routes', () => {
  test('need an admin: 401 without a session, 403 for a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/order-lines' })).statusCode).toBe(401);
    const res = await call('GET', '/api/admin/order-lines', undefined, buyer.token);
    expect(res.statusCode).toBe(403);
    expect((await call('POST', '/api/admin/settlement/run', undefined, buyer.token)).statusCode).toBe(403);
  });

  test('lists by status and validates the filter', async () => {
    const res = await call('GET', '/api/admin/order-lines?status=in_progress');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.order_lines.every((l: { status: string }) => l.status === 'in_progress')).toBe(true);
    expect((await call('GET', '/api/admin/order-lines?status=nope')).statusCode).toBe(400);
  });

  test('pages instead of cutting off: every line reachable, with the total and whether more follow', async () => {
    await boughtLine();
    await boughtLine();
    await boughtLine();
    const total = (await t.handle.db.selectFrom('order_lines').select('id').execute()).length;
    const seen: number[] = [];
    for (let page = 1; ; page += 1) {
      const res = await call('GET', `/api/admin/order-lines?page=${page}&page_size=2`);
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toMatchObject({ page, page_size: 2, total });
      seen.push(...res.body.data.order_lines.map((l: { order_line_id: number }) => l.order_line_id));
      if (!res.body.data.has_more) break;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect((await call('GET', '/api/admin/order-lines?page_size=101')).body.message).toBe(
      'page_size must be an integer from 1 to 100',
    );
  });

  test('searches by e-mail, name part, product, order, group or line id; the total counts the matches', async () => {
    const line = await boughtLine(1);
    const row = await t.handle.db
      .selectFrom('order_lines as l')
      .innerJoin('groups as g', 'g.id', 'l.group_id')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .innerJoin('customers as c', 'c.id', 'o.customer_id')
      .select(['l.order_id', 'l.group_id', 'g.product_name', 'c.first_name'])
      .where('l.id', '=', line.lineId)
      .executeTakeFirstOrThrow();
    const found = async (search: string) => {
      const res = await call('GET', `/api/admin/order-lines?search=${encodeURIComponent(search)}&page_size=100`);
      expect(res.statusCode).toBe(200);
      const ids = res.body.data.order_lines.map((l: { order_line_id: number }) => l.order_line_id);
      expect(res.body.data.total).toBe(ids.length);
      return ids as number[];
    };
    expect(await found(buyerEmail.toUpperCase())).toContain(line.lineId);
    expect(await found(row.first_name.slice(1, 4))).toContain(line.lineId);
    expect(await found(row.product_name)).toEqual([line.lineId]);
    expect(await found(String(row.order_id))).toContain(line.lineId);
    expect(await found(String(row.group_id))).toContain(line.lineId);
    expect(await found(String(line.lineId))).toContain(line.lineId);
    // LIKE's wildcards match literally.
    expect(await found('%')).toEqual([]);
    expect((await call('GET', '/api/admin/order-lines?search=%00')).statusCode).toBe(400);
  });

  test('by cursor, newest or oldest first, filtered or not: exactly the rows of the pages, in order', async () => {
    await boughtLine();
    await boughtLine();
    const get = (url: string) => call('GET', url);
    type Line = { cursor: string; order_line_id: number };
    for (const url of [
      '/api/admin/order-lines',
      '/api/admin/order-lines?sort=oldest',
      '/api/admin/order-lines?status=in_progress',
    ]) {
      const { byPage, forward, backward } = await walkAdminList<Line>(get, url, 'order_lines', 3);
      expect(byPage.length).toBeGreaterThan(3);
      expect(forward).toEqual(byPage);
      expect(backward).toEqual(byPage);
      const ids = byPage.map((line) => line.order_line_id);
      expect(ids).toEqual([...ids].sort((a, b) => (url.includes('oldest') ? a - b : b - a)));
    }
  });

  test('a bad cursor, both cursors, or a cursor with a page is a 400 naming them', async () => {
    const { end_cursor: newest } = (await call('GET', '/api/admin/order-lines?page_size=1')).body.data;
    const message = async (query: string) => (await call('GET', `/api/admin/order-lines?${query}`)).body.message;
    expect(await message('after=garbage')).toBe('after is not a cursor of this list');
    expect(await message(`before=${'A'.repeat(1001)}`)).toBe('before is not a cursor of this list');
    // A cursor of the newest-first order does not page the oldest-first one.
    expect(await message(`sort=oldest&after=${newest}`)).toBe('after is not a cursor of this list');
    expect(await message(`after=${newest}&before=${newest}`)).toBe('after and before cannot be given together');
    expect(await message(`page=2&after=${newest}`)).toBe('page cannot be combined with after or before');
  });

  test('settlement run and settle of an unknown group', async () => {
    const res = await call('POST', '/api/admin/settlement/run');
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      groups_closed: expect.any(Number),
      lines_settled: expect.any(Number),
      refunded_cents: expect.any(Number),
    });
    expect((await call('POST', '/api/admin/groups/999999/settle')).statusCode).toBe(404);
  });
});

describe('bulk moves and sorting', () => {
  const bulk = (payload: object, token = adminToken) => call('POST', '/api/admin/order-lines/status', payload, token);

  test('moves each selected line on its own and says per line what happened', async () => {
    const first = await boughtLine(1);
    const second = await boughtLine(1);
    const cancelled = await boughtLine(1);
    expect((await setStatus(cancelled.lineId, { status: 'cancelled' })).statusCode).toBe(200);

    const res = await bulk({
      order_line_ids: [first.lineId, cancelled.lineId, second.lineId, 999_999],
      status: 'shipping',
      tracking_company_name: 'UPS',
      tracking_number: '1ZBULK',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('2 order lines updated, 2 refused');
    expect(res.body.data).toMatchObject({ moved: 2, refused: 2 });
    expect(res.body.data.results).toEqual([
      expect.objectContaining({ order_line_id: first.lineId, ok: true, message: 'Order line updated' }),
      {
        order_line_id: cancelled.lineId,
        ok: false,
        message: 'Order line is cancelled; it cannot become shipping',
        order_line: null,
      },
      expect.objectContaining({ order_line_id: second.lineId, ok: true }),
      { order_line_id: 999_999, ok: false, message: 'Order line not found', order_line: null },
    ]);
    expect(res.body.data.results[0].order_line).toMatchObject({ status: 'shipping', tracking_number: '1ZBULK' });
    const statuses = await t.handle.db
      .selectFrom('order_lines')
      .select(['id', 'status', 'tracking_number'])
      .where('id', 'in', [first.lineId, second.lineId, cancelled.lineId])
      .orderBy('id')
      .execute();
    expect(statuses).toEqual([
      { id: first.lineId, status: 'shipping', tracking_number: '1ZBULK' },
      { id: second.lineId, status: 'shipping', tracking_number: '1ZBULK' },
      { id: cancelled.lineId, status: 'cancelled', tracking_number: null },
    ]);

    const delivered = await bulk({ order_line_ids: [first.lineId, second.lineId], status: 'completed' });
    expect(delivered.body.message).toBe('2 order lines updated');
  });

  test('bad input is refused whole, before any line moves', async () => {
    const { lineId } = await boughtLine(1);
    const refused = async (payload: object, message: string) => {
      const res = await bulk(payload);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(message);
    };
    await refused(
      { order_line_ids: [lineId], status: 'shipping', tracking_company_name: 'UPS' },
      'tracking_company_name and tracking_number are required for shipping',
    );
    const ids = 'order_line_ids must be 1 to 100 distinct positive integers';
    await refused({ order_line_ids: [], status: 'completed' }, ids);
    await refused({ order_line_ids: [lineId, lineId], status: 'completed' }, ids);
    await refused({ order_line_ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'completed' }, ids);
    await refused({ order_line_ids: ['x'], status: 'completed' }, ids);
    const line = await t.handle.db
      .selectFrom('order_lines')
      .select('status')
      .where('id', '=', lineId)
      .executeTakeFirstOrThrow();
    expect(line.status).toBe('in_progress');
    expect((await bulk({ order_line_ids: [lineId], status: 'completed' }, buyer.token)).statusCode).toBe(403);
  });

  test("sorts newest or oldest first, and narrows to one customer's lines", async () => {
    const ids = async (query: string) =>
      (await call('GET', `/api/admin/order-lines?page_size=100&${query}`)).body.data.order_lines.map(
        (l: { order_line_id: number }) => l.order_line_id,
      ) as number[];
    const oldest = await ids('sort=oldest');
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    const newest = await ids('sort=newest');
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    expect((await call('GET', '/api/admin/order-lines?sort=cheapest')).body.message).toBe(
      'sort must be one of newest, oldest',
    );

    const other = await createCustomer(t.handle.db, 'TX');
    const otherCard = await addCard(t.app, other.token);
    const theirs = await buyFreshGroup(t.app, t.handle.db, other, otherCard, 1);
    expect(await ids(`customer_id=${other.id}`)).toEqual([theirs.lineId]);
    expect((await call('GET', '/api/admin/order-lines?customer_id=0')).statusCode).toBe(400);
  });
});

describe('refunds never overlap settlement', () => {
  test('a line claimed by a settlement runner cannot be cancelled until it is settled', async () => {
    const { lineId } = await boughtLine();
    await t.handle.db
      .updateTable('order_lines')
      .set({ settle_claimed_at: new Date().toISOString() })
      .where('id', '=', lineId)
      .execute();
    const res = await setStatus(lineId, { status: 'cancelled' });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Order line is being settled; try again in a few minutes');
    expect(await refundsOf(lineId)).toEqual([]);
  });
});
