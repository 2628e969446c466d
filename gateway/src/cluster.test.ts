import { createCustomer, createGroup, type TestCustomer } from '../../api/src/modules/checkout/commerce.fixtures';
import { MAX_FAILURES_PER_EMAIL } from '../../api/src/modules/auth/login-throttle';
import { startCluster, type TestCluster } from './test/cluster';
import type { GraphQLAnswer, TestGateway } from './test/gateway-client';
import { saveSandboxCard } from './test/saved-card';

// Two API and two gateway instances on one PostgreSQL database (docs/scaling.md): what
// one instance decides, the other must honour. Runs in npm test's PostgreSQL pass only
// (gateway/jest.config.js).

const PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;
const ADD_TO_CART = `mutation($g: ID!, $q: PositiveInt!) { addToCart(groupId: $g, quantity: $q) { message } }`;
const LOGIN = `mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }`;

let cluster: TestCluster;
beforeAll(async () => {
  cluster = await startCluster({ SETTLEMENT_INTERVAL_SECONDS: '0' });
}, 180_000);
afterAll(async () => {
  await cluster?.stop();
});

/** The instances taken in turn, as a load balancer would hand them requests. */
const gatewayFor = (i: number): TestGateway => cluster.gateways[i % 2]!;
const code = (body: GraphQLAnswer) => (body.errors ? String(body.errors[0]!.extensions?.code) : 'OK');

test('40 buyers race for the last 10 units through both instances: exactly 10 orders, one charge each', async () => {
  const groupId = await createGroup(cluster.handle.db, { maxQuantity: 10 });
  const buyers: Array<TestCustomer & { cardId: string }> = [];
  for (let i = 0; i < 40; i += 1) {
    const customer = await createCustomer(cluster.handle.db);
    const cardId = await saveSandboxCard(cluster.apis[i % 2]!.url, customer.token);
    const added = await gatewayFor(i).graphql(ADD_TO_CART, { g: String(groupId), q: 1 }, customer.token);
    expect(added.body.errors).toBeUndefined();
    buyers.push({ ...customer, cardId });
  }

  const answers = await Promise.all(
    buyers.map((buyer, i) =>
      gatewayFor(i).graphql(
        PLACE_ORDER,
        { input: { cardId: buyer.cardId, idempotencyKey: `race-${groupId}-${i}` } },
        buyer.token,
      ),
    ),
  );
  const codes = answers.map(({ body }) => code(body));
  expect(codes.filter((c) => c === 'OK')).toHaveLength(10);
  // The other 30 are told the units are gone, naming the group, and nothing else.
  const refused = answers.filter(({ body }) => body.errors);
  expect(refused).toHaveLength(30);
  for (const { body } of refused) {
    expect(body.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors![0]!.extensions?.outOfStock).toBeDefined();
  }

  const db = cluster.handle.db;
  const group = await db
    .selectFrom('groups')
    .select('quantity_booked')
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  expect(group.quantity_booked).toBe(10);
  const lines = await db
    .selectFrom('order_lines')
    .select(['order_id', 'quantity'])
    .where('group_id', '=', groupId)
    .execute();
  expect(lines).toHaveLength(10);
  const charges = await db
    .selectFrom('payments')
    .select('order_id')
    .where('kind', '=', 'charge')
    .where(
      'order_id',
      'in',
      lines.map((l) => l.order_id),
    )
    .execute();
  expect(charges.map((c) => c.order_id).sort()).toEqual(lines.map((l) => l.order_id).sort());
}, 120_000);

test('a login throttle reached through one instance holds on the other', async () => {
  const customer = await createCustomer(cluster.handle.db);
  const { email } = await cluster.handle.db
    .selectFrom('customers')
    .select('email')
    .where('id', '=', customer.id)
    .executeTakeFirstOrThrow();
  for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
    const { body } = await cluster.gateways[0].graphql(LOGIN, { e: email, p: `Wrong@${i}x` });
    expect(code(body)).toBe('BAD_USER_INPUT');
  }
  const { body } = await cluster.gateways[1].graphql(LOGIN, { e: email, p: 'Wrong@againx' });
  expect(code(body)).toBe('TOO_MANY_REQUESTS');
}, 60_000);
