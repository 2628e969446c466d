import type { LightMyRequestResponse } from 'fastify';
import {
  VISA,
  addCard,
  addToCart,
  buyFreshGroup,
  createCustomer,
  createGroup,
  type TestCustomer,
} from './modules/checkout/commerce.fixtures';
import { loginAs } from './test/login';
import { createTestApp, type TestApp } from './test/test-app';

// Every request that moves money, stock or a line's state, sent AT_ONCE times at the same
// moment by one client WITHOUT an Idempotency-Key (two tabs, a retry after a dropped
// connection, a script), must have the effect of ONE request; the others are refused
// with a 4xx that says why. A "set" whose repeat changes nothing (a cart quantity, a group
// edit, closing a group) may answer each duplicate 200 with the same state instead: the
// choice per request is recorded in docs/decisions.md ("Money integrity", the column
// "duplicate at once"). Runs on SQLite and PostgreSQL (TEST_DATABASE_URL); on PostgreSQL
// the duplicates really run side by side on the pool's connections.
// (Placing an order is the checkout module's own test.)

const AT_ONCE = 5;

let t: TestApp;
let adminToken: string;
let buyer: TestCustomer;
let buyerCard: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  buyer = await createCustomer(t.handle.db, 'TX');
  buyerCard = await addCard(t.app, buyer.token);
});
afterAll(async () => {
  await t.close();
});

type Answer = { status: number; message: string; data: unknown };

/** The same request AT_ONCE times at the same moment; answers what each client saw. */
async function atOnce(send: () => Promise<LightMyRequestResponse>): Promise<Answer[]> {
  const answers = await Promise.all(Array.from({ length: AT_ONCE }, send));
  return answers.map((res) => {
    const body = res.json() as { message: string; data: unknown };
    return { status: res.statusCode, message: body.message, data: body.data };
  });
}

/**
 * Exactly one answer is a success; every other one is `refusal` (its status and a message
 * naming why). Answers the success.
 */
function expectOneSuccess(answers: Answer[], refusal: { status: number; message: string }): Answer {
  const successes = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
  expect(successes).toHaveLength(1);
  for (const answer of answers.filter((each) => each !== successes[0])) {
    expect({ status: answer.status, message: answer.message }).toEqual(refusal);
  }
  return successes[0]!;
}

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => () =>
  t.app.inject({ method, url, headers: { authorization: adminToken }, payload });

const asCustomer = (customer: TestCustomer) => ({ authorization: customer.token });

/** One admin move that must work (test set-up). */
async function moveLine(lineId: number, payload: object): Promise<void> {
  const res = await admin('PUT', `/api/admin/order-lines/${lineId}/status`, payload)();
  if (res.statusCode !== 200) throw new Error(`move failed: ${res.body}`);
}

const SHIP = { status: 'shipping', tracking_company_name: 'UPS', tracking_number: '1Z999' };
const statusMove = (lineId: number, payload: object) =>
  admin('PUT', `/api/admin/order-lines/${lineId}/status`, payload);

/** A fresh line of 2 units at $100 bought by the buyer, moved through `steps` (admin moves). */
async function lineAfter(...steps: object[]) {
  const bought = await buyFreshGroup(t.app, t.handle.db, buyer, buyerCard, 2);
  for (const step of steps) await moveLine(bought.lineId, step);
  return bought;
}

/** A delivered line its buyer has asked to return. */
async function returnRequestedLine() {
  const bought = await lineAfter(SHIP, { status: 'completed' });
  const res = await requestReturn(bought)();
  if (res.statusCode !== 200) throw new Error(`return failed: ${res.body}`);
  return bought;
}

const requestReturn = (line: { orderId: number; lineId: number }) => () =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/request-return',
    headers: asCustomer(buyer),
    payload: { order_id: line.orderId, order_line_id: line.lineId, return_reason: 'defective' },
  });

async function lineRow(lineId: number) {
  return t.handle.db
    .selectFrom('order_lines')
    .select(['status', 'refunded_cents', 'invoice_id', 'tracking_number', 'settled_at'])
    .where('id', '=', lineId)
    .executeTakeFirstOrThrow();
}

/** The line's refunds, in our ledger and in the sandbox provider's own books. */
async function refundsOf(lineId: number) {
  const ledger = await t.handle.db
    .selectFrom('payments')
    .select(['amount_cents', 'idempotency_key'])
    .where('order_line_id', '=', lineId)
    .where('kind', '=', 'refund')
    .execute();
  const provider = await t.handle.db
    .selectFrom('sandbox_charges')
    .select('amount_cents')
    .where('kind', '=', 'refund')
    .where(
      'idempotency_key',
      'in',
      ['cancelled', 'refunded', 'settle'].map((purpose) => `${purpose}-${lineId}`),
    )
    .execute();
  return { ledger: ledger.map((row) => row.amount_cents), provider: provider.map((row) => row.amount_cents) };
}

/** What the buyer paid for a line of 2 units at $100 in Texas: goods, 6.25 % tax, shipping, 2 % fee. */
const PAID_FOR_TWO = 20_000 + 1_250 + 1_000 + 400;

async function bookedOf(groupId: number): Promise<number> {
  const group = await t.handle.db
    .selectFrom('groups')
    .select('quantity_booked')
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  return group.quantity_booked;
}

describe('order-line moves sent at once (admin)', () => {
  test('cancel: one refund of the whole line, units given back once; the others 409 "already cancelled"', async () => {
    const { lineId, groupId } = await lineAfter();
    expect(await bookedOf(groupId)).toBe(2);
    const answers = await atOnce(statusMove(lineId, { status: 'cancelled' }));
    expectOneSuccess(answers, { status: 409, message: 'This line is already cancelled.' });
    expect(await lineRow(lineId)).toMatchObject({ status: 'cancelled', refunded_cents: PAID_FOR_TWO });
    expect(await refundsOf(lineId)).toEqual({ ledger: [PAID_FOR_TWO], provider: [PAID_FOR_TWO] });
    expect(await bookedOf(groupId)).toBe(0);
  });

  test('ship: one move with its tracking; the others 409 "already shipped"', async () => {
    const { lineId } = await lineAfter();
    const answers = await atOnce(statusMove(lineId, SHIP));
    expectOneSuccess(answers, { status: 409, message: 'This line is already shipped.' });
    expect(await lineRow(lineId)).toMatchObject({ status: 'shipping', tracking_number: '1Z999' });
  });

  test('deliver: one invoice; the others 409 "already delivered"', async () => {
    const { lineId } = await lineAfter(SHIP);
    const answers = await atOnce(statusMove(lineId, { status: 'completed' }));
    const success = expectOneSuccess(answers, { status: 409, message: 'This line is already delivered.' });
    const line = await lineRow(lineId);
    expect(line).toMatchObject({ status: 'completed', invoice_id: expect.stringMatching(/^INV-\d{6}$/) });
    expect(success.data).toMatchObject({ invoice_id: line.invoice_id });
  });

  test('bulk ship of three lines, sent at once: each line moves once, and every other answer refuses it saying why', async () => {
    const lines = [await lineAfter(), await lineAfter(), await lineAfter()].map((line) => line.lineId);
    const answers = await atOnce(admin('POST', '/api/admin/order-lines/status', { ...SHIP, order_line_ids: lines }));
    // A bulk move answers per line (docs/decisions.md): the request is 200, each line ok or refused.
    expect(answers.map((answer) => answer.status)).toEqual(Array(AT_ONCE).fill(200));
    type Result = { order_line_id: number; ok: boolean; message: string };
    const results = answers.flatMap((answer) => (answer.data as { results: Result[] }).results);
    for (const lineId of lines) {
      const forLine = results.filter((result) => result.order_line_id === lineId);
      expect(forLine).toHaveLength(AT_ONCE);
      expect(forLine.filter((result) => result.ok)).toHaveLength(1);
      for (const refused of forLine.filter((result) => !result.ok)) {
        expect(refused.message).toBe('This line is already shipped.');
      }
      expect(await lineRow(lineId)).toMatchObject({ status: 'shipping' });
    }
    const moved = answers.reduce((sum, answer) => sum + (answer.data as { moved: number }).moved, 0);
    expect(moved).toBe(lines.length);
  });
});

describe('returns sent at once', () => {
  test('the buyer asks to return a delivered line: one return; the others 409 naming the line’s state', async () => {
    const line = await lineAfter(SHIP, { status: 'completed' });
    const answers = await atOnce(requestReturn(line));
    expectOneSuccess(answers, {
      status: 409,
      message: 'This order line is return_requested; only delivered items can be returned.',
    });
    const returns = await t.handle.db
      .selectFrom('returns')
      .select('status')
      .where('order_line_id', '=', line.lineId)
      .execute();
    expect(returns).toEqual([{ status: 'return_requested' }]);
  });

  test('admin accepts: one move; the others 409 "already accepted"', async () => {
    const { lineId } = await returnRequestedLine();
    const answers = await atOnce(admin('POST', `/api/admin/order-lines/${lineId}/return/accept`));
    expectOneSuccess(answers, { status: 409, message: 'This return is already accepted.' });
    expect(await lineRow(lineId)).toMatchObject({ status: 'return_accepted', refunded_cents: 0 });
  });

  test('admin declines: one move with its reason; the others 409 "already declined"', async () => {
    const { lineId } = await returnRequestedLine();
    const answers = await atOnce(
      admin('POST', `/api/admin/order-lines/${lineId}/return/decline`, { reason: 'Used beyond a trial' }),
    );
    const success = expectOneSuccess(answers, { status: 409, message: 'This return is already declined.' });
    expect(success.data).toMatchObject({ status: 'return_declined', return_decline_reason: 'Used beyond a trial' });
  });

  test('admin marks the return on its way back: one move; the others 409 "already on its way back"', async () => {
    const { lineId } = await returnRequestedLine();
    await moveLine(lineId, { status: 'return_accepted' });
    const answers = await atOnce(statusMove(lineId, { status: 'return_in_progress' }));
    expectOneSuccess(answers, { status: 409, message: 'This return is already on its way back.' });
    expect(await lineRow(lineId)).toMatchObject({ status: 'return_in_progress' });
  });

  test('admin refunds the return: one refund of the whole line; the others 409 "already refunded"', async () => {
    const { lineId } = await returnRequestedLine();
    await moveLine(lineId, { status: 'return_accepted' });
    await moveLine(lineId, { status: 'return_in_progress' });
    const answers = await atOnce(statusMove(lineId, { status: 'refunded' }));
    expectOneSuccess(answers, { status: 409, message: 'This line is already refunded.' });
    expect(await lineRow(lineId)).toMatchObject({ status: 'refunded', refunded_cents: PAID_FOR_TWO });
    expect(await refundsOf(lineId)).toEqual({ ledger: [PAID_FOR_TWO], provider: [PAID_FOR_TWO] });
  });
});

describe('settlement asked for at once (admin)', () => {
  const RUN_IN_PROGRESS = 'A settlement run is already in progress.';
  // Each buyer paid $100 a unit for 2 units; the group is then taken to 25 booked, where
  // the final price is $80: (100 − 80) × 2 = $40.00, plus its share of the Texas tax
  // (1250 × 4000 / 20000 = $2.50) and of the fee (400 × 4000 / 20000 = $0.80).
  const SETTLE_REFUND = 4_000 + 250 + 80;

  /** Three buyers' lines in one group now at 25 units booked ($80 a unit). */
  async function groupOfThreeLines(): Promise<{ groupId: number; lineIds: number[] }> {
    const groupId = await createGroup(t.handle.db, { maxQuantity: 100 });
    const lineIds: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const customer = await createCustomer(t.handle.db, 'TX');
      const cardId = await addCard(t.app, customer.token);
      await addToCart(t.app, customer.token, groupId, 2);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/placeorder',
        headers: asCustomer(customer),
        payload: { card_id: cardId },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      const line = await t.handle.db
        .selectFrom('order_lines')
        .select('id')
        .where('order_id', '=', res.json().data.order_id)
        .executeTakeFirstOrThrow();
      lineIds.push(line.id);
    }
    // Other buyers took it to 25 units: the final price is the $80 level.
    await t.handle.db.updateTable('groups').set({ quantity_booked: 25 }).where('id', '=', groupId).execute();
    return { groupId, lineIds };
  }

  async function operatorRuns(groupId: number | null): Promise<number> {
    const { n } = await t.handle.db
      .selectFrom('settlement_runs')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('started_by', '=', 'operator')
      .where('group_id', groupId === null ? 'is' : '=', groupId)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async function expectSettledOnce(lineIds: number[]): Promise<void> {
    for (const lineId of lineIds) {
      expect(await refundsOf(lineId)).toEqual({ ledger: [SETTLE_REFUND], provider: [SETTLE_REFUND] });
      expect(await lineRow(lineId)).toMatchObject({ refunded_cents: SETTLE_REFUND, settled_at: expect.any(String) });
    }
  }

  test('settle a group: one run settles every line once; the others 409 "already in progress"', async () => {
    const { groupId, lineIds } = await groupOfThreeLines();
    const answers = await atOnce(admin('POST', `/api/admin/groups/${groupId}/settle`));
    const success = expectOneSuccess(answers, { status: 409, message: RUN_IN_PROGRESS });
    expect(success.data).toMatchObject({ lines_settled: 3, refunded_cents: 3 * SETTLE_REFUND });
    await expectSettledOnce(lineIds);
    expect(await operatorRuns(groupId)).toBe(1);
  });

  test('run settlement: one run settles every closed group once; the others 409 "already in progress"', async () => {
    const groups = [await groupOfThreeLines(), await groupOfThreeLines()];
    for (const { groupId } of groups) {
      await t.handle.db.updateTable('groups').set({ status: 'Closed' }).where('id', '=', groupId).execute();
    }
    const runsBefore = await operatorRuns(null);
    const answers = await atOnce(admin('POST', '/api/admin/settlement/run'));
    const success = expectOneSuccess(answers, { status: 409, message: RUN_IN_PROGRESS });
    // Other closed groups of the seed may be settled by the same run: at least these six lines.
    expect((success.data as { lines_settled: number }).lines_settled).toBeGreaterThanOrEqual(6);
    await expectSettledOnce(groups.flatMap((group) => group.lineIds));
    expect(await operatorRuns(null)).toBe(runsBefore + 1);
  });
});

describe('saved cards sent at once', () => {
  const year = new Date().getUTCFullYear() + 3;
  const MASTERCARD = '5555555555554444';

  async function cardToken(customer: TestCustomer, cardNumber: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/tokens',
      headers: asCustomer(customer),
      payload: { card_number: cardNumber, exp_month: 7, exp_year: year, cvc: '123', card_holder_name: 'Dup Buyer' },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data.id as string;
  }

  const saveCard = (customer: TestCustomer, token: string) => () =>
    t.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: asCustomer(customer),
      payload: { card_holder_name: 'Dup Buyer', default_card: true, card_details: token },
    });

  async function cardsOf(customer: TestCustomer) {
    return t.handle.db
      .selectFrom('cards')
      .select(['id', 'last4', 'is_default'])
      .where('customer_id', '=', customer.id)
      .orderBy('id')
      .execute();
  }

  test('the card form sent five times (a token each) saves the card once, as the default; the others 409', async () => {
    const customer = await createCustomer(t.handle.db);
    const first = await addCard(t.app, customer.token, VISA);
    const tokens: string[] = [];
    for (let i = 0; i < AT_ONCE; i += 1) tokens.push(await cardToken(customer, MASTERCARD));
    const answers = await Promise.all(tokens.map((token) => saveCard(customer, token)()));
    const seen = answers.map((res) => ({
      status: res.statusCode,
      ...(res.json() as { message: string; data: unknown }),
    }));
    const success = expectOneSuccess(seen, { status: 409, message: 'This card is already saved.' });
    const saved = (success.data as Array<{ id: number }>)[0]!.id;
    expect(await cardsOf(customer)).toEqual([
      { id: first, last4: '4242', is_default: 0 },
      { id: saved, last4: '4444', is_default: 1 },
    ]);
  });

  test('one request sent five times (one token) saves the card once; the others 400: the token is spent', async () => {
    const customer = await createCustomer(t.handle.db);
    const answers = await atOnce(saveCard(customer, await cardToken(customer, MASTERCARD)));
    expectOneSuccess(answers, { status: 400, message: 'card_details is not a valid card token' });
    expect(await cardsOf(customer)).toEqual([{ id: expect.any(Number), last4: '4444', is_default: 1 }]);
  });

  test('making a card the default is a "set": every duplicate answers 200, and it is the one default', async () => {
    const customer = await createCustomer(t.handle.db);
    const first = await addCard(t.app, customer.token, VISA);
    const second = await addCard(t.app, customer.token, MASTERCARD);
    const answers = await atOnce(() =>
      t.app.inject({ method: 'PUT', url: `/api/card/${second}`, headers: asCustomer(customer) }),
    );
    expect(answers.map((answer) => [answer.status, answer.message])).toEqual(
      Array(AT_ONCE).fill([200, 'Default card updated.']),
    );
    expect(await cardsOf(customer)).toEqual([
      { id: first, last4: '4242', is_default: 0 },
      { id: second, last4: '4444', is_default: 1 },
    ]);
  });

  test('removing the default card: removed once, the other card becomes the one default; the others 404', async () => {
    const customer = await createCustomer(t.handle.db);
    const kept = await addCard(t.app, customer.token, VISA);
    const removed = await addCard(t.app, customer.token, MASTERCARD, true);
    const answers = await atOnce(() =>
      t.app.inject({ method: 'DELETE', url: `/api/card/${removed}`, headers: asCustomer(customer) }),
    );
    expectOneSuccess(answers, { status: 404, message: 'Card not found' });
    expect(await cardsOf(customer)).toEqual([{ id: kept, last4: '4242', is_default: 1 }]);
  });
});

describe('the cart, sent at once', () => {
  async function cartLines(customer: TestCustomer) {
    const res = await t.app.inject({ method: 'GET', url: '/api/cart/view', headers: asCustomer(customer) });
    return (res.json().data.line_item_list as Array<{ cart_item_id: number; qty: number; group: { id: number } }>).map(
      (line) => ({ cart_item_id: line.cart_item_id, qty: line.qty, group_id: line.group.id }),
    );
  }

  test('add, update and remove: one line of 2 added once, set to 4, removed once', async () => {
    const customer = await createCustomer(t.handle.db);
    const groupId = await createGroup(t.handle.db);

    const added = await atOnce(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: asCustomer(customer),
        payload: { group_id: groupId, qty: 2 },
      }),
    );
    const success = expectOneSuccess(added, {
      status: 409,
      message: 'This group is already in your cart. Change its quantity in the cart.',
    });
    const cartItemId = (success.data as Array<{ cart_item_id: number }>)[0]!.cart_item_id;
    expect(await cartLines(customer)).toEqual([{ cart_item_id: cartItemId, qty: 2, group_id: groupId }]);

    // Setting a quantity is a "set": each duplicate answers 200 and the line holds 4.
    const updated = await atOnce(() =>
      t.app.inject({
        method: 'PUT',
        url: '/api/cart/update',
        headers: asCustomer(customer),
        payload: { cart_item_id: cartItemId, group_id: groupId, qty: 4 },
      }),
    );
    expect(updated.map((answer) => [answer.status, answer.message])).toEqual(
      Array(AT_ONCE).fill([200, 'Cart updated successfully.']),
    );
    expect(await cartLines(customer)).toEqual([{ cart_item_id: cartItemId, qty: 4, group_id: groupId }]);

    const removed = await atOnce(() =>
      t.app.inject({ method: 'DELETE', url: `/api/cart/${cartItemId}`, headers: asCustomer(customer) }),
    );
    expectOneSuccess(removed, { status: 404, message: 'Cart item not found' });
    expect(await cartLines(customer)).toEqual([]);

    // A line removed meanwhile is not brought back by a late update.
    const late = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      headers: asCustomer(customer),
      payload: { cart_item_id: cartItemId, group_id: groupId, qty: 3 },
    });
    expect([late.statusCode, late.json().message]).toEqual([404, 'Cart item not found']);
  });
});

describe('admin group changes sent at once', () => {
  test('creating a group is done once: the others 409 naming the open group they would repeat', async () => {
    const endDate = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const group = {
      category_id: 1,
      product_name: `Keyless Kettle ${Date.now()}`,
      description: 'Sent five times at once.',
      price: 40,
      shipping: 5,
      max_quantity: 50,
      end_date: endDate,
      supplier_zip: '75204',
      supplier_street: '3300 McKinney Ave',
      supplier_city: 'Dallas',
      supplier_state: 'TX',
      radius_miles: 40,
      levels: [{ quantity_level: 50, discounted_price: 35 }],
    };
    const answers = await atOnce(admin('POST', '/api/admin/groups', group));
    const created = expectOneSuccess(answers, {
      status: 409,
      message: `A group of ${group.product_name} from ZIP 75204 ending ${endDate} is already open (group ${
        (answers.find((answer) => answer.status === 200)?.data as { id: number } | undefined)?.id
      })`,
    });
    const stored = await t.handle.db
      .selectFrom('groups')
      .select('id')
      .where('product_name', '=', group.product_name)
      .execute();
    expect(stored).toEqual([{ id: (created.data as { id: number }).id }]);
  });

  test('an edit is a "set": every duplicate answers 200 with the same group, its levels written once', async () => {
    const groupId = await createGroup(t.handle.db, { maxQuantity: 100 });
    const edit = {
      product_name: 'Renamed Kettle',
      price: 150,
      levels: [
        { quantity_level: 10, discounted_price: 120 },
        { quantity_level: 40, discounted_price: 110 },
      ],
    };
    const answers = await atOnce(admin('PUT', `/api/admin/groups/${groupId}`, edit));
    expect(answers.map((answer) => answer.status)).toEqual(Array(AT_ONCE).fill(200));
    for (const answer of answers) expect(answer.data).toEqual(answers[0]!.data);
    expect(answers[0]!.data).toMatchObject({ product_name: 'Renamed Kettle', price: 150, levels: edit.levels });
    const levels = await t.handle.db
      .selectFrom('group_levels')
      .select(['quantity_level', 'price_cents'])
      .where('group_id', '=', groupId)
      .orderBy('quantity_level')
      .execute();
    expect(levels).toEqual([
      { quantity_level: 10, price_cents: 12_000 },
      { quantity_level: 40, price_cents: 11_000 },
    ]);
  });

  test('closing is one-way and a "set": every duplicate answers 200 with the group closed', async () => {
    const groupId = await createGroup(t.handle.db);
    const answers = await atOnce(admin('POST', `/api/admin/groups/${groupId}/close`));
    expect(answers.map((answer) => [answer.status, (answer.data as { status: string }).status])).toEqual(
      Array(AT_ONCE).fill([200, 'Closed']),
    );
    const group = await t.handle.db
      .selectFrom('groups')
      .select(['status', 'quantity_booked'])
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    expect(group).toEqual({ status: 'Closed', quantity_booked: 0 });
  });
});
