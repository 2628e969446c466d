// @database-agnostic: the holder name is judged by the gateway, with the API frozen or answering
// (runs once, on SQLite; docs/decisions.md "Test suite time").
import { createDb, type DbHandle } from '../../api/src/db/kysely';
import { createCustomer } from '../../api/src/modules/checkout/commerce.fixtures';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';

// A bad-input sweep once had `addCard` with a 41-fold `' OR '1'='1` holder name (451
// characters; the API takes 100) answered SERVICE_UNAVAILABLE, once in two runs on SQLite.
// The only way to that answer is the upstream call failing in transport: the API (whose
// SQLite queries all run on its one event loop) was busy with another request past the
// gateway's upstream timeout, so a client's mistake was told it met an outage. Freezing the
// API makes that moment deterministic: the answer must not depend on it. Runs against an
// API on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

const ADD_CARD = 'mutation($i: AddCardInput!) { addCard(input: $i) { message card { id } } }';
const SWEPT_NAME = "' OR '1'='1".repeat(41);

let api: ApiProcess;
let handle: DbHandle;
let gateway: TestGateway;
let token: string;

beforeAll(async () => {
  api = await startApiProcess();
  handle = createDb(api.database);
  token = (await createCustomer(handle.db)).token;
  // A short upstream timeout: a frozen API is an outage within half a second.
  gateway = await startTestGateway({ API_URL: api.url, UPSTREAM_TIMEOUT_MS: 500 });
}, 120_000);
afterAll(async () => {
  await gateway?.app.close();
  await handle?.db.destroy();
  await api?.stop();
});
beforeEach(() => {
  gateway.calls.length = 0;
});

const addCard = (input: Record<string, unknown>) => gateway.graphql(ADD_CARD, { i: input }, token);

test.each([
  ['the sweep’s holder name', { holderName: SWEPT_NAME, token: 'tok_1' }, 'holderName must be at most 100 characters'],
  ['101 letters', { holderName: 'a'.repeat(101), token: 'tok_1' }, 'holderName must be at most 100 characters'],
  ['a blank holder name', { holderName: '   ', token: 'tok_1' }, 'holderName is required'],
  ['a blank token', { holderName: 'Sam Shopper', token: ' ' }, 'token must be a card token'],
  ['a 256-character token', { holderName: 'Sam Shopper', token: 't'.repeat(256) }, 'token must be a card token'],
])(
  '%s while the API cannot answer: BAD_USER_INPUT naming the field, never an outage',
  async (_what, input, message) => {
    api.signal('SIGSTOP');
    let answer: Awaited<ReturnType<typeof addCard>>;
    try {
      answer = await addCard(input);
    } finally {
      api.signal('SIGCONT');
    }
    expect(answer.body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })]);
    expect(gateway.calls).toEqual([]);
  },
);

test('the same holder name with the API answering: the same refusal, and a name the API takes still reaches it', async () => {
  const refused = await addCard({ holderName: SWEPT_NAME, token: 'tok_1' });
  expect(refused.body.errors).toEqual([
    expect.objectContaining({
      message: 'holderName must be at most 100 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    }),
  ]);
  // 100 characters after trimming, as the API counts: the API judges the token.
  const passed = await addCard({ holderName: ` ${'a'.repeat(100)} `, token: 'tok_unknown' });
  expect(passed.body.errors).toEqual([
    expect.objectContaining({
      message: 'card_details is not a valid card token',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    }),
  ]);
  expect(gateway.calls).toEqual([{ method: 'POST', path: 'card' }]);
});
