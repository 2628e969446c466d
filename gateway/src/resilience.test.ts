// @database-agnostic: the gateway's answers when its API is gone or slow (runs once, on SQLite;
// docs/decisions.md "Test suite time").
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { freePort } from '../../scripts/lib/services';
import { startTestGateway } from './test/gateway-client';

const CATEGORIES = '{ categories { id } }';

test('the API stopped gives SERVICE_UNAVAILABLE with a plain message', async () => {
  const gateway = await startTestGateway({ API_URL: `http://127.0.0.1:${await freePort()}` });
  try {
    const { body } = await gateway.graphql(CATEGORIES);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'The shop service is unavailable. Please try again shortly.',
        extensions: { code: 'SERVICE_UNAVAILABLE', requestId: expect.any(String) },
      }),
    ]);
    const health = await gateway.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', api: 'down', request_id: health.headers['x-request-id'] });
  } finally {
    await gateway.app.close();
  }
});

test('an API that hangs gives SERVICE_UNAVAILABLE within the configured timeout', async () => {
  const sockets: net.Socket[] = [];
  const hanging = net.createServer((socket) => sockets.push(socket)); // accepts, never answers
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const { port } = hanging.address() as net.AddressInfo;
  const gateway = await startTestGateway({ API_URL: `http://127.0.0.1:${port}`, UPSTREAM_TIMEOUT_MS: 300 });
  try {
    const started = Date.now();
    const { body } = await gateway.graphql(CATEGORIES);
    expect(body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(5_000);
  } finally {
    await gateway.app.close();
    sockets.forEach((s) => s.destroy());
    hanging.close();
  }
});

test('deeply nested or alias-heavy operations are refused before any upstream call', async () => {
  const gateway = await startTestGateway({ API_URL: `http://127.0.0.1:${await freePort()}` });
  try {
    const deep = `{ categories { ${'subCategories { '.repeat(11)}id${' }'.repeat(11)} } }`;
    const deepAnswer = await gateway.graphql(deep);
    expect(deepAnswer.body.errors?.[0]?.message).toMatch(/nested too deeply/);
    const aliases = `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: categories { id }`).join(' ')} }`;
    const aliasAnswer = await gateway.graphql(aliases);
    expect(aliasAnswer.body.errors?.[0]?.message).toMatch(/too many aliases/);
    expect(gateway.calls).toHaveLength(0);
  } finally {
    await gateway.app.close();
  }
});

test("the standard introspection query (Sandbox's, GraphiQL's, codegen's) is answered in full despite the limits", async () => {
  const gateway = await startTestGateway({ API_URL: `http://127.0.0.1:${await freePort()}` });
  try {
    const { status, body } = await gateway.graphql(getIntrospectionQuery({ descriptions: true }));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const schema = buildClientSchema(body.data as unknown as IntrospectionQuery);
    expect(schema.getQueryType()?.getFields().groups?.description).toMatch(
      /^The buy groups served in the area of `filter.zipCode`/,
    );
    expect(gateway.calls).toHaveLength(0);
  } finally {
    await gateway.app.close();
  }
});

test('in production GraphiQL is absent: /graphiql answers 404, even to a browser; Sandbox stays on /graphql', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
  const gateway = await startTestGateway({
    API_URL: `http://127.0.0.1:${await freePort()}`,
    WEB_DIST: dist,
    NODE_ENV: 'production',
  });
  try {
    for (const accept of ['*/*', 'text/html']) {
      const graphiql = await gateway.app.inject({ method: 'GET', url: '/graphiql', headers: { accept } });
      expect(graphiql.statusCode).toBe(404);
      expect(graphiql.body).not.toContain('GraphiQL');
    }
    const sandbox = await gateway.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(sandbox.statusCode).toBe(200);
    expect(sandbox.body).toContain('embeddable-sandbox');
  } finally {
    await gateway.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test('the built shop is served with a history fallback; GraphiQL works offline', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  const gateway = await startTestGateway({ API_URL: `http://127.0.0.1:${await freePort()}`, WEB_DIST: dist });
  try {
    const deepLink = await gateway.app.inject({
      method: 'GET',
      url: '/category/3?min=10',
      headers: { accept: 'text/html' },
    });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<div id="root">');
    const home = await gateway.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    const asset = await gateway.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    const missingAsset = await gateway.app.inject({
      method: 'GET',
      url: '/assets/nope.js',
      headers: { accept: '*/*' },
    });
    expect(missingAsset.statusCode).toBe(404);
    const graphiql = await gateway.app.inject({ method: 'GET', url: '/graphiql' });
    expect(graphiql.statusCode).toBe(200);
    expect(graphiql.body).toContain('/graphql');
  } finally {
    await gateway.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
