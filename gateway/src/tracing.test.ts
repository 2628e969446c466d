// @database-agnostic: spans and trace ids cross gateway and API the same way whatever the API's
// database (runs once, on SQLite; docs/decisions.md "Test suite time").
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { copySeededSqlite } from '../../api/src/test/seeded-copy';
import { ensureServerBuild } from '../../scripts/lib/server-build';
import { freePort, startService, waitForHealthy, type Service } from '../../scripts/lib/services';

// One shopper action (a sign-in through the gateway) with tracing on: the same trace id in
// the gateway's and the API's log lines, and both services' spans at the OTLP collector
// (a local HTTP server standing in for one: OTLP/HTTP is plain JSON over POST).

type Span = { traceId: string; name: string };
const received: Array<{ service: string; spans: Span[] }> = [];
let collector: http.Server;
const services: Service[] = [];
const logs = { api: [] as string[], gateway: [] as string[] };
let dataDir: string;
let gatewayUrl: string;

function collectLines(service: Service, into: string[]): void {
  let rest = '';
  service.process.stdout?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    into.push(...lines);
  });
}

beforeAll(async () => {
  collector = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {
        resourceSpans: Array<{
          resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
          scopeSpans: Array<{ spans: Span[] }>;
        }>;
      };
      for (const resourceSpans of body.resourceSpans) {
        const service =
          resourceSpans.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        received.push({ service, spans: resourceSpans.scopeSpans.flatMap((scope) => scope.spans) });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const collectorPort = await freePort();
  await new Promise<void>((resolve) => collector.listen(collectorPort, '127.0.0.1', resolve));

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-tracing-'));
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  // The run's seeded database (none: the API seeds at start) and the compiled servers, as
  // the image runs them (tracing patches the compiled modules as it does in production).
  copySeededSqlite(dataDir);
  ensureServerBuild();
  const tracing = {
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    // Spans leave within a second, not the default five.
    OTEL_BSP_SCHEDULE_DELAY: '200',
    LOG_LEVEL: 'info',
  };
  const api = startService(
    'api',
    'api/dist/main.js',
    {
      ...tracing,
      API_PORT: String(apiPort),
      SQLITE_FILE: path.join(dataDir, 'shop.db'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      DATABASE_URL: '',
      SMTP_URL: '',
      PAYMENT_PROVIDER: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      SETTLEMENT_INTERVAL_SECONDS: '0',
    },
    'pipe',
  );
  services.push(api);
  collectLines(api, logs.api);
  await waitForHealthy(`http://127.0.0.1:${apiPort}/api/health`, api, 120_000);
  const gateway = startService(
    'gateway',
    'gateway/dist/main.js',
    {
      ...tracing,
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${apiPort}`,
    },
    'pipe',
  );
  services.push(gateway);
  collectLines(gateway, logs.gateway);
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await waitForHealthy(`${gatewayUrl}/livez`, gateway);
}, 120_000);

afterAll(async () => {
  for (const service of services.reverse()) await service.stop();
  await new Promise((resolve) => collector?.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The trace id of the first JSON log line that has one and matches `test`. */
function traceIdOf(lines: string[], test: (entry: Record<string, unknown>) => boolean): string | undefined {
  for (const line of lines) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as Record<string, unknown>;
    if (typeof entry.trace_id === 'string' && test(entry)) return entry.trace_id;
  }
  return undefined;
}

async function until<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('not seen in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("a sign-in has one trace id in the gateway's and the API's logs, and both services' spans", async () => {
  const answer = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation SignIn($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
      variables: { e: 'shopper@example.com', p: 'Shopper@123' },
    }),
  });
  expect(answer.status).toBe(200);

  const traceId = await until(() =>
    traceIdOf(logs.gateway, (entry) => (entry.req as { url?: string } | undefined)?.url === '/graphql'),
  );
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  const apiTraceId = await until(() =>
    traceIdOf(logs.api, (entry) => (entry.req as { url?: string } | undefined)?.url === '/api/user/login'),
  );
  expect(apiTraceId).toBe(traceId);

  const spansOf = (service: string) =>
    received.filter((batch) => batch.service === service).flatMap((batch) => batch.spans);
  await until(() => (spansOf('shop-api').some((span) => span.traceId === traceId) ? true : undefined));
  const gatewaySpans = await until(() => {
    const spans = spansOf('shop-gateway').filter((span) => span.traceId === traceId);
    return spans.length > 0 ? spans : undefined;
  });
  expect(gatewaySpans.map((span) => span.name)).toContain('mutation SignIn');

  // A group page: its DataLoader batch is a span of its own in the operation's trace.
  const groupPage = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query GroupPage { group(id: "1") { id productName } }' }),
  });
  expect(groupPage.status).toBe(200);
  const operation = await until(() => spansOf('shop-gateway').find((span) => span.name === 'query GroupPage'));
  await until(() =>
    spansOf('shop-gateway').some((span) => span.name === 'batch group' && span.traceId === operation.traceId)
      ? true
      : undefined,
  );
}, 60_000);
