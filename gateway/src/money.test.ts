// @database-agnostic: the contract's decimal text; the API's cents are tested on both databases in
// its own suite (runs once, on SQLite; docs/decisions.md "Test suite time").
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';
import { centsOf, MONEY, usd, type Money } from './test/money';

// Money through the whole contract (docs/graphql.md "Money"): an operator prices groups
// with `Decimal` strings, a shopper's cart answers `Money` whose amounts are exact decimal
// text. In floats 0.1 + 0.2 is 0.30000000000000004 and 0.1 × 3 is 0.30000000000000004;
// through the gateway both are "0.30".

let api: ApiProcess;
let gateway: TestGateway;
let admin: string;
let shopper: string;

async function ok<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const { body } = await gateway.graphql(query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

async function login(email: string, password: string): Promise<string> {
  const data = await ok<{ login: { token: string } }>(
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
    '',
  );
  return data.login.token;
}

/** An open group in the Dallas shopper's area whose unit price (its one level) is `unitPrice`. */
async function groupAt(productName: string, listPrice: string, unitPrice: string): Promise<string> {
  const data = await ok<{ admin: { createGroup: { group: { id: string } } } }>(
    'mutation($input: AdminGroupInput!) { admin { createGroup(input: $input) { group { id } } } }',
    {
      input: {
        categoryId: '2',
        productName,
        description: 'Priced to the cent.',
        price: listPrice,
        shipping: '0',
        maxQuantity: 100,
        endDate: new Date(Date.now() + 14 * 86_400_000).toISOString(),
        supplierZip: '75204',
        supplierStreet: '3300 McKinney Ave',
        supplierCity: 'Dallas',
        supplierState: 'TX',
        radiusMiles: 40,
        levels: [{ quantity: 100, price: unitPrice }],
      },
    },
    admin,
  );
  return data.admin.createGroup.group.id;
}

type Cart = {
  total: Money;
  totalTax: Money;
  totalShipping: Money;
  totalPlatformFee: Money;
  grandTotal: Money;
  lines: { cartItemId: string; groupId: string; quantity: number; unitPrice: Money; lineTotal: Money }[];
};
const CART = `cart { total ${MONEY} totalTax ${MONEY} totalShipping ${MONEY} totalPlatformFee ${MONEY}
  grandTotal ${MONEY} lines { cartItemId groupId quantity unitPrice ${MONEY} lineTotal ${MONEY} } }`;

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
  admin = await login('admin@example.com', 'Admin@1234');
  shopper = await login('shopper@example.com', 'Shopper@123');
  // The cart starts empty, so its total is only what this file adds.
  const { cart } = await ok<{ cart: Cart }>(`{ ${CART} }`, {}, shopper);
  for (const line of cart.lines) {
    await ok('mutation($i: ID!) { removeCartLine(cartItemId: $i) { message } }', { i: line.cartItemId }, shopper);
  }
}, 60_000);
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});

test('0.10 + 0.20 in the cart is "0.30", and 3 × 0.10 is "0.30": exact decimal text, never a float', async () => {
  const dime = await groupAt('Penny Drop Dime Pan', '0.15', '0.10');
  const twenty = await groupAt('Penny Drop Twenty Pan', '0.25', '0.20');
  const ADD = `mutation($g: ID!, $q: PositiveInt!) { addToCart(groupId: $g, quantity: $q) { message ${CART} } }`;

  await ok(ADD, { g: dime, q: 1 }, shopper);
  const both = (await ok<{ addToCart: { cart: Cart } }>(ADD, { g: twenty, q: 1 }, shopper)).addToCart.cart;
  expect(both.total).toEqual({ amount: '0.30', currencyCode: 'USD' });
  expect(both.lines.map((line) => line.unitPrice.amount).sort()).toEqual(['0.10', '0.20']);

  const dimeLine = both.lines.find((line) => line.groupId === dime)!;
  const twentyLine = both.lines.find((line) => line.groupId === twenty)!;
  await ok('mutation($i: ID!) { removeCartLine(cartItemId: $i) { message } }', { i: twentyLine.cartItemId }, shopper);
  const three = (
    await ok<{ updateCartLine: { cart: Cart } }>(
      `mutation($i: ID!, $g: ID!) { updateCartLine(cartItemId: $i, groupId: $g, quantity: 3) { ${CART} } }`,
      { i: dimeLine.cartItemId, g: dime },
      shopper,
    )
  ).updateCartLine.cart;
  expect(three.lines).toEqual([
    expect.objectContaining({ quantity: 3, unitPrice: usd('0.10'), lineTotal: usd('0.30') }),
  ]);
  expect(three.total).toEqual(usd('0.30'));

  // Every amount has exactly two decimals, and the parts add up to the cent.
  for (const money of [three.total, three.totalTax, three.totalShipping, three.totalPlatformFee, three.grandTotal]) {
    expect(money.amount).toMatch(/^\d+\.\d{2}$/);
  }
  expect(centsOf(three.grandTotal)).toBe(
    centsOf(three.total) + centsOf(three.totalTax) + centsOf(three.totalShipping) + centsOf(three.totalPlatformFee),
  );
});

test('"3" and "3.5" are taken as amounts and answered with two decimals', async () => {
  const id = await groupAt('Penny Drop Whole Pan', '3.5', '3');
  const { group } = await ok<{ group: { price: Money; discountedPrice: Money } }>(
    `query($id: ID!) { group(id: $id) { price ${MONEY} discountedPrice ${MONEY} } }`,
    { id },
    shopper,
  );
  expect(group).toEqual({ price: usd('3.50'), discountedPrice: usd('3.00') });
  const { admin: operatorView } = await ok<{ admin: { group: { price: Money; levels: { price: Money }[] } } }>(
    `query($id: ID!) { admin { group(id: $id) { price ${MONEY} levels { price ${MONEY} } } } }`,
    { id },
    admin,
  );
  expect(operatorView.group).toEqual({ price: usd('3.50'), levels: [{ price: usd('3.00') }] });
});
