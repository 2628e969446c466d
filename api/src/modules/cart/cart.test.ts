import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, addToCart, createCustomer, createGroup, type TestCustomer } from '../checkout/commerce.fixtures';

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createCustomer(t.handle.db, 'TX');
  bob = await createCustomer(t.handle.db);
});
afterAll(async () => {
  await t.close();
});

const as = (c: TestCustomer) => ({ authorization: `Bearer ${c.token}` });

async function viewCart(c: TestCustomer, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/cart/view${query}`, headers: as(c) });
  return { statusCode: res.statusCode, body: res.json() };
}

describe('cart', () => {
  test('every call needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart/view'],
      ['POST', '/api/cart'],
      ['PUT', '/api/cart/update'],
      ['DELETE', '/api/cart/1'],
      ['POST', '/api/cart/deliverable'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode).toBe(401);
    }
  });

  test('an empty cart has an empty list and zeros', async () => {
    const fresh = await createCustomer(t.handle.db);
    const { statusCode, body } = await viewCart(fresh);
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      status: 200,
      message: 'Cart fetched',
      data: { line_item_list: [], total: 0, total_tax: 0, total_shipping: 0, total_platform_fee: 0, grand_total: 0 },
    });
  });

  test('add, add again (refused: the quantity is changed in the cart), view priced for the billing or a given address', async () => {
    const groupId = await createGroup(t.handle.db, { booked: 8, productName: 'Cart Kettle' });
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: as(alice),
      payload: { qty: 1, group_id: groupId },
    });
    expect(add.statusCode).toBe(200);
    const added = add.json();
    expect(added).toEqual({
      status: 200,
      message: 'Item added to your cart.',
      data: [
        {
          cart_item_id: expect.any(Number),
          qty: 1,
          price: 100,
          shipping: 5,
          tax_price: 6.25,
          platform_fee: 2,
          group: { id: groupId, name: 'Cart Kettle', product_image: null },
          held: null,
        },
      ],
    });

    // The same group again is refused, and the line keeps its quantity (a duplicate sent
    // twice adds the line once; docs/decisions.md, "Money integrity").
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: as(alice),
      payload: { qty: '2', group_id: groupId },
    });
    expect(again.json()).toEqual({
      status: 409,
      message: 'This group is already in your cart. Change its quantity in the cart.',
      data: null,
    });
    expect((await viewCart(alice)).body.data.line_item_list.map((l: { qty: number }) => l.qty)).toEqual([1]);

    // The cart's quantity raises it: 8 booked + 3 = 11 crosses into the $90 level.
    const raised = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      headers: as(alice),
      payload: { qty: 3, group_id: groupId, cart_item_id: added.data[0].cart_item_id },
    });
    expect(raised.statusCode).toBe(200);

    const { body } = await viewCart(alice);
    expect(body.data).toEqual({
      line_item_list: [
        {
          cart_item_id: added.data[0].cart_item_id,
          qty: 3,
          price: 90,
          shipping: 15,
          tax_price: 16.88, // 6.25 % of 270.00 = 16.875, half up
          platform_fee: 5.4,
          group: { id: groupId, name: 'Cart Kettle', product_image: null },
          held: null,
        },
      ],
      total: 270,
      total_tax: 16.88,
      total_shipping: 15,
      total_platform_fee: 5.4,
      grand_total: 307.28,
    });

    // Priced for a shipping address in Oregon (no sales tax).
    const oregon = await t.handle.db
      .insertInto('addresses')
      .values({
        customer_id: alice.id,
        address_type: 'SHIPPING_ADDRESS',
        title: null,
        company_name: null,
        first_name: 'A',
        last_name: 'B',
        email: 'a@example.com',
        phone_number: '(503) 555-0100',
        country: 'United States',
        state: 'OR',
        city: 'Portland',
        street: '1 Burnside',
        zip_code: '97201',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inOregon = await viewCart(alice, `?address_id=${oregon.id}`);
    expect(inOregon.body.data).toMatchObject({ total: 270, total_tax: 0, grand_total: 290.4 });

    // Another customer's address is not found, exactly like an unknown one.
    const foreign = await viewCart(alice, `?address_id=${bob.addressId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toEqual({ status: 404, message: 'Address not found', data: null });
    expect((await viewCart(alice, '?address_id=abc')).statusCode).toBe(400);
  });

  test('add: 404 unknown group, 409 closed group, 409 over the stock left, 409 already in the cart, 400 bad qty', async () => {
    const closed = await createGroup(t.handle.db, { status: 'Closed' });
    const almostFull = await createGroup(t.handle.db, { maxQuantity: 10, booked: 7 });
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/cart', headers: as(bob), payload });

    let res = await post({ qty: 1, group_id: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'Group not found', data: null });

    res = await post({ qty: 1, group_id: closed });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, message: 'This group is closed.', data: null });

    res = await post({ qty: 4, group_id: almostFull });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 3 units left in this group.');
    await addToCart(t.app, bob.token, almostFull, 2);
    res = await post({ qty: 1, group_id: almostFull });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This group is already in your cart. Change its quantity in the cart.');

    for (const qty of [0, -1, 1.5, 'x', null, 1001]) {
      res = await post({ qty, group_id: almostFull });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('qty must be a positive integer up to 1000');
    }
    res = await post({ qty: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('group_id must be a positive integer');
    // Nothing was written by the failures: still the one line of 2.
    const { body } = await viewCart(bob);
    expect(body.data.line_item_list.map((l: { qty: number }) => l.qty)).toEqual([2]);
  });

  test("add: 409 for a group that does not deliver to any of the customer's addresses", async () => {
    const farAway = await createGroup(t.handle.db, { region: 'newYork', productName: 'Far Away Lamp' });
    const carol = await createCustomer(t.handle.db, 'TX');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: as(carol),
      payload: { qty: 1, group_id: farAway },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 409,
      message:
        'This group does not deliver to your area, so it cannot be added to your cart. Only groups listed for your ZIP code can be ordered.',
      data: null,
    });
    expect((await viewCart(carol)).body.data.line_item_list).toEqual([]);
  });

  test("deliverable: each group says whether it delivers to one of the caller's addresses, as add decides", async () => {
    const near = await createGroup(t.handle.db, { productName: 'Near Lamp' });
    const far = await createGroup(t.handle.db, { region: 'newYork', productName: 'Far Lamp' });
    const dave = await createCustomer(t.handle.db, 'TX');
    const ask = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/cart/deliverable', headers: as(dave), payload: payload as object });

    const res = await ask({ ids: [far, 999_999, near, far] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: 'Delivery checked',
      data: [
        { id: far, delivers: false },
        { id: near, delivers: true },
      ],
    });
    // What it says is what adding decides.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cart', headers: as(dave), payload: { qty: 1, group_id: far } }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cart', headers: as(dave), payload: { qty: 1, group_id: near } }))
        .statusCode,
    ).toBe(200);

    expect((await ask({ ids: [] })).json().data).toEqual([]);
    for (const [payload, message] of [
      [{}, 'ids must be a list of group ids'],
      [{ ids: 'x' }, 'ids must be a list of group ids'],
      [{ ids: [0] }, 'ids must hold positive integers'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids must hold at most 100 ids'],
    ] as const) {
      const refused = await ask(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });

  test('update and remove; foreign and unknown ids are 404 alike', async () => {
    const groupId = await createGroup(t.handle.db, { maxQuantity: 20 });
    const mine = await addToCart(t.app, alice.token, groupId, 1);
    const theirs = await addToCart(t.app, bob.token, groupId, 1);
    const put = (c: TestCustomer, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/cart/update', headers: as(c), payload });

    let res = await put(alice, { qty: 5, group_id: groupId, cart_item_id: mine });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'Cart updated successfully.', data: null });
    const line = (await viewCart(alice)).body.data.line_item_list.find(
      (l: { cart_item_id: number }) => l.cart_item_id === mine,
    );
    expect(line.qty).toBe(5);

    res = await put(alice, { qty: 21, group_id: groupId, cart_item_id: mine });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 20 units left in this group.');

    for (const cartItemId of [theirs, 999_999]) {
      res = await put(alice, { qty: 2, group_id: groupId, cart_item_id: cartItemId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'Cart item not found', data: null });
      res = await t.app.inject({ method: 'DELETE', url: `/api/cart/${cartItemId}`, headers: as(alice) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'Cart item not found', data: null });
    }
    res = await put(alice, { qty: 0, group_id: groupId, cart_item_id: mine });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('qty must be a positive integer up to 1000');
    res = await put(alice, { qty: 1, group_id: groupId });
    expect(res.json().message).toBe('cart_item_id must be a positive integer');

    res = await t.app.inject({ method: 'DELETE', url: `/api/cart/${mine}`, headers: as(alice) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'Successfully removed an item from your cart.', data: null });
    res = await t.app.inject({ method: 'DELETE', url: `/api/cart/${mine}`, headers: as(alice) });
    expect(res.statusCode).toBe(404);
    res = await t.app.inject({ method: 'DELETE', url: '/api/cart/abc', headers: as(alice) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('cart_item_id must be a positive integer');
    // Bob's line is untouched by Alice's attempts.
    expect(
      (await viewCart(bob)).body.data.line_item_list.some((l: { cart_item_id: number }) => l.cart_item_id === theirs),
    ).toBe(true);
  });
});

describe('caching', () => {
  test('an answer to a signed-in request may be kept by no cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cart/view', headers: as(alice) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('units the customer already holds', () => {
  const placeOrder = async (c: TestCustomer, cardId: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/placeorder',
      headers: as(c),
      payload: { card_id: cardId },
    });
    expect(res.statusCode).toBe(200);
  };

  test("a line of a group bought before shows its units and settlement's refund at today's price", async () => {
    const buyer = await createCustomer(t.handle.db, 'TX');
    const other = await createCustomer(t.handle.db, 'TX');
    const groupId = await createGroup(t.handle.db, { maxQuantity: 50 });
    await addToCart(t.app, buyer.token, groupId, 5);
    await placeOrder(buyer, await addCard(t.app, buyer.token));
    await addToCart(t.app, buyer.token, groupId, 1);
    expect((await viewCart(buyer)).body.data.line_item_list[0].held).toEqual({ quantity: 5, refund_at_close: 0 });

    // Another buyer's 6 units take the group to 11: level 2, $90 instead of $100.
    await addToCart(t.app, other.token, groupId, 6);
    await placeOrder(other, await addCard(t.app, other.token));
    // 5 × $10 back, plus the tax (6.25 % of $500 = $31.25) and fee (2 % = $10) on that
    // tenth, each rounded down: $50 + $3.12 + $1.00.
    expect((await viewCart(buyer)).body.data.line_item_list[0].held).toEqual({ quantity: 5, refund_at_close: 54.12 });
    expect((await viewCart(other)).body.data.line_item_list).toEqual([]);
  });

  test('a cart line of a group never bought holds nothing', async () => {
    const buyer = await createCustomer(t.handle.db, 'TX');
    await addToCart(t.app, buyer.token, await createGroup(t.handle.db), 2);
    expect((await viewCart(buyer)).body.data.line_item_list[0].held).toBeNull();
  });
});
