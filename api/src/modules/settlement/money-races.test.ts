import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { levelPriceCents } from '../catalog/price-level';
import { addCard, addToCart, createCustomer, createGroup, type TestCustomer } from '../checkout/commerce.fixtures';
import { paymentProviderFor } from '../payments/payment-providers';
import { createSettlementService } from './settlement.service';

// The four sequences of the "money integrity" issue, each as an operator and shoppers
// would play them through the API. On PostgreSQL the concurrent calls really overlap
// (a pool of connections); on SQLite they queue, and the outcome must be the same.

let t: TestApp;
let adminToken: string;
let first: TestCustomer;
let second: TestCustomer;
let firstCard: number;
let secondCard: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  first = await createCustomer(t.handle.db, 'TX'); // Texas: 6.25 % tax
  second = await createCustomer(t.handle.db, 'TX');
  firstCard = await addCard(t.app, first.token);
  secondCard = await addCard(t.app, second.token);
});
afterAll(async () => {
  await t.close();
});

const placeOrder = (buyer: TestCustomer, cardId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: buyer.token },
    payload: { card_id: cardId },
  });

/** Puts `qty` of the group in the buyer's cart and places the order; answers the order line id. */
async function orderLine(buyer: TestCustomer, cardId: number, groupId: number, qty: number): Promise<number> {
  await addToCart(t.app, buyer.token, groupId, qty);
  const res = await placeOrder(buyer, cardId);
  if (res.statusCode !== 200) throw new Error(res.body);
  const line = await t.handle.db
    .selectFrom('order_lines')
    .select('id')
    .where('order_id', '=', res.json().data.order_id)
    .executeTakeFirstOrThrow();
  return line.id;
}

const cancel = (lineId: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/order-lines/${lineId}/status`,
    headers: { authorization: adminToken },
    payload: { status: 'cancelled' },
  });

async function groupState(groupId: number) {
  const group = await t.handle.db
    .selectFrom('groups')
    .select(['quantity_booked', 'current_price_cents', 'price_cents', 'max_quantity'])
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  const levels = await t.handle.db
    .selectFrom('group_levels')
    .select(['quantity_level', 'price_cents'])
    .where('group_id', '=', groupId)
    .execute();
  // Units still held by lines: every line that never gave its units back.
  const held = await t.handle.db
    .selectFrom('order_lines')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('units'))
    .where('group_id', '=', groupId)
    .where('stock_released_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    booked: group.quantity_booked,
    held: Number(held.units),
    priceCents: group.current_price_cents,
    levelPriceCents: levelPriceCents(group.price_cents, levels, group.quantity_booked),
    unitsLeft: group.max_quantity - group.quantity_booked,
  };
}

const TRIES = 5;

describe('stock under concurrent cancellations and orders', () => {
  test('two lines cancelled at the same moment give back all their units', async () => {
    for (let i = 0; i < TRIES; i += 1) {
      const groupId = await createGroup(t.handle.db, { maxQuantity: 100 });
      const a = await orderLine(first, firstCard, groupId, 5);
      const b = await orderLine(first, firstCard, groupId, 5);
      const answers = await Promise.all([cancel(a), cancel(b)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const state = await groupState(groupId);
      expect(state).toMatchObject({ booked: 0, held: 0 });
      expect(state.priceCents).toBe(state.levelPriceCents);
    }
  });

  test("a cancellation racing an order keeps the order's units and the level price they reach", async () => {
    for (let i = 0; i < TRIES; i += 1) {
      const groupId = await createGroup(t.handle.db, { maxQuantity: 100 });
      const cancelled = await orderLine(first, firstCard, groupId, 5);
      await addToCart(t.app, second.token, groupId, 3);
      const [cancelAnswer, orderAnswer] = await Promise.all([cancel(cancelled), placeOrder(second, secondCard)]);
      expect([cancelAnswer.statusCode, orderAnswer.statusCode]).toEqual([200, 200]);
      const state = await groupState(groupId);
      expect(state).toMatchObject({ booked: 3, held: 3 });
      expect(state.priceCents).toBe(state.levelPriceCents);
    }
  });

  test('a small group: cancelling 3 while another buyer orders 4 leaves 6 units, and it never oversells', async () => {
    for (let i = 0; i < TRIES; i += 1) {
      const groupId = await createGroup(t.handle.db, {
        maxQuantity: 10,
        levels: [{ quantity_level: 10, price_cents: 10_000 }],
      });
      const cancelled = await orderLine(first, firstCard, groupId, 3);
      await addToCart(t.app, second.token, groupId, 4);
      const [cancelAnswer, orderAnswer] = await Promise.all([cancel(cancelled), placeOrder(second, secondCard)]);
      expect([cancelAnswer.statusCode, orderAnswer.statusCode]).toEqual([200, 200]);
      expect(await groupState(groupId)).toMatchObject({ booked: 4, held: 4, unitsLeft: 6 });

      // Both buyers now want the 6 units left: one order gets them, the other is refused.
      await addToCart(t.app, first.token, groupId, 6);
      await addToCart(t.app, second.token, groupId, 6);
      const codes = await Promise.all([
        placeOrder(first, firstCard).then((r) => r.statusCode),
        placeOrder(second, secondCard).then((r) => r.statusCode),
      ]);
      expect(codes.sort()).toEqual([200, 409]);
      expect(await groupState(groupId)).toMatchObject({ booked: 10, held: 10, unitsLeft: 0 });
      // Whatever was refused is still in a cart; clear it for the next try.
      await t.handle.db.deleteFrom('cart_items').where('group_id', '=', groupId).execute();
    }
  });
});

describe('a group past its end date that settlement has not closed yet', () => {
  test('a late cancellation gives no units back, so the other buyer still gets the final price', async () => {
    // List $10; up to 4 units $9 each, from 5 units on $5 each.
    const groupId = await createGroup(t.handle.db, {
      priceCents: 1_000,
      maxQuantity: 100,
      levels: [
        { quantity_level: 4, price_cents: 900 },
        { quantity_level: 100, price_cents: 500 },
      ],
    });
    const paidNine = await orderLine(first, firstCard, groupId, 4);
    const paidFive = await orderLine(second, secondCard, groupId, 4);
    const prices = await t.handle.db
      .selectFrom('order_lines')
      .select(['id', 'price_cents'])
      .where('id', 'in', [paidNine, paidFive])
      .orderBy('id')
      .execute();
    expect(prices.map((p) => p.price_cents)).toEqual([900, 500]);

    // The end date passes; the settlement job has not run yet.
    await t.handle.db
      .updateTable('groups')
      .set({ end_date: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', groupId)
      .execute();
    const res = await cancel(paidFive);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refunded_amount).toBe(res.json().data.paid_total);
    expect(await groupState(groupId)).toMatchObject({ booked: 8, held: 8 });

    const settlement = createSettlementService(t.handle.db, paymentProviderFor(t.config));
    await settlement.run({ groupId });
    const settled = await t.handle.db
      .selectFrom('order_lines')
      .select(['final_price_cents', 'refunded_cents'])
      .where('id', '=', paidNine)
      .executeTakeFirstOrThrow();
    // 4 × ($9 − $5) = $16.00, plus the Texas tax on it (225 × 1600 / 3600 = $1.00) and the
    // 2 % platform fee on it (72 × 1600 / 3600 = $0.32).
    expect(settled).toEqual({ final_price_cents: 500, refunded_cents: 1_600 + 100 + 32 });
  });

  test('the cart and checkout treat it as closed too', async () => {
    const groupId = await createGroup(t.handle.db, { maxQuantity: 100 });
    await addToCart(t.app, first.token, groupId, 1);
    await t.handle.db
      .updateTable('groups')
      .set({ end_date: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', groupId)
      .execute();
    const res = await placeOrder(first, firstCard);
    expect(res.statusCode).toBe(409);
    expect(res.json().data.out_of_stock).toEqual([expect.stringMatching(/ is closed$/)]);
    await t.handle.db.deleteFrom('cart_items').where('group_id', '=', groupId).execute();
  });
});
