// @database-agnostic: what the gateway's metrics port counts (runs once, on SQLite;
// docs/decisions.md "Test suite time").
import type { FastifyInstance } from 'fastify';
import { startApiProcess, type ApiProcess } from '../test/api-process';
import { startTestGateway, type TestGateway } from '../test/gateway-client';
import { startMetricsServer } from '@shop/server-kit/metrics-server';

// What Prometheus scrapes from the gateway's metrics port around a few operations.

let api: ApiProcess;
let gateway: TestGateway;
let metricsServer: FastifyInstance;
let metricsUrl: string;
beforeAll(async () => {
  api = await startApiProcess({ SETTLEMENT_INTERVAL_SECONDS: '0' });
  gateway = await startTestGateway({ API_URL: api.url });
  metricsServer = await startMetricsServer(gateway.app.metrics, 0, '127.0.0.1');
  const address = metricsServer.server.address();
  metricsUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/metrics`;
}, 120_000);
afterAll(async () => {
  await metricsServer?.close();
  await gateway?.app.close();
  await api?.stop();
});

async function scrape(): Promise<Map<string, number>> {
  const text = await (await fetch(metricsUrl)).text();
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

test('an operation is counted by its name and type, with the API calls it made', async () => {
  const { body } = await gateway.graphql('query ShopCategories { categories { id } }');
  expect(body.errors).toBeUndefined();
  const samples = await scrape();
  expect(samples.get('graphql_operation_duration_seconds_count{operation="ShopCategories",type="query"}')).toBe(1);
  expect(samples.get('graphql_operation_upstream_calls_sum{operation="ShopCategories"}')).toBe(1);
  expect(samples.get('upstream_pool_requests{state="connected"}')).toBeGreaterThanOrEqual(1);
});

test('errors are counted by code; a client cannot mint labels with odd operation names', async () => {
  await gateway.graphql('query Mine { session { email } }');
  await gateway.graphql('query Mine { session { email } }');
  for (let i = 0; i < 3; i += 1) await gateway.graphql(`query Weird_${'x'.repeat(80)}${i} { categories { id } }`);
  const samples = await scrape();
  expect(samples.get('graphql_errors_total{code="UNAUTHENTICATED"}')).toBe(2);
  expect(samples.get('graphql_operation_duration_seconds_count{operation="other",type="query"}')).toBe(3);
  expect([...samples.keys()].some((key) => key.includes('xxxxxxxx'))).toBe(false);
});
