import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DECLINED, VISA, addCard, createCustomer, type TestCustomer } from '../checkout/commerce.fixtures';

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createCustomer(t.handle.db);
  bob = await createCustomer(t.handle.db);
});
afterAll(async () => {
  await t.close();
});

const as = (c: TestCustomer) => ({ authorization: c.token });
const year = new Date().getUTCFullYear() + 1;
/** A second test card: a customer saves each card once (docs/decisions.md, "Money integrity"). */
const MASTERCARD = '5555555555554444';

async function token(c: TestCustomer, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/tokens',
    headers: as(c),
    payload: { card_number: VISA, exp_month: 12, exp_year: year, cvc: '123', card_holder_name: 'Alice', ...payload },
  });
}

async function listCards(c: TestCustomer) {
  const res = await t.app.inject({ method: 'GET', url: '/api/card', headers: as(c) });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ id: number; default_card: boolean; card_number: string }>;
}

describe('POST /api/payments/sandbox/tokens', () => {
  test('answers a Stripe-shaped token; declining test cards still tokenise, as on Stripe', async () => {
    const res = await token(alice, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: 'Card token created',
      data: { id: expect.stringMatching(/^tok_[0-9a-f]{24}$/), card: { brand: 'Visa', last4: '4242' } },
    });
    const declined = await token(alice, { card_number: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.card).toEqual({ brand: 'Visa', last4: '0002' });
  });

  test('400 naming the problem; the card number is never stored', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ card_number: '4242424242424241' }, 'card_number is not a valid card number'],
      [{ card_number: 'abcd' }, 'card_number is not a valid card number'],
      [{ card_number: undefined }, 'card_number is required'],
      [{ exp_month: 1, exp_year: 2020 }, 'The card has expired'],
      [{ exp_month: 13 }, 'exp_month must be an integer from 1 to 12'],
      [{ exp_year: 'soon' }, 'exp_year must be a 4-digit year'],
      [{ cvc: '12' }, 'cvc must be 3 or 4 digits'],
      [{ cvc: '12345' }, 'cvc must be 3 or 4 digits'],
      [{ card_holder_name: '' }, 'card_holder_name is required'],
    ];
    for (const [payload, message] of cases) {
      const res = await token(alice, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message, data: null });
    }
    const tokens = await t.handle.db.selectFrom('sandbox_tokens').selectAll().execute();
    expect(JSON.stringify(tokens)).not.toContain('4242424242424242');
    expect(Object.keys(tokens[0]!).sort()).toEqual(
      ['brand', 'created_at', 'exp_month', 'exp_year', 'id', 'last4', 'outcome', 'used_at'].sort(),
    );
  });

  test('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/tokens', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('cards', () => {
  test('the first card becomes the default; the answer shape', async () => {
    const tok = (await token(alice, {})).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: as(alice),
      // The whole token object, as Stripe.js hands it over.
      payload: { card_holder_name: 'Alice Buyer', default_card: false, card_details: tok },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: 'Card added successfully.',
      data: [
        {
          id: expect.any(Number),
          card_holder_name: 'Alice Buyer',
          card_number: '**** **** **** 4242',
          brand: 'Visa',
          exp_month: 12,
          exp_year: year,
          default_card: true,
        },
      ],
    });
    const cards = await t.handle.db.selectFrom('cards').selectAll().where('customer_id', '=', alice.id).execute();
    expect(JSON.stringify(cards)).not.toContain(VISA);
  });

  test('a token works once; the same card again is 409; bad card_details and holder name are 400', async () => {
    // Another expiry than the card the test above saved: another card.
    const tok = (await token(alice, { exp_month: 11 })).json().data.id;
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/card', headers: as(alice), payload });
    expect((await post({ card_holder_name: 'A', card_details: tok })).statusCode).toBe(200);
    let res = await post({ card_holder_name: 'A', card_details: tok });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('card_details is not a valid card token');
    // The same card (brand, last 4 and expiry) with a token of its own: saved already.
    const again = (await token(alice, { exp_month: 11 })).json().data.id;
    res = await post({ card_holder_name: 'Another Name', default_card: true, card_details: again });
    expect(res.json()).toEqual({ status: 409, message: 'This card is already saved.', data: null });
    expect((await listCards(alice)).map((c) => c.card_number)).toEqual(['**** **** **** 4242', '**** **** **** 4242']);
    res = await post({ card_holder_name: 'A' });
    expect(res.json()).toEqual({ status: 400, message: 'card_details is required', data: null });
    res = await post({ card_holder_name: 'A', card_details: 42 });
    expect(res.json().message).toBe('card_details must be a card token');
    res = await post({ card_details: 'tok_x' });
    expect(res.json().message).toBe('card_holder_name is required');
  });

  test('default moves on request and to the newest remaining card on delete; foreign ids 404', async () => {
    const first = await addCard(t.app, bob.token, VISA);
    const second = await addCard(t.app, bob.token, DECLINED);
    const third = await addCard(t.app, bob.token, MASTERCARD, true);
    let cards = await listCards(bob);
    expect(cards.map((c) => [c.id, c.default_card])).toEqual([
      [third, true],
      [second, false],
      [first, false],
    ]);

    let res = await t.app.inject({ method: 'PUT', url: `/api/card/${first}`, headers: as(bob) });
    expect(res.json()).toEqual({ status: 200, message: 'Default card updated.', data: null });
    cards = await listCards(bob);
    expect(cards.filter((c) => c.default_card).map((c) => c.id)).toEqual([first]);

    res = await t.app.inject({ method: 'DELETE', url: `/api/card/${first}`, headers: as(bob) });
    expect(res.json()).toEqual({ status: 200, message: 'Card removed successfully.', data: null });
    cards = await listCards(bob);
    expect(cards.map((c) => [c.id, c.default_card])).toEqual([
      [third, true],
      [second, false],
    ]);
    // Deleting a card that is not the default leaves the default alone.
    await t.app.inject({ method: 'DELETE', url: `/api/card/${second}`, headers: as(bob) });
    expect((await listCards(bob)).map((c) => [c.id, c.default_card])).toEqual([[third, true]]);

    // Alice cannot see, set or delete Bob's card: the same 404 as an unknown id.
    for (const id of [third, 999_999]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        res = await t.app.inject({ method, url: `/api/card/${id}`, headers: as(alice) });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 404, message: 'Card not found', data: null });
      }
    }
    expect((await listCards(alice)).some((c) => c.id === third)).toBe(false);
    expect((await listCards(bob)).map((c) => c.id)).toEqual([third]);
    res = await t.app.inject({ method: 'PUT', url: '/api/card/x', headers: as(alice) });
    expect(res.json()).toEqual({ status: 400, message: 'id must be a positive integer', data: null });
  });
});

test('with the sandbox, cards are not saved through Stripe setups: 404, and no Stripe Customer', async () => {
  for (const url of ['/api/card/setup-intents', '/api/card/setup-intents/seti_1/save']) {
    const res = await t.app.inject({ method: 'POST', url, headers: as(alice), payload: { card_holder_name: 'A' } });
    expect(res.json()).toEqual({
      status: 404,
      message: 'Card setups are only for payments through Stripe',
      data: null,
    });
  }
  const customer = await t.handle.db
    .selectFrom('customers')
    .select('stripe_customer_id')
    .where('id', '=', alice.id)
    .executeTakeFirstOrThrow();
  expect(customer.stripe_customer_id).toBeNull();
});

describe('seeded demo card', () => {
  test('the demo shopper has a saved default Visa ending in 4242 that checkout can charge', async () => {
    const token = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
    const res = await t.app.inject({ method: 'GET', url: '/api/card', headers: { authorization: token } });
    expect(res.json().data).toEqual([
      {
        id: expect.any(Number),
        card_holder_name: 'Sam Shopper',
        card_number: '**** **** **** 4242',
        brand: 'Visa',
        exp_month: 12,
        exp_year: expect.any(Number),
        default_card: true,
      },
    ]);
    const card = await t.handle.db
      .selectFrom('cards')
      .select('provider_card_id')
      .where('id', '=', res.json().data[0].id)
      .executeTakeFirstOrThrow();
    const stored = await t.handle.db
      .selectFrom('sandbox_cards')
      .selectAll()
      .where('id', '=', card.provider_card_id)
      .executeTakeFirstOrThrow();
    expect(stored.outcome).toBe('ok');
  });
});

describe('cards changed at the same moment', () => {
  test('two first cards saved at once leave exactly one default', async () => {
    const carol = await createCustomer(t.handle.db);
    await Promise.all([
      addCard(t.app, carol.token, VISA),
      addCard(t.app, carol.token, MASTERCARD),
      addCard(t.app, carol.token, DECLINED),
    ]);
    const cards = await listCards(carol);
    expect(cards).toHaveLength(3);
    expect(cards.filter((c: { default_card: boolean }) => c.default_card)).toHaveLength(1);
  });

  test('removing the default while another card is made default leaves exactly one default', async () => {
    const dave = await createCustomer(t.handle.db);
    const first = await addCard(t.app, dave.token, VISA);
    const second = await addCard(t.app, dave.token, MASTERCARD);
    const third = await addCard(t.app, dave.token, DECLINED);
    await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/card/${first}`, headers: as(dave) }),
      t.app.inject({ method: 'PUT', url: `/api/card/${second}`, headers: as(dave) }),
    ]);
    const cards = await listCards(dave);
    expect(cards.map((c: { id: number }) => c.id).sort()).toEqual([second, third].sort());
    expect(cards.filter((c: { default_card: boolean }) => c.default_card)).toHaveLength(1);
  });
});
