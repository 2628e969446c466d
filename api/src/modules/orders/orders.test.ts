import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, addToCart, createCustomer, createGroup, type TestCustomer } from '../checkout/commerce.fixtures';

let t: TestApp;
let buyer: TestCustomer;
let other: TestCustomer;
let firstOrder: number;
let secondOrder: number;
let lampId: number;
let deskId: number;
// Each customer saves their card once: the same card again is refused (docs/decisions.md, "Money integrity").
let buyerCard: number;
let otherCard: number;

async function order(c: TestCustomer, cardId: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: c.token },
    payload: { card_id: cardId },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.order_id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCustomer(t.handle.db, 'NY');
  other = await createCustomer(t.handle.db, 'NY');
  buyerCard = await addCard(t.app, buyer.token);
  otherCard = await addCard(t.app, other.token);
  lampId = await createGroup(t.handle.db, { region: 'newYork', productName: 'Orders Lamp', shippingCents: 300 });
  deskId = await createGroup(t.handle.db, { region: 'newYork', productName: 'Orders Desk' });
  await addToCart(t.app, buyer.token, lampId, 2);
  firstOrder = await order(buyer, buyerCard);
  await addToCart(t.app, buyer.token, deskId, 1);
  secondOrder = await order(buyer, buyerCard);
  await addToCart(t.app, other.token, lampId, 1);
  await order(other, otherCard);
});
afterAll(async () => {
  await t.close();
});

async function list(c: TestCustomer, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { authorization: c.token }, payload });
  return { statusCode: res.statusCode, body: res.json() };
}

describe('POST /api/orders', () => {
  test('the caller’s order lines, newest order first, in the product rules’ shape', async () => {
    const { statusCode, body } = await list(buyer, { status: null });
    expect(statusCode).toBe(200);
    expect(body.status).toBe(200);
    expect(body.message).toBe('Orders fetched');
    const lines = body.data.order_list;
    expect(lines.map((l: { order_id: number }) => l.order_id)).toEqual([secondOrder, firstOrder]);
    const lamp = lines[1];
    expect(lamp).toEqual({
      cursor: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      order_id: firstOrder,
      order_line_id: expect.any(Number),
      price: 100,
      quantity: 2,
      tax_price: 8, // New York 4 % of $200
      shipping: 6,
      platform_fee: 4,
      invoice_id: 'NULL',
      invoice_url: null,
      final_price: null,
      refunded_amount: 0,
      return_decline_reason: null,
      // The lamp's group is open with 3 booked: still the first level, nothing to refund yet.
      today_price: 100,
      refund_if_closed_now: 0,
      group: {
        group_id: lampId,
        product_name: 'Orders Lamp',
        product_image: null,
        status: 'in_progress',
        tracking_company_name: null,
        tracking_number: null,
        date_created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        street: '1 Test St',
        city: 'New York',
        state: 'NY',
        country: 'United States',
        zip_code: '10001',
        order_line_id: lamp.order_line_id,
      },
    });
    expect(lines[0].group.group_id).toBe(deskId);
    // The whole list is one page.
    expect(body.data).toMatchObject({
      total: 2,
      has_next_page: false,
      has_previous_page: false,
      start_cursor: lines[0].cursor,
      end_cursor: lamp.cursor,
    });
  });

  test('filters by line status; another customer never sees these lines', async () => {
    await t.handle.db
      .updateTable('order_lines')
      .set({ status: 'shipping', tracking_company_name: 'UPS', tracking_number: '1Z999' })
      .where('order_id', '=', secondOrder)
      .execute();
    let res = await list(buyer, { status: 'shipping' });
    expect(res.body.data.order_list).toHaveLength(1);
    expect(res.body.data.order_list[0].group).toMatchObject({
      status: 'shipping',
      tracking_company_name: 'UPS',
      tracking_number: '1Z999',
    });
    res = await list(buyer, { status: 'refunded' });
    expect(res.body.data.order_list).toEqual([]);
    res = await list(buyer, {});
    expect(res.body.data.order_list).toHaveLength(2);

    res = await list(other, {});
    expect(res.body.data.order_list).toHaveLength(1);
    expect(res.body.data.order_list[0].order_id).not.toBe(firstOrder);
    expect(res.body.data.order_list[0].order_id).not.toBe(secondOrder);

    res = await list(buyer, { status: 'lost' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/^status must be one of in_progress, shipping/);
    expect((await t.app.inject({ method: 'POST', url: '/api/orders', payload: {} })).statusCode).toBe(401);
  });
});

describe("an open group's line: today's price and the refund if it closed now", () => {
  async function lineOf(c: TestCustomer, orderId: number) {
    const { body } = await list(c, {});
    return body.data.order_list.find((l: { order_id: number }) => l.order_id === orderId);
  }

  test('follows the level the group reached, by settlement’s rule in cents, and is gone once the group closes', async () => {
    const groupId = await createGroup(t.handle.db, { region: 'newYork', productName: 'Refund Lamp' });
    await addToCart(t.app, buyer.token, groupId, 2);
    const buyerOrder = await order(buyer, buyerCard);
    expect(await lineOf(buyer, buyerOrder)).toMatchObject({ price: 100, today_price: 100, refund_if_closed_now: 0 });

    // 11 booked: the second level ($90) applies to everyone.
    await addToCart(t.app, other.token, groupId, 9);
    await order(other, otherCard);
    // (100 − 90) × 2 = $20 of goods, plus New York's 4 % tax on it ($0.80) and the 2 % fee ($0.40).
    expect(await lineOf(buyer, buyerOrder)).toMatchObject({ price: 100, today_price: 90, refund_if_closed_now: 21.2 });

    await t.handle.db.updateTable('groups').set({ status: 'Closed' }).where('id', '=', groupId).execute();
    expect(await lineOf(buyer, buyerOrder)).toMatchObject({ today_price: null, refund_if_closed_now: null });
  });

  test('a cancelled line of an open group has neither figure', async () => {
    const groupId = await createGroup(t.handle.db, { region: 'newYork', productName: 'Cancelled Lamp' });
    await addToCart(t.app, buyer.token, groupId, 1);
    const buyerOrder = await order(buyer, buyerCard);
    await t.handle.db
      .updateTable('order_lines')
      .set({ status: 'cancelled' })
      .where('order_id', '=', buyerOrder)
      .execute();
    expect(await lineOf(buyer, buyerOrder)).toMatchObject({ today_price: null, refund_if_closed_now: null });
  });
});

describe('POST /api/orders by cursor', () => {
  type Line = { cursor: string; order_id: number; order_line_id: number; group: { status: string } };
  type Page = {
    order_list: Line[];
    total: number;
    has_next_page: boolean;
    has_previous_page: boolean;
    start_cursor: string | null;
    end_cursor: string | null;
  };
  let pager: TestCustomer;
  const orders: number[] = [];

  async function page(payload: object): Promise<Page> {
    const { statusCode, body } = await list(pager, payload);
    expect(statusCode).toBe(200);
    return body.data;
  }
  const lineIds = (lines: Line[]) => lines.map((line) => line.order_line_id);

  beforeAll(async () => {
    pager = await createCustomer(t.handle.db, 'NY');
    const card = await addCard(t.app, pager.token);
    const groups = await Promise.all(
      [1, 2, 3].map((n) => createGroup(t.handle.db, { region: 'newYork', productName: `Paged Lamp ${n}` })),
    );
    // Orders of 2, 1, 3 and 1 lines: pages end inside orders as well as between them.
    for (const size of [2, 1, 3, 1]) {
      for (const groupId of groups.slice(0, size)) await addToCart(t.app, pager.token, groupId, 1);
      orders.push(await order(pager, card));
    }
    // Two orders placed at the same moment: the newer id comes first.
    await t.handle.db
      .updateTable('orders')
      .set({ created_at: '2030-01-01T00:00:00.000Z' })
      .where('id', 'in', [orders[1]!, orders[2]!])
      .execute();
  });

  test('`limit` and `after` page through exactly the whole list, in its order; `before` walks back', async () => {
    const whole = await page({});
    expect(whole.total).toBe(7);
    // Newest order first; of the two placed at one moment the newer id; lines by id.
    const [a, b, c, d] = orders;
    expect(whole.order_list.map((line) => line.order_id)).toEqual([c, c, c, b, d, a, a]);
    const within = whole.order_list.filter((line) => line.order_id === c).map((line) => line.order_line_id);
    expect(within).toEqual([...within].sort((x, y) => x - y));

    for (const limit of [1, 2, 3, 7, 100]) {
      const forward: Line[] = [];
      let current = await page({ limit });
      expect(current.has_previous_page).toBe(false);
      forward.push(...current.order_list);
      while (current.has_next_page) {
        current = await page({ limit, after: current.end_cursor });
        expect(current).toMatchObject({ total: 7, has_previous_page: true });
        forward.push(...current.order_list);
      }
      expect(forward).toEqual(whole.order_list);

      const backward: Line[][] = [];
      let back = current;
      while (back.has_previous_page) {
        back = await page({ limit, before: back.start_cursor });
        expect(back.has_next_page).toBe(true);
        backward.unshift(back.order_list);
      }
      expect([...backward.flat(), ...current.order_list]).toEqual(whole.order_list);
    }
  });

  test('a cursor without `limit` pages by 20; `status` narrows the pages and their total', async () => {
    const whole = await page({});
    expect(await page({ after: whole.order_list[0]!.cursor })).toMatchObject({
      order_list: whole.order_list.slice(1),
      has_next_page: false,
      has_previous_page: true,
    });
    const shipped = whole.order_list.filter((_, i) => i % 2 === 0).map((line) => line.order_line_id);
    await t.handle.db
      .updateTable('order_lines')
      .set({ status: 'shipping', tracking_company_name: 'UPS', tracking_number: '1Z1' })
      .where('id', 'in', shipped)
      .execute();
    const first = await page({ status: 'shipping', limit: 2 });
    expect(first).toMatchObject({ total: 4, has_next_page: true });
    const second = await page({ status: 'shipping', limit: 2, after: first.end_cursor });
    expect(second).toMatchObject({ total: 4, has_next_page: false, has_previous_page: true });
    expect(lineIds([...first.order_list, ...second.order_list])).toEqual(shipped);
  });

  test('a cursor that is not one of this list, both cursors or a bad limit is a 400 naming it', async () => {
    const { end_cursor: cursor } = await page({ limit: 1 });
    const groupCursor = Buffer.from(JSON.stringify(['groups', '2030-01-01T00:00:00.000Z', 1])).toString('base64url');
    const cases: Array<[object, string]> = [
      [{ after: 'nope' }, 'after is not a cursor of this list'],
      [{ before: groupCursor }, 'before is not a cursor of this list'],
      [{ after: 7 }, 'after is not a cursor of this list'],
      [{ after: cursor, before: cursor }, 'after and before cannot be given together'],
      [{ limit: 0 }, 'limit must be an integer from 1 to 100'],
      [{ limit: 101, after: cursor }, 'limit must be an integer from 1 to 100'],
    ];
    for (const [payload, message] of cases) {
      const { statusCode, body } = await list(pager, payload);
      expect({ payload, statusCode, body }).toEqual({
        payload,
        statusCode: 400,
        body: { status: 400, message, data: null },
      });
    }
    // Another customer's cursor is only a position: it shows them none of these lines.
    const theirs = await list(other, { after: cursor, limit: 100 });
    expect(theirs.statusCode).toBe(200);
    const mine = lineIds((await page({})).order_list);
    expect(lineIds(theirs.body.data.order_list).filter((id) => mine.includes(id))).toEqual([]);
  });
});
