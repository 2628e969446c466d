import fs from 'node:fs';
import { freePort, startService, waitForHealthy, type Service } from '../../../scripts/lib/services';
import { prepareProductionRun, productionDatabase, productionEnv, runCompiled } from './production-run';

// The image's two services from the compiled build (`node api/dist/main.js`,
// `node gateway/dist/main.js`) in production mode serve a shopper's order end to end.

const dir = prepareProductionRun('shop-compiled-');
const database = productionDatabase();
const production = productionEnv(dir, database.url);
const services: Service[] = [];
let gatewayUrl = '';

async function graphql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const answer = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

beforeAll(async () => {
  await database.create();
  // The demo data, as `docker compose run --rm api seed-demo` loads it.
  const seeded = await runCompiled('api/dist/cli/seed.js', [], production);
  expect(seeded.stderr).toBe('');
  expect(seeded.stdout).toMatch(/^Seeded \d+ accounts/);

  const apiPort = await freePort();
  const api = startService('api', 'api/dist/main.js', { ...production, API_PORT: String(apiPort) }, 'ignore');
  services.push(api);
  await waitForHealthy(`http://127.0.0.1:${apiPort}/api/health`, api);
  const gatewayPort = await freePort();
  const gateway = startService(
    'gateway',
    'gateway/dist/main.js',
    {
      NODE_ENV: 'production',
      API_URL: `http://127.0.0.1:${apiPort}`,
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_HOST: '127.0.0.1',
      PUBLIC_URL: production.PUBLIC_URL,
      LOG_LEVEL: 'warn',
    },
    'ignore',
  );
  services.push(gateway);
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await waitForHealthy(`${gatewayUrl}/livez`, gateway);
}, 120_000);

afterAll(async () => {
  for (const service of services.reverse()) await service.stop();
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a shopper signs in, saves a card, fills the cart and places one order through the compiled gateway and API', async () => {
  const { login } = await graphql<{ login: { token: string } }>(
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: 'shopper@example.com', p: 'Shopper@123' },
  );
  const tokenAnswer = await fetch(`${gatewayUrl}/payments/sandbox/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
    body: JSON.stringify({
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
      card_holder_name: 'Sam Shopper',
    }),
  });
  expect(tokenAnswer.status).toBe(200);
  const cardToken = ((await tokenAnswer.json()) as { data: { id: string } }).data.id;
  const { addCard } = await graphql<{ addCard: { card: { id: string } } }>(
    'mutation($t: String!) { addCard(input: { holderName: "Sam Shopper", token: $t, makeDefault: true }) { card { id } } }',
    { t: cardToken },
    login.token,
  );
  const { groups } = await graphql<{ groups: { nodes: { id: string }[] } }>(
    '{ groups(filter: { zipCode: "75201" }, first: 1) { nodes { id } } }',
    {},
    login.token,
  );
  await graphql(
    'mutation($g: ID!) { addToCart(groupId: $g, quantity: 1) { message } }',
    { g: groups.nodes[0]!.id },
    login.token,
  );

  const { placeOrder } = await graphql<{
    placeOrder: { orderId: string; grandTotal: { amount: string; currencyCode: string }; cart: { lineCount: number } };
  }>(
    'mutation($c: ID!) { placeOrder(input: { cardId: $c }) { orderId grandTotal { amount currencyCode } cart { lineCount } } }',
    { c: addCard.card.id },
    login.token,
  );
  expect(Number(placeOrder.orderId)).toBeGreaterThan(0);
  expect(placeOrder.grandTotal).toEqual({ amount: expect.stringMatching(/^\d+\.\d{2}$/), currencyCode: 'USD' });
  expect(placeOrder.grandTotal.amount).not.toBe('0.00');
  expect(placeOrder.cart.lineCount).toBe(0);
  const { orderLines } = await graphql<{ orderLines: { nodes: { orderId: string }[] } }>(
    '{ orderLines { nodes { orderId } } }',
    {},
    login.token,
  );
  expect(orderLines.nodes.map((line) => line.orderId)).toContain(placeOrder.orderId);

  // The developers' GraphiQL page is not part of a production gateway.
  expect((await fetch(`${gatewayUrl}/graphiql`)).status).toBe(404);
}, 60_000);
