// @database-agnostic: the unsubscribe link's ids through the gateway; the API's unsubscribe is
// tested on both databases (runs once, on SQLite; docs/decisions.md "Test suite time").
import { randomBytes } from 'node:crypto';
import { createUnsubscribeSigner } from '../../api/src/modules/mail/level-mail';
import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED } from '../../api/src/modules/mail/unsubscribe.routes';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';

// The price-drop mail's unsubscribe link, followed through the gateway: the link's
// customer id (a GraphQL ID) and token reach the API as its body wants them; and the
// mailbox's one-click POST (RFC 8058) to the same address reaches the API's form route.

const SECRET = randomBytes(32).toString('hex');
const UNSUBSCRIBE = `mutation($c: ID!, $t: String!) { unsubscribeLevelMail(customerId: $c, token: $t) { message } }`;

let api: ApiProcess;
let gateway: TestGateway;

beforeAll(async () => {
  api = await startApiProcess({ SIGNING_SECRET: SECRET });
  gateway = await startTestGateway({ API_URL: api.url });
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});

async function customerIdOf(email: string, password: string): Promise<string> {
  const login = await gateway.graphql(
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  const token = (login.body.data as { login: { token: string } }).login.token;
  const { body } = await gateway.graphql('{ session { customerId } }', {}, token);
  return (body.data as { session: { customerId: string } }).session.customerId;
}

test("the link's customer and token unsubscribe; another customer's token is refused in the API's words", async () => {
  const customerId = await customerIdOf('shopper@example.com', 'Shopper@123');
  const signer = createUnsubscribeSigner(SECRET);

  const done = await gateway.graphql(UNSUBSCRIBE, { c: customerId, t: signer.token(Number(customerId)) });
  expect(done.body).toEqual({ data: { unsubscribeLevelMail: { message: UNSUBSCRIBED } } });

  const refused = await gateway.graphql(UNSUBSCRIBE, { c: customerId, t: signer.token(Number(customerId) + 1) });
  expect(refused.body.errors?.[0]).toMatchObject({ message: UNSUBSCRIBE_LINK_INVALID });
});

test("a customer id that is not a number gets the API's message naming the field", async () => {
  const { body } = await gateway.graphql(UNSUBSCRIBE, { c: 'me', t: 'a'.repeat(64) });
  expect(body.errors?.[0]).toMatchObject({
    message: 'customer_id must be a positive integer',
    extensions: { code: 'BAD_USER_INPUT' },
  });
});

test("a mailbox's one-click POST to the mail's unsubscribe address unsubscribes without a session", async () => {
  const customerId = Number(await customerIdOf('business@example.com', 'Business@123'));
  const signer = createUnsubscribeSigner(SECRET);
  const oneClick = (token: string) =>
    gateway.app.inject({
      method: 'POST',
      url: `/unsubscribe?customer=${customerId}&token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  const refused = await oneClick(signer.token(customerId + 1));
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ message: UNSUBSCRIBE_LINK_INVALID });

  const done = await oneClick(signer.token(customerId));
  expect(done.statusCode).toBe(200);
  expect(done.json()).toMatchObject({ message: UNSUBSCRIBED });
});
