// @database-agnostic: the gateway's HTTP plumbing (runs once, on SQLite; docs/decisions.md "Test
// suite time").
import { createHash } from 'node:crypto';
import { freePort } from '../../scripts/lib/services';
import { startTestGateway, type TestGateway } from './test/gateway-client';

// These behaviours need no upstream: `{ __typename }` is answered by the gateway alone.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ API_URL: `http://127.0.0.1:${await freePort()}`, BODY_LIMIT_BYTES: 64 * 1024 });
});
afterAll(async () => {
  await gateway?.app.close();
});

const QUERY = '{ __typename }';
const persisted = (hash: string) =>
  encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));

test('automatic persisted queries: an unknown hash is asked for, then served by hash alone', async () => {
  const hash = createHash('sha256').update(QUERY).digest('hex');
  const headers = { 'apollo-require-preflight': 'true' };

  const unknown = await gateway.app.inject({ method: 'GET', url: `/graphql?extensions=${persisted(hash)}`, headers });
  expect(unknown.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

  const register = await gateway.app.inject({
    method: 'GET',
    url: `/graphql?query=${encodeURIComponent(QUERY)}&extensions=${persisted(hash)}`,
    headers,
  });
  expect(register.json()).toEqual({ data: { __typename: 'Query' } });

  const byHash = await gateway.app.inject({ method: 'GET', url: `/graphql?extensions=${persisted(hash)}`, headers });
  expect(byHash.statusCode).toBe(200);
  expect(byHash.json()).toEqual({ data: { __typename: 'Query' } });
});

test('CSRF prevention: a simple cross-site GET is refused, a preflighted one is served', async () => {
  const url = `/graphql?query=${encodeURIComponent(QUERY)}`;
  const simple = await gateway.app.inject({ method: 'GET', url });
  expect(simple.statusCode).toBe(400);
  expect(simple.body).toMatch(/CSRF/i);
  const preflighted = await gateway.app.inject({ method: 'GET', url, headers: { 'apollo-require-preflight': 'true' } });
  expect(preflighted.statusCode).toBe(200);
});

test('a body over the limit is refused with 413 before any work', async () => {
  const answer = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: QUERY, variables: { padding: 'x'.repeat(70 * 1024) } }),
  });
  expect(answer.statusCode).toBe(413);
  expect(gateway.calls).toHaveLength(0);
});
