import { addCard, addToCart, createCustomer, createGroup } from '../modules/checkout/commerce.fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// The mail server is down (nothing listens on the SMTP port): shoppers still get their
// order, charged once; the mail that could not go is logged, never undoes or repeats it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
});
afterAll(async () => {
  await t.close();
});

test('an order placed while mail is down is placed and charged once', async () => {
  const buyer = await createCustomer(t.handle.db);
  const cardId = await addCard(t.app, buyer.token);
  const groupId = await createGroup(t.handle.db);
  await addToCart(t.app, buyer.token, groupId, 2);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: buyer.token, 'idempotency-key': 'mail-down-1' },
    payload: { card_id: cardId },
  });
  expect(res.statusCode).toBe(200);
  const orderId = res.json().data.order_id as number;
  const charges = await t.handle.db
    .selectFrom('payments')
    .select('amount_cents')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .execute();
  expect(charges).toHaveLength(1);
  const group = await t.handle.db
    .selectFrom('groups')
    .select('quantity_booked')
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  expect(group.quantity_booked).toBe(2);
});

test('a password reset asked for while mail is down answers as usual', async () => {
  const buyer = await createCustomer(t.handle.db);
  const { email } = await t.handle.db
    .selectFrom('customers')
    .select('email')
    .where('id', '=', buyer.id)
    .executeTakeFirstOrThrow();
  const res = await t.app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email } });
  expect(res.statusCode).toBe(200);
  await t.app.backgroundWorkIdle();
});
