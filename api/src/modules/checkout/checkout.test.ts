import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readOutbox } from '../mail/outbox';
import type { PaymentProvider, RefundInput } from '../payments/payment-provider';
import { createCheckoutService } from './checkout.service';
import {
  DECLINED,
  INSUFFICIENT_FUNDS,
  addCard,
  addToCart,
  createCustomer,
  createGroup,
  type TestCustomer,
} from './commerce.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const as = (c: TestCustomer, key?: string) => ({
  authorization: c.token,
  ...(key === undefined ? {} : { 'idempotency-key': key }),
});

function placeOrder(c: TestCustomer, payload: object, key?: string) {
  return t.app.inject({ method: 'POST', url: '/api/placeorder', headers: as(c, key), payload });
}

const groupRow = (id: number) =>
  t.handle.db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const cartCount = async (customerId: number) =>
  (await t.handle.db.selectFrom('cart_items').select('id').where('customer_id', '=', customerId).execute()).length;
const chargesOf = (customerId: number) =>
  t.handle.db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .selectAll('p')
    .where('o.customer_id', '=', customerId)
    .execute();

describe('POST /api/placeorder', () => {
  test('books stock, moves the current price to the next level, writes the order, charges, empties the cart', async () => {
    const buyer = await createCustomer(t.handle.db, 'TX');
    const cardId = await addCard(t.app, buyer.token);
    const kettle = await createGroup(t.handle.db, { booked: 8, productName: 'Order Kettle' });
    const mug = await createGroup(t.handle.db, {
      booked: 0,
      levels: [{ quantity_level: 100, price_cents: 1_250 }],
      shippingCents: 0,
      productName: 'Order Mug',
    });
    await addToCart(t.app, buyer.token, kettle, 3);
    await addToCart(t.app, buyer.token, mug, 2);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart/view', headers: as(buyer) })).json().data;

    const res = await placeOrder(buyer, { card_id: cardId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Kettle: 3 × $90 = 270, tax 16.88, shipping 15, fee 5.40; mug: 2 × 12.50 = 25, tax 1.56, fee 0.50.
    expect(body).toEqual({
      status: 200,
      message: 'Order placed successfully.',
      data: { order_id: expect.any(Number), grand_total: 334.34 },
    });
    expect(body.data.grand_total).toBe(cart.grand_total);

    const kettleRow = await groupRow(kettle);
    expect(kettleRow.quantity_booked).toBe(11);
    expect(kettleRow.current_price_cents).toBe(9_000);
    expect((await groupRow(mug)).quantity_booked).toBe(2);
    expect(await cartCount(buyer.id)).toBe(0);

    const lines = await t.handle.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', body.data.order_id)
      .orderBy('group_id')
      .execute();
    expect(
      lines.map((l) => [
        l.group_id,
        l.quantity,
        l.price_cents,
        l.tax_cents,
        l.shipping_cents,
        l.platform_fee_cents,
        l.status,
      ]),
    ).toEqual([
      [kettle, 3, 9_000, 1_688, 1_500, 540, 'in_progress'],
      [mug, 2, 1_250, 156, 0, 50, 'in_progress'],
    ]);
    expect(lines[0]).toMatchObject({
      street: '1 Test St',
      city: 'Dallas',
      state: 'TX',
      country: 'United States',
      zip_code: '75201',
    });

    const charges = await chargesOf(buyer.id);
    expect(charges).toEqual([
      expect.objectContaining({ kind: 'charge', amount_cents: 33_434, provider: 'sandbox', order_line_id: null }),
    ]);
    expect(charges[0]!.provider_id).toMatch(/^ch_/);
    const sandbox = await t.handle.db
      .selectFrom('sandbox_charges')
      .selectAll()
      .where('id', '=', charges[0]!.provider_id)
      .executeTakeFirstOrThrow();
    expect(sandbox.amount_cents).toBe(33_434);
  });

  test('a declined card answers the provider message and books nothing, and queues no mail', async () => {
    for (const [number, message] of [
      [DECLINED, 'Your card was declined.'],
      [INSUFFICIENT_FUNDS, 'Your card has insufficient funds.'],
    ]) {
      const buyer = await createCustomer(t.handle.db);
      const cardId = await addCard(t.app, buyer.token, number);
      const groupId = await createGroup(t.handle.db, { booked: 5 });
      await addToCart(t.app, buyer.token, groupId, 2);

      const res = await placeOrder(buyer, { card_id: cardId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message, data: null });
      expect((await groupRow(groupId)).quantity_booked).toBe(5);
      expect(await cartCount(buyer.id)).toBe(1);
      expect(await t.handle.db.selectFrom('orders').select('id').where('customer_id', '=', buyer.id).execute()).toEqual(
        [],
      );
      // The 'order placed' mail was queued in the order's transaction, before the charge
      // that declined: the rollback took it back, so nothing is sent.
      const { email } = await t.handle.db
        .selectFrom('customers')
        .select('email')
        .where('id', '=', buyer.id)
        .executeTakeFirstOrThrow();
      await t.app.jobs.drain();
      expect(await t.handle.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute()).toEqual(
        [],
      );
      expect(readOutbox(t.config.outboxDir).filter((mail) => mail.to === email)).toEqual([]);
    }
  });

  test('409 with one out_of_stock message per line that cannot be booked', async () => {
    const buyer = await createCustomer(t.handle.db);
    const cardId = await addCard(t.app, buyer.token);
    const scarce = await createGroup(t.handle.db, { maxQuantity: 10, booked: 2, productName: 'Scarce Lamp' });
    const closing = await createGroup(t.handle.db, { productName: 'Closing Chair' });
    const fine = await createGroup(t.handle.db, { productName: 'Fine Desk' });
    await addToCart(t.app, buyer.token, scarce, 5);
    await addToCart(t.app, buyer.token, closing, 1);
    await addToCart(t.app, buyer.token, fine, 1);
    // Others buy and the group closes after these went into the cart.
    await t.handle.db.updateTable('groups').set({ quantity_booked: 7 }).where('id', '=', scarce).execute();
    await t.handle.db.updateTable('groups').set({ status: 'Closed' }).where('id', '=', closing).execute();

    const res = await placeOrder(buyer, { card_id: cardId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 409,
      message: 'Some items in your cart can no longer be ordered.',
      data: { out_of_stock: ['Only 3 units left for Scarce Lamp', 'Closing Chair is closed'] },
    });
    expect((await groupRow(fine)).quantity_booked).toBe(0);
    expect(await cartCount(buyer.id)).toBe(3);
  });

  test('a group that does not deliver to the chosen address is refused with the reason, nothing booked', async () => {
    const buyer = await createCustomer(t.handle.db);
    const cardId = await addCard(t.app, buyer.token);
    // A New York shipping address lets the New York group into the cart...
    const { id: newYorkAddress } = await t.handle.db
      .insertInto('addresses')
      .values({
        customer_id: buyer.id,
        address_type: 'SHIPPING_ADDRESS',
        title: null,
        company_name: null,
        first_name: 'Test',
        last_name: 'Buyer',
        email: 'ship@example.com',
        phone_number: '(212) 555-0100',
        country: 'United States',
        state: 'NY',
        city: 'New York',
        street: '5 W 31st St',
        zip_code: '10001',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bagel = await createGroup(t.handle.db, { region: 'newYork', productName: 'Bagel Toaster' });
    const desk = await createGroup(t.handle.db, { productName: 'Dallas Desk' });
    await addToCart(t.app, buyer.token, bagel, 1);
    await addToCart(t.app, buyer.token, desk, 1);

    // ...but an order delivered to the Dallas billing address cannot carry it.
    const refused = await placeOrder(buyer, { card_id: cardId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 409,
      message: 'Some items in your cart can no longer be ordered.',
      data: { out_of_stock: ['Bagel Toaster does not deliver to ZIP code 75201'] },
    });
    expect((await groupRow(bagel)).quantity_booked).toBe(0);
    expect((await groupRow(desk)).quantity_booked).toBe(0);
    expect(await chargesOf(buyer.id)).toEqual([]);

    // Delivered to New York, the Dallas desk is the one refused.
    const toNewYork = await placeOrder(buyer, { card_id: cardId, address_id: newYorkAddress });
    expect(toNewYork.json().data).toEqual({ out_of_stock: ['Dallas Desk does not deliver to ZIP code 10001'] });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${(await t.handle.db.selectFrom('cart_items').select('id').where('group_id', '=', desk).executeTakeFirstOrThrow()).id}`,
      headers: as(buyer),
    });
    const placed = await placeOrder(buyer, { card_id: cardId, address_id: newYorkAddress });
    expect(placed.statusCode).toBe(200);
    expect((await groupRow(bagel)).quantity_booked).toBe(1);
  });

  test('400 empty cart, 400 missing card, 404 foreign or unknown card', async () => {
    const buyer = await createCustomer(t.handle.db);
    const other = await createCustomer(t.handle.db);
    const cardId = await addCard(t.app, buyer.token);
    const othersCard = await addCard(t.app, other.token);

    let res = await placeOrder(buyer, { card_id: cardId });
    expect(res.json()).toEqual({ status: 400, message: 'Your cart is empty.', data: null });
    for (const payload of [{}, { card_id: null }, { card_id: '' }]) {
      res = await placeOrder(buyer, payload);
      expect(res.json()).toEqual({ status: 400, message: 'Please Select or Add New Card', data: null });
    }
    res = await placeOrder(buyer, { card_id: 'x' });
    expect(res.json()).toEqual({ status: 400, message: 'card_id must be a positive integer', data: null });

    await addToCart(t.app, buyer.token, await createGroup(t.handle.db), 1);
    for (const id of [othersCard, 999_999]) {
      res = await placeOrder(buyer, { card_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'Card not found', data: null });
    }
    res = await placeOrder(buyer, { card_id: cardId, address_id: other.addressId });
    expect(res.json()).toEqual({ status: 404, message: 'Address not found', data: null });
    expect(await cartCount(buyer.id)).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/placeorder', payload: {} })).statusCode).toBe(401);
  });

  test('the same Idempotency-Key answers the first answer again and never charges twice', async () => {
    const buyer = await createCustomer(t.handle.db);
    const cardId = await addCard(t.app, buyer.token);
    const groupId = await createGroup(t.handle.db);
    await addToCart(t.app, buyer.token, groupId, 1);

    const first = await placeOrder(buyer, { card_id: cardId }, 'key-sequential');
    expect(first.statusCode).toBe(200);
    await addToCart(t.app, buyer.token, groupId, 1);
    const second = await placeOrder(buyer, { card_id: cardId }, 'key-sequential');
    expect(second.json()).toEqual(first.json());
    expect(await chargesOf(buyer.id)).toHaveLength(1);
    expect((await groupRow(groupId)).quantity_booked).toBe(1);
    // The key is per customer: another customer's identical key is a different request.
    const other = await createCustomer(t.handle.db);
    const otherCard = await addCard(t.app, other.token);
    await addToCart(t.app, other.token, groupId, 1);
    const third = await placeOrder(other, { card_id: otherCard }, 'key-sequential');
    expect(third.json().data.order_id).not.toBe(first.json().data.order_id);

    const bad = await placeOrder(buyer, { card_id: cardId }, 'x'.repeat(256));
    expect(bad.json()).toEqual({
      status: 400,
      message: 'Idempotency-Key must be 1 to 255 visible characters',
      data: null,
    });
  });

  test('the buyer is mailed once per placed order, with the amount charged', async () => {
    const buyer = await createCustomer(t.handle.db);
    const email = (
      await t.handle.db.selectFrom('customers').select('email').where('id', '=', buyer.id).executeTakeFirstOrThrow()
    ).email;
    const cardId = await addCard(t.app, buyer.token);
    await addToCart(t.app, buyer.token, await createGroup(t.handle.db), 2);
    const mailsTo = () => readOutbox(t.config.outboxDir).filter((mail) => mail.to === email);

    const placed = (await placeOrder(buyer, { card_id: cardId }, 'key-mailed')).json().data;
    await placeOrder(buyer, { card_id: cardId }, 'key-mailed');
    await t.app.jobs.drain();
    expect(mailsTo()).toEqual([
      expect.objectContaining({
        subject: `Your order ${placed.order_id} is placed`,
        text: expect.stringContaining(`$${placed.grand_total.toFixed(2)} was charged to your card`),
      }),
    ]);
  });
});

describe('place order under concurrency', () => {
  test('50 buyers, 10 units left, 1 each: exactly 10 orders, exact stock, one charge per order', async () => {
    const groupId = await createGroup(t.handle.db, { maxQuantity: 30, booked: 20, productName: 'Hot Deal' });
    const buyers: Array<{ buyer: TestCustomer; cardId: number }> = [];
    for (let i = 0; i < 50; i++) {
      const buyer = await createCustomer(t.handle.db);
      const cardId = await addCard(t.app, buyer.token);
      await addToCart(t.app, buyer.token, groupId, 1);
      buyers.push({ buyer, cardId });
    }

    const results = await Promise.all(buyers.map(({ buyer, cardId }) => placeOrder(buyer, { card_id: cardId })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().data.out_of_stock).toHaveLength(1);
    }

    const group = await groupRow(groupId);
    expect(group.quantity_booked).toBe(30);
    expect(group.status).toBe('Closed');
    const lines = await t.handle.db
      .selectFrom('order_lines')
      .select('order_id')
      .where('group_id', '=', groupId)
      .execute();
    expect(lines).toHaveLength(10);
    const charges = await t.handle.db
      .selectFrom('payments')
      .select('order_id')
      .where('kind', '=', 'charge')
      .where(
        'order_id',
        'in',
        lines.map((l) => l.order_id),
      )
      .execute();
    expect(charges).toHaveLength(10);
    const successIds = results.filter((r) => r.statusCode === 200).map((r) => r.json().data.order_id);
    expect(new Set(charges.map((c) => c.order_id))).toEqual(new Set(successIds));
  });

  test('one cart placed 8 times at once WITHOUT a key: one order, one charge, its units booked once', async () => {
    const buyer = await createCustomer(t.handle.db);
    const cardId = await addCard(t.app, buyer.token);
    const groupId = await createGroup(t.handle.db, { booked: 0, productName: 'Keyless Kettle' });
    await addToCart(t.app, buyer.token, groupId, 1);

    const results = await Promise.all(Array.from({ length: 8 }, () => placeOrder(buyer, { card_id: cardId })));
    const placed = results.filter((r) => r.statusCode === 200);
    expect(placed).toHaveLength(1);
    // The others are told why: the cart was claimed by the one that placed it, or is empty by now.
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect([
        { status: 409, message: 'This cart is already being ordered.', data: null },
        { status: 400, message: 'Your cart is empty.', data: null },
      ]).toContainEqual(refused.json());
    }
    const orders = await t.handle.db.selectFrom('orders').select('id').where('customer_id', '=', buyer.id).execute();
    expect(orders.map((o) => o.id)).toEqual([placed[0]!.json().data.order_id]);
    expect(await chargesOf(buyer.id)).toHaveLength(1);
    expect((await groupRow(groupId)).quantity_booked).toBe(1);
    expect(await cartCount(buyer.id)).toBe(0);
  });

  // Whichever claims the cart first, the good card's placement is the one that stands.
  test('a declined placement gives the cart back to a placement waiting for it', async () => {
    const buyer = await createCustomer(t.handle.db);
    const declined = await addCard(t.app, buyer.token, DECLINED);
    const good = await addCard(t.app, buyer.token);
    const groupId = await createGroup(t.handle.db, { booked: 0 });
    await addToCart(t.app, buyer.token, groupId, 2);

    const [first, second] = await Promise.all([
      placeOrder(buyer, { card_id: declined }),
      placeOrder(buyer, { card_id: good }),
    ]);
    expect([400, 409]).toContain(first!.statusCode);
    expect(second!.statusCode).toBe(200);
    expect(await chargesOf(buyer.id)).toHaveLength(1);
    expect((await groupRow(groupId)).quantity_booked).toBe(2);
  });

  test('10 simultaneous calls with one Idempotency-Key: one order, one charge, the same answer', async () => {
    const buyer = await createCustomer(t.handle.db);
    const cardId = await addCard(t.app, buyer.token);
    const groupId = await createGroup(t.handle.db);
    await addToCart(t.app, buyer.token, groupId, 2);

    const results = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(buyer, { card_id: cardId }, 'one-key-for-all')),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const answers = new Set(results.map((r) => r.body));
    expect(answers.size).toBe(1);
    expect(
      await t.handle.db.selectFrom('orders').select('id').where('customer_id', '=', buyer.id).execute(),
    ).toHaveLength(1);
    expect(await chargesOf(buyer.id)).toHaveLength(1);
    expect((await groupRow(groupId)).quantity_booked).toBe(2);
  });
});

describe('a provider outside the database', () => {
  test('a charge is refunded when the order cannot be committed after it', async () => {
    const buyer = await createCustomer(t.handle.db);
    const cardId = await addCard(t.app, buyer.token);
    // Pretend the card lives with an outside provider.
    await t.handle.db.updateTable('cards').set({ provider: 'stripe' }).where('id', '=', cardId).execute();
    const groupId = await createGroup(t.handle.db, { booked: 4 });
    await addToCart(t.app, buyer.token, groupId, 1);

    const refunds: RefundInput[] = [];
    const outside = (db: Kysely<Database>): PaymentProvider => ({
      name: 'stripe',
      transactional: false,
      attachCard: () => Promise.reject(new Error('not used')),
      // Succeeds, then makes the ledger write that follows fail (a duplicate key), the way
      // a failing commit would leave a charge behind.
      charge: async ({ idempotencyKey, description, amountCents }) => {
        await db
          .insertInto('payments')
          .values({
            kind: 'charge',
            amount_cents: amountCents,
            provider: 'stripe',
            provider_id: 'pi_blocker',
            order_id: Number(description.replace('Order ', '')),
            order_line_id: null,
            idempotency_key: idempotencyKey,
            created_at: new Date().toISOString(),
          })
          .execute();
        return { chargeId: 'pi_outside' };
      },
      refund: async (input) => {
        refunds.push(input);
        return { refundId: 're_outside' };
      },
    });
    const checkout = createCheckoutService(t.handle.db, t.config, outside);

    // The driver's unique-violation error (not `toThrow`: better-sqlite3 is a native module
    // shared between test files, so its errors may come from another file's Error class).
    await expect(checkout.placeOrder(buyer.id, { card_id: cardId }, undefined)).rejects.toHaveProperty('code');
    expect(refunds).toEqual([
      { chargeId: 'pi_outside', amountCents: expect.any(Number), idempotencyKey: expect.stringMatching(/_return$/) },
    ]);
    expect(refunds[0]!.amountCents).toBeGreaterThan(0);
    expect((await groupRow(groupId)).quantity_booked).toBe(4);
    expect(await cartCount(buyer.id)).toBe(1);
  });
});
