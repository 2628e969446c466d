import { gql, type ApiSession } from './graphql';

// A new order of one open group for a demo customer, so a test moves a line no other test
// file touches (the console's tests, a return in the shop's orders test).

async function emptyCart(account: ApiSession): Promise<void> {
  const cart = await gql<{ cart: { lines: { cartItemId: string }[] } }>(
    '{ cart { lines { cartItemId } } }',
    {},
    account.token,
  );
  for (const line of cart.cart.lines) {
    await gql(
      'mutation ($id: ID!) { removeCartLine(cartItemId: $id) { message } }',
      { id: line.cartItemId },
      account.token,
    );
  }
}

async function defaultCard(account: ApiSession): Promise<{ id: string }> {
  const cards = await gql<{ cards: { id: string; isDefault: boolean }[] }>(
    '{ cards { id isDefault } }',
    {},
    account.token,
  );
  return cards.cards.find((each) => each.isDefault) ?? cards.cards[0]!;
}

/** Places an order of one unit of the last open group of the customer's area; answers the order id. */
export async function placeFreshOrder(account: ApiSession): Promise<string> {
  await emptyCart(account);
  const groups = await gql<{ groups: { nodes: { id: string; status: string }[] } }>(
    'query ($zip: PostalCode!) { groups(filter: { zipCode: $zip }, first: 60) { nodes { id status } } }',
    { zip: account.zipCode },
    account.token,
  );
  const card = await defaultCard(account);
  for (const group of groups.groups.nodes.filter((item) => item.status === 'OPEN').reverse()) {
    try {
      await gql(
        'mutation ($g: ID!) { addToCart(groupId: $g, quantity: 1) { message } }',
        { g: group.id },
        account.token,
      );
      const placed = await gql<{ placeOrder: { orderId: string } }>(
        'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
        { input: { cardId: card.id } },
        account.token,
      );
      return placed.placeOrder.orderId;
    } catch {
      // Out of stock or closed meanwhile: try the next group.
    }
  }
  throw new Error('no open group could be ordered');
}

/** Empties the customer's cart, then orders `quantity` units of this group with the default card; answers the order id. */
export async function orderUnitsOf(account: ApiSession, groupId: string, quantity: number): Promise<string> {
  await emptyCart(account);
  const card = await defaultCard(account);
  await gql(
    'mutation ($g: ID!, $q: PositiveInt!) { addToCart(groupId: $g, quantity: $q) { message } }',
    { g: groupId, q: quantity },
    account.token,
  );
  const placed = await gql<{ placeOrder: { orderId: string } }>(
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
    { input: { cardId: card.id } },
    account.token,
  );
  return placed.placeOrder.orderId;
}
