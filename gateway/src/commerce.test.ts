import { awaitMail, startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type GraphQLAnswer, type TestGateway } from './test/gateway-client';
import { centsOf, MONEY, type Money } from './test/money';

let api: ApiProcess;
let gateway: TestGateway;
let shopper: string;
let business: string;
let groupIds: string[];

async function login(email: string, password: string): Promise<string> {
  const { body } = await gateway.graphql(
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  return (body.data as { login: { token: string } }).login.token;
}

/**
 * A new, verified Individual in Dallas: a group is sold only in its area, so whoever
 * competes with the Dallas shopper for a Dallas group lives there too.
 */
async function dallasBuyer(email: string): Promise<string> {
  const { body } = await gateway.graphql('mutation($input: SignUpInput!) { signUp(input: $input) { message } }', {
    input: {
      firstName: 'Dana',
      lastName: 'Dallas',
      email,
      phoneNumber: '(214) 555-0142',
      state: 'TX',
      city: 'Dallas',
      street: '700 Elm St',
      zipCode: '75201',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
    },
  });
  expect(body.errors).toBeUndefined();
  const token = new URL((await awaitMail(api.outboxDir, email, /token=/)).link).searchParams.get('token');
  await ok('mutation($t: String!) { verifyEmail(token: $t) { message } }', { t: token }, '');
  return login(email, 'Secret@123');
}

/** A sandbox card token, as the browser's card form gets it: through the gateway's proxy. */
async function cardToken(cardNumber: string, session: string): Promise<string> {
  const answer = await gateway.app.inject({
    method: 'POST',
    url: '/payments/sandbox/tokens',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
    payload: JSON.stringify({
      card_number: cardNumber,
      exp_month: 12,
      exp_year: 2031,
      cvc: '123',
      card_holder_name: 'Sam Shopper',
    }),
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { data: { id: string } }).data.id;
}

async function ok<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const { body } = await gateway.graphql(query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

const CART = `cart { id lineCount grandTotal ${MONEY} lines { id cartItemId quantity unitPrice ${MONEY} lineTotal ${MONEY}
  groupId productName group { id levels { unitPrice ${MONEY} } } } }`;
const ADD = `mutation($g: ID!, $q: PositiveInt!) { addToCart(groupId: $g, quantity: $q) { message ${CART} } }`;
const CARDS = 'cards { id maskedNumber brand isDefault }';
const ADD_CARD = `mutation($t: String!, $d: Boolean!) { addCard(input: { holderName: "Sam Shopper", token: $t, makeDefault: $d }) { message card { id isDefault } ${CARDS} } }`;
const PLACE = `mutation($c: ID!, $k: String) { placeOrder(input: { cardId: $c, idempotencyKey: $k }) {
  message orderId grandTotal ${MONEY} cart { id lineCount } } }`;

type Cart = {
  id: string;
  lineCount: number;
  grandTotal: Money;
  lines: { id: string; cartItemId: string; quantity: number; unitPrice: Money; lineTotal: Money; groupId: string }[];
};
type Card = { id: string; maskedNumber: string; isDefault: boolean };

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
  shopper = await login('shopper@example.com', 'Shopper@123');
  business = await login('business@example.com', 'Business@123');
  const { body } = await gateway.graphql('{ groups(filter: { zipCode: "75201" }, first: 30) { nodes { id } } }');
  groupIds = (body.data as { groups: { nodes: { id: string }[] } }).groups.nodes.map((g) => g.id);
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});
beforeEach(() => {
  gateway.calls.length = 0;
});

test('cart needs a session: UNAUTHENTICATED with HTTP 401', async () => {
  const { status, body } = await gateway.graphql(`{ ${CART} }`);
  expect(status).toBe(401);
  expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('a cart of 20 lines with their groups costs two upstream calls', async () => {
  for (const id of groupIds.slice(0, 20)) await ok(ADD, { g: id, q: 1 }, shopper);
  gateway.calls.length = 0;
  const { cart } = await ok<{ cart: Cart }>(`{ ${CART} }`, {}, shopper);
  expect(cart.lineCount).toBe(20);
  expect(cart.lines.map((l) => l.groupId).sort()).toEqual(groupIds.slice(0, 20).sort());
  expect(gateway.calls).toEqual([
    { method: 'GET', path: 'cart/view' },
    { method: 'POST', path: 'group/batch' },
  ]);
});

test('cart changes answer the changed cart; lines are keyed by the pricing address', async () => {
  const { cart } = await ok<{ cart: Cart }>(`{ ${CART} }`, {}, shopper);
  const line = cart.lines[0]!;
  expect(line.id).toBe(`${line.cartItemId}@default`);
  const updated = await ok<{ updateCartLine: { message: string; cart: Cart } }>(
    `mutation($i: ID!, $g: ID!) { updateCartLine(cartItemId: $i, groupId: $g, quantity: 3) { message ${CART} } }`,
    { i: line.cartItemId, g: line.groupId },
    shopper,
  );
  const changed = updated.updateCartLine.cart.lines.find((l) => l.cartItemId === line.cartItemId)!;
  expect(changed.quantity).toBe(3);
  expect(centsOf(changed.lineTotal)).toBe(centsOf(changed.unitPrice) * 3);

  const removed = await ok<{ removeCartLine: { message: string; cart: Cart } }>(
    `mutation($i: ID!) { removeCartLine(cartItemId: $i) { message ${CART} } }`,
    { i: line.cartItemId },
    shopper,
  );
  expect(removed.removeCartLine.message).toBe('Successfully removed an item from your cart.');
  expect(removed.removeCartLine.cart.lineCount).toBe(cart.lineCount - 1);
});

test("another customer's cart line is NOT_FOUND", async () => {
  const { cart } = await ok<{ cart: Cart }>(`{ ${CART} }`, {}, shopper);
  const { body } = await gateway.graphql(
    'mutation($i: ID!) { removeCartLine(cartItemId: $i) { message } }',
    { i: cart.lines[0]!.cartItemId },
    business,
  );
  expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});

test('cards: add, make default, delete; every answer holds the whole list', async () => {
  const before = (await ok<{ cards: Card[] }>(`{ ${CARDS} }`, {}, shopper)).cards;
  const added = await ok<{ addCard: { card: Card; cards: Card[] } }>(
    ADD_CARD,
    { t: await cardToken('5555555555554444', shopper), d: true },
    shopper,
  );
  expect(added.addCard.card.isDefault).toBe(true);
  expect(added.addCard.cards).toHaveLength(before.length + 1);
  expect(added.addCard.cards.filter((c) => c.isDefault)).toHaveLength(1);

  const other = added.addCard.cards.find((c) => c.id !== added.addCard.card.id)!;
  const made = await ok<{ setDefaultCard: { cards: Card[] } }>(
    `mutation($id: ID!) { setDefaultCard(id: $id) { message ${CARDS} } }`,
    { id: other.id },
    shopper,
  );
  expect(made.setDefaultCard.cards.find((c) => c.isDefault)?.id).toBe(other.id);

  const deleted = await ok<{ deleteCard: { deletedCardId: string; cards: Card[] } }>(
    `mutation($id: ID!) { deleteCard(id: $id) { message deletedCardId ${CARDS} } }`,
    { id: added.addCard.card.id },
    shopper,
  );
  expect(deleted.deleteCard.deletedCardId).toBe(added.addCard.card.id);
  expect(deleted.deleteCard.cards.map((c) => c.id)).not.toContain(added.addCard.card.id);
});

test('a declined card books nothing; a good card places the order once per idempotency key', async () => {
  const declined = await ok<{ addCard: { card: Card } }>(
    ADD_CARD,
    { t: await cardToken('4000000000000002', shopper), d: false },
    shopper,
  );
  const refused = await gateway.graphql(PLACE, { c: declined.addCard.card.id }, shopper);
  expect(refused.body.errors?.[0]).toEqual(
    expect.objectContaining({
      message: 'Your card was declined.',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    }),
  );
  const { cart } = await ok<{ cart: Cart }>(`{ ${CART} }`, {}, shopper);
  expect(cart.lineCount).toBeGreaterThan(0);

  const good = await ok<{ addCard: { card: Card } }>(
    ADD_CARD,
    { t: await cardToken('4242424242424242', shopper), d: true },
    shopper,
  );
  const first = await ok<{ placeOrder: { orderId: string; grandTotal: Money; cart: Cart } }>(
    PLACE,
    { c: good.addCard.card.id, k: 'order-key-1' },
    shopper,
  );
  expect(first.placeOrder.grandTotal).toEqual(cart.grandTotal);
  expect(first.placeOrder.cart.lineCount).toBe(0);
  const again = await ok<{ placeOrder: { orderId: string } }>(
    PLACE,
    { c: good.addCard.card.id, k: 'order-key-1' },
    shopper,
  );
  expect(again.placeOrder.orderId).toBe(first.placeOrder.orderId);

  gateway.calls.length = 0;
  const { orderLines } = await ok<{
    orderLines: {
      nodes: {
        orderId: string;
        rawStatus: string;
        status: string;
        productName: string;
        todayUnitPrice: Money | null;
        refundIfClosedNow: Money | null;
        group: { id: string; discountedPrice: Money };
      }[];
    };
  }>(
    `{ orderLines(first: 50) { nodes { orderId rawStatus status productName total ${MONEY} todayUnitPrice ${MONEY}
      refundIfClosedNow ${MONEY} group { id productName discountedPrice ${MONEY} } } } }`,
    {},
    shopper,
  );
  // The newest order comes first: its lines are on the first page.
  const placed = orderLines.nodes.filter((l) => l.orderId === first.placeOrder.orderId);
  expect(placed).toHaveLength(cart.lineCount);
  expect(placed.every((l) => l.status === 'IN_PROGRESS' && l.rawStatus === 'in_progress')).toBe(true);
  // Open groups: today's price is the group's current price; the refund if closed now is a figure, never negative.
  for (const line of placed) {
    expect(line.todayUnitPrice).toEqual(line.group.discountedPrice);
    expect(centsOf(line.refundIfClosedNow!)).toBeGreaterThanOrEqual(0);
  }
  expect(gateway.calls).toEqual([
    { method: 'POST', path: 'orders' },
    { method: 'POST', path: 'group/batch' },
  ]);
});

test('one cart placed 8 times at once without an idempotency key: one order, one charge, its unit booked once', async () => {
  const buyer = await dallasBuyer('keyless-buyer@example.com');
  const card = await ok<{ addCard: { card: Card } }>(
    ADD_CARD,
    { t: await cardToken('4242424242424242', buyer), d: true },
    buyer,
  );
  const groupId = groupIds[3]!;
  const unitsLeft = async () =>
    (
      await ok<{ group: { unitsLeft: number } }>(
        'query($id: ID!) { group(id: $id) { unitsLeft } }',
        { id: groupId },
        buyer,
      )
    ).group.unitsLeft;
  const before = await unitsLeft();
  await ok(ADD, { g: groupId, q: 1 }, buyer);

  const answers = await Promise.all(
    Array.from({ length: 8 }, () => gateway.graphql(PLACE, { c: card.addCard.card.id }, buyer)),
  );
  const placed = answers.filter((a) => a.body.errors === undefined);
  expect(placed).toHaveLength(1);
  for (const refused of answers.filter((a) => a.body.errors !== undefined)) {
    expect(['This cart is already being ordered.', 'Your cart is empty.']).toContain(refused.body.errors![0]!.message);
  }
  const orderId = (placed[0]!.body.data as { placeOrder: { orderId: string } }).placeOrder.orderId;

  const { orderLines } = await ok<{ orderLines: { nodes: { orderId: string }[]; totalCount: number } }>(
    '{ orderLines { totalCount nodes { orderId } } }',
    {},
    buyer,
  );
  expect(orderLines.nodes.map((l) => l.orderId)).toEqual([orderId]);
  expect(orderLines.totalCount).toBe(1);
  expect(await unitsLeft()).toBe(before - 1);
  const admin = await login('admin@example.com', 'Admin@1234');
  const { admin: ledger } = await ok<{ admin: { ledger: { nodes: { orderId: string; customerEmail: string }[] } } }>(
    '{ admin { ledger(kind: CHARGE, first: 100) { nodes { orderId customerEmail } } } }',
    {},
    admin,
  );
  const charges = ledger.ledger.nodes.filter((e) => e.customerEmail === 'keyless-buyer@example.com');
  expect(charges.map((c) => c.orderId)).toEqual([orderId]);
});

test('a group outside the delivery area is refused at add-to-cart with the reason', async () => {
  const { body } = await gateway.graphql(ADD, { g: groupIds[0], q: 1 }, business);
  expect(body.errors).toEqual([
    expect.objectContaining({
      message:
        'This group does not deliver to your area, so it cannot be added to your cart. Only groups listed for your ZIP code can be ordered.',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    }),
  ]);
});

test("a group says before add-to-cart whether it delivers to the caller's area: yes to a Dallas shopper, no to a buyer elsewhere, null for a guest", async () => {
  const DELIVERS =
    'query($a: ID!, $b: ID!) { a: group(id: $a) { id deliversToYou } b: group(id: $b) { id deliversToYou } }';
  const ids = { a: groupIds[0], b: groupIds[1] };
  gateway.calls.length = 0;
  expect(await ok(DELIVERS, ids, shopper)).toEqual({
    a: { id: ids.a, deliversToYou: true },
    b: { id: ids.b, deliversToYou: true },
  });
  // Both groups' areas in one call, beside the one call for the groups themselves.
  expect(gateway.calls.filter((call) => call.path === 'cart/deliverable')).toHaveLength(1);
  // The business buyer lives outside Dallas: addToCart refuses these groups (the test
  // above), and the page can say so first.
  expect(await ok(DELIVERS, ids, business)).toEqual({
    a: { id: ids.a, deliversToYou: false },
    b: { id: ids.b, deliversToYou: false },
  });
  gateway.calls.length = 0;
  const guest = await gateway.graphql(DELIVERS, ids);
  expect(guest.body.errors).toBeUndefined();
  expect(guest.body.data).toEqual({ a: { id: ids.a, deliversToYou: null }, b: { id: ids.b, deliversToYou: null } });
  expect(gateway.calls.some((call) => call.path === 'cart/deliverable')).toBe(false);
});

test('an order for more than is left fails with the out-of-stock messages', async () => {
  const id = groupIds[25]!;
  const { group } = await ok<{ group: { unitsLeft: number; productName: string } }>(
    'query($id: ID!) { group(id: $id) { unitsLeft productName } }',
    { id },
    shopper,
  );
  const units = Math.min(group.unitsLeft, 1000);
  const rival = await dallasBuyer('dana.dallas@example.com');
  await ok(ADD, { g: id, q: units }, shopper);
  await ok(ADD, { g: id, q: units }, rival);
  const shopperCard = (await ok<{ cards: Card[] }>(`{ ${CARDS} }`, {}, shopper)).cards.find((c) => c.isDefault)!;
  const rivalCard = (
    await ok<{ addCard: { card: Card } }>(ADD_CARD, { t: await cardToken('4242424242424242', rival), d: true }, rival)
  ).addCard.card;

  await ok(PLACE, { c: shopperCard.id }, shopper);
  const { body } = await gateway.graphql(PLACE, { c: rivalCard.id }, rival);
  const error = (body as GraphQLAnswer).errors?.[0];
  expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(error?.extensions?.outOfStock).toEqual([expect.stringContaining(group.productName)]);
});

test('an orders page of 50 lines with their groups costs two upstream calls', async () => {
  const card = (await ok<{ cards: Card[] }>(`{ ${CARDS} }`, {}, shopper)).cards.find((c) => c.isDefault)!;
  const open = groupIds.filter((id) => id !== groupIds[25]).slice(0, 25);
  // Two orders of 25 one-unit lines each, on top of the shopper's seeded history.
  for (const key of ['fifty-lines-1', 'fifty-lines-2']) {
    for (const id of open) await ok(ADD, { g: id, q: 1 }, shopper);
    await ok(PLACE, { c: card.id, k: key }, shopper);
  }

  gateway.calls.length = 0;
  const {
    orderLines: { nodes: lines },
  } = await ok<{
    orderLines: { nodes: { id: string; group: { id: string; productName: string } }[] };
  }>(
    `{ orderLines(first: 50) { nodes { id total ${MONEY} status group { id productName levels { unitPrice ${MONEY} } } } } }`,
    {},
    shopper,
  );
  expect(lines).toHaveLength(50);
  expect(new Set(lines.map((line) => line.id)).size).toBe(50);
  expect(lines.every((line) => line.group.productName.length > 0)).toBe(true);
  expect(gateway.calls).toEqual([
    { method: 'POST', path: 'orders' },
    { method: 'POST', path: 'group/batch' },
  ]);
});
