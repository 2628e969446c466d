// @database-agnostic: which documents the gateway runs is decided before any upstream call (runs
// once, on SQLite; docs/decisions.md "Test suite time").
import type { AddressInfo } from 'node:net';
import manifest from './__generated__/persisted-documents.json';
import { persistedDocumentId } from './plugins/persisted-document-id';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';
import { liveClient, type LiveClient } from './test/live-client';

// Persisted and trusted documents (docs/graphql.md "Persisted and trusted documents"): the
// shop's operations from the generated manifest, run by id alone, and under
// TRUSTED_DOCUMENTS=enforce nothing else, over HTTP and WebSocket; a real API behind.

jest.setTimeout(120_000);

const listed = (name: string) => {
  const operation = manifest.operations.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`the manifest has no ${name}`);
  return operation;
};
const CATEGORIES = listed('NavigationCategories');
const GROUP_CHANGED = listed('GroupChanged');

const UNLISTED = 'query Probe { categories { id } }';
const UNLISTED_ID = persistedDocumentId(UNLISTED);

// Apollo's CSRF prevention lets a GET through with this header (Apollo Client sends a content-type).
const PREFLIGHTED = { 'apollo-require-preflight': 'true' };

let api: ApiProcess;
let enforcing: TestGateway;
let accepting: TestGateway;
let off: TestGateway;
let shopper: string;
const clients: LiveClient[] = [];

/** A GET of a persisted query: `extensions` with the id, and the query text only when given. */
async function getById(gateway: TestGateway, id: string, operationName?: string, query?: string) {
  const params = new URLSearchParams({
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }),
    ...(operationName ? { operationName } : {}),
    ...(query ? { query } : {}),
  });
  const answer = await gateway.app.inject({ method: 'GET', url: `/graphql?${params}`, headers: PREFLIGHTED });
  return {
    status: answer.statusCode,
    body: answer.json() as { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions?: object }> },
    hit: answer.headers['x-cache'] === 'hit',
  };
}

function connect(gateway: TestGateway): LiveClient {
  const port = (gateway.app.server.address() as AddressInfo).port;
  const live = liveClient(`ws://127.0.0.1:${port}/graphql`, shopper);
  clients.push(live);
  return live;
}

beforeAll(async () => {
  api = await startApiProcess();
  enforcing = await startTestGateway({ API_URL: api.url, TRUSTED_DOCUMENTS: 'enforce' });
  await enforcing.app.listen({ port: 0, host: '127.0.0.1' });
  accepting = await startTestGateway({ API_URL: api.url, TRUSTED_DOCUMENTS: 'accept' });
  off = await startTestGateway({ API_URL: api.url, TRUSTED_DOCUMENTS: 'off' });
  const { body } = await accepting.graphql(
    'mutation { login(email: "shopper@example.com", password: "Shopper@123") { token } }',
  );
  shopper = (body.data as { login: { token: string } }).login.token;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((live) => live.dispose()));
});
afterAll(async () => {
  await enforcing?.app.close();
  await accepting?.app.close();
  await off?.app.close();
  await api?.stop();
});

describe('TRUSTED_DOCUMENTS=enforce', () => {
  test('answers a manifest operation by its id alone over GET, and keeps the public answer as any other', async () => {
    const answer = await getById(enforcing, CATEGORIES.id, CATEGORIES.name);

    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const categories = (answer.body.data as { categories: Array<{ __typename: string; name: string }> }).categories;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories[0]?.__typename).toBe('Category');
    let served = false;
    for (let attempt = 0; attempt < 200 && !served; attempt += 1) {
      const again = await getById(enforcing, CATEGORIES.id, CATEGORIES.name);
      expect(again.body).toEqual(answer.body);
      served = again.hit;
      if (!served) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(served).toBe(true);
  });

  test('runs a manifest document sent as text (the signed-in preload script sends its early query so)', async () => {
    const { status, body } = await enforcing.graphql(CATEGORIES.body);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  test('refuses an operation whose text is not in the manifest, naming it, before running it', async () => {
    const { status, body } = await enforcing.graphql(UNLISTED);
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [
        {
          message: `Operation "Probe" (document sha256 ${UNLISTED_ID}) is not a trusted document: this gateway runs only the operations of its persisted-document manifest.`,
          extensions: { code: 'PERSISTED_QUERY_NOT_TRUSTED' },
        },
      ],
    });
  });

  test('refuses an id the manifest does not list, and does not learn it from an APQ registration', async () => {
    const unknown = await getById(enforcing, UNLISTED_ID, 'Probe');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      {
        message: `Operation "Probe" (persisted query id ${UNLISTED_ID}) is not a trusted document: this gateway runs only the operations of its persisted-document manifest.`,
        extensions: { code: 'PERSISTED_QUERY_NOT_TRUSTED' },
      },
    ]);
    const registration = await getById(enforcing, UNLISTED_ID, 'Probe', UNLISTED);
    expect(registration.body.errors?.[0]?.extensions).toEqual({ code: 'PERSISTED_QUERY_NOT_TRUSTED' });
    expect((await getById(enforcing, UNLISTED_ID, 'Probe')).body.errors?.[0]?.extensions).toEqual({
      code: 'PERSISTED_QUERY_NOT_TRUSTED',
    });
  });

  test("over WebSocket: refuses a subscription not in the manifest and delivers the shop's own", async () => {
    const live = connect(enforcing);
    await live.connected;
    const groups = await accepting.graphql('{ groups(filter: { zipCode: "75201" }, first: 1) { nodes { id } } }');
    const groupId = (groups.body.data as { groups: { nodes: Array<{ id: string }> } }).groups.nodes[0]!.id;

    const unlisted = live.subscribe('subscription Watch($ids: [ID!]!) { groupChanged(ids: $ids) { id } }', {
      ids: [groupId],
    });
    await expect(unlisted.next()).rejects.toEqual([
      expect.objectContaining({
        message: expect.stringContaining('Operation "Watch" (document sha256 '),
        extensions: { code: 'PERSISTED_QUERY_NOT_TRUSTED' },
      }),
    ]);

    // Its first event is the group as it is now.
    const event = await live.subscribe(GROUP_CHANGED.body, { ids: [groupId] }).next();
    expect(event.errors).toBeUndefined();
    expect((event.data as { groupChanged: { id: string } }).groupChanged.id).toBe(groupId);
  });
});

describe('TRUSTED_DOCUMENTS=accept (the default)', () => {
  test('answers a manifest operation by its id alone', async () => {
    const answer = await getById(accepting, CATEGORIES.id, CATEGORIES.name);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });

  test('still runs any other operation, and APQ as before', async () => {
    const { status, body } = await accepting.graphql(UNLISTED);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect((await getById(accepting, UNLISTED_ID)).body.errors?.[0]?.extensions).toEqual({
      code: 'PERSISTED_QUERY_NOT_FOUND',
    });
    expect((await getById(accepting, UNLISTED_ID, 'Probe', UNLISTED)).body.errors).toBeUndefined();
    expect((await getById(accepting, UNLISTED_ID, 'Probe')).body.errors).toBeUndefined();
  });
});

test('TRUSTED_DOCUMENTS=off: the manifest is not read, a manifest id is an unknown APQ hash', async () => {
  expect((await getById(off, CATEGORIES.id, CATEGORIES.name)).body.errors?.[0]?.extensions).toEqual({
    code: 'PERSISTED_QUERY_NOT_FOUND',
  });
});
