import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, addToCart, createCustomer, createGroup, type TestCustomer } from '../checkout/commerce.fixtures';

let t: TestApp;
let buyer: TestCustomer;
let other: TestCustomer;
let cardId: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCustomer(t.handle.db);
  other = await createCustomer(t.handle.db);
  cardId = await addCard(t.app, buyer.token);
});
afterAll(async () => {
  await t.close();
});

/** A line of the buyer's in `status` (set directly: the admin moves are tested elsewhere). */
async function lineIn(status: 'completed' | 'shipping') {
  const groupId = await createGroup(t.handle.db);
  await addToCart(t.app, buyer.token, groupId, 1);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: buyer.token },
    payload: { card_id: cardId },
  });
  const orderId = res.json().data.order_id as number;
  const line = await t.handle.db
    .updateTable('order_lines')
    .set({ status })
    .where('order_id', '=', orderId)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { order_id: orderId, order_line_id: line.id, group_id: groupId };
}

async function requestReturn(payload: object, token = buyer.token) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/request-return',
    headers: { authorization: token },
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

describe('POST /api/order/request-return', () => {
  test('a delivered line is returned once', async () => {
    const ids = await lineIn('completed');
    const res = await requestReturn({ ...ids, return_reason: 'defective', return_note: 'Cracked on arrival' });
    expect(res).toEqual({
      statusCode: 200,
      body: {
        status: 200,
        message: 'Return request submitted successfully',
        data: { order_line_id: ids.order_line_id, status: 'return_requested' },
      },
    });
    const stored = await t.handle.db
      .selectFrom('returns')
      .select(['reason', 'note', 'status'])
      .where('order_line_id', '=', ids.order_line_id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ reason: 'defective', note: 'Cracked on arrival', status: 'return_requested' });

    const again = await requestReturn({ ...ids, return_reason: 'defective' });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('This order line is return_requested; only delivered items can be returned.');
  });

  test('product_id is accepted for group_id; a line not delivered yet is a 409', async () => {
    const ids = await lineIn('shipping');
    const res = await requestReturn({
      order_id: ids.order_id,
      order_line_id: ids.order_line_id,
      product_id: ids.group_id,
      return_reason: 'other',
    });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('This order line is shipping; only delivered items can be returned.');
  });

  test('another customer’s line, or ids that do not match, are not found', async () => {
    const ids = await lineIn('completed');
    // 404, not 403: a stranger must not learn that the line exists.
    expect((await requestReturn({ ...ids, return_reason: 'other' }, other.token)).statusCode).toBe(404);
    expect((await requestReturn({ ...ids, order_id: ids.order_id + 1000, return_reason: 'other' })).statusCode).toBe(
      404,
    );
    expect((await requestReturn({ ...ids, group_id: ids.group_id + 1000, return_reason: 'other' })).statusCode).toBe(
      404,
    );
    const line = await t.handle.db
      .selectFrom('order_lines')
      .select('status')
      .where('id', '=', ids.order_line_id)
      .executeTakeFirstOrThrow();
    expect(line.status).toBe('completed');
  });

  test.each([
    [{ return_reason: undefined }, 'Please select a return reason'],
    [{ return_reason: '' }, 'Please select a return reason'],
    [{ return_reason: 'bored' }, 'Please select a return reason'],
    [{ return_reason: 'other', return_note: 'x'.repeat(1001) }, 'return_note must be at most 1000 characters'],
    [{ return_reason: 'other', order_id: 'x' }, 'order_id must be a positive integer'],
    [{ return_reason: 'other', order_line_id: undefined }, 'order_line_id must be a positive integer'],
  ])('bad input %j is a 400: %s', async (change, message) => {
    const ids = await lineIn('completed');
    const res = await requestReturn({ ...ids, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(
      await t.handle.db
        .selectFrom('returns')
        .select('id')
        .where('order_line_id', '=', ids.order_line_id)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  test('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/order/request-return', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
