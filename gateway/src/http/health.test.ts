// @database-agnostic: the gateway's health reports whether its API answers, not how the API stores
// data (runs once, on SQLite; docs/decisions.md "Test suite time").
import { freePort } from '../../../scripts/lib/services';
import { startApiProcess, type ApiProcess } from '../test/api-process';
import { startTestGateway, type TestGateway } from '../test/gateway-client';

let api: ApiProcess;
let gateway: TestGateway;
let orphan: TestGateway;
beforeAll(async () => {
  api = await startApiProcess({ SETTLEMENT_INTERVAL_SECONDS: '0' });
  gateway = await startTestGateway({ API_URL: api.url });
  // Nothing listens where this one looks for its API.
  orphan = await startTestGateway({ API_URL: `http://127.0.0.1:${await freePort()}`, UPSTREAM_TIMEOUT_MS: 500 });
}, 120_000);
afterAll(async () => {
  await gateway?.app.close();
  await orphan?.app.close();
  await api?.stop();
});

test('with its API ready, the gateway is alive and ready, and so is the API', async () => {
  expect((await gateway.app.inject({ method: 'GET', url: '/livez' })).json()).toEqual({ status: 'alive' });
  const ready = await gateway.app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready', api: 'ready' });
  const apiReady = await fetch(`${api.url}/readyz`);
  expect(apiReady.status).toBe(200);
});

test('with its API down, the gateway stays alive, is not ready, and answers SERVICE_UNAVAILABLE', async () => {
  expect((await orphan.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
  const ready = await orphan.app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: 'not ready', api: 'not ready', request_id: ready.headers['x-request-id'] });
  const { body } = await orphan.graphql('{ categories { id } }');
  expect(body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
});
