// @database-agnostic: the built shop's files and headers from the gateway (runs once, on SQLite;
// docs/decisions.md "Test suite time").
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort } from '../../../scripts/lib/services';
import { loadConfig } from '../config/config';
import { startTestGateway, type TestGateway } from '../test/gateway-client';

// What a browser receives from the gateway: the built shop's files pre-compressed and
// cached by kind, compressed GraphQL answers, and the security headers on all of it.
// A small build of the same layout as web/dist stands in for `vite build`.

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-dist-'));
// The page's own inline script (the built shop's signed-in preload is one).
const INLINE = 'document.documentElement.dataset.booted = "1"';
const PAGE = `<!doctype html><html><head><script>${INLINE}</script><title>GroupBuy</title></head><body><div id="root"></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function writeWithVariants(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

let gateway: TestGateway;
let stripeGateway: TestGateway;
beforeAll(async () => {
  writeWithVariants(path.join(dist, 'index.html'), PAGE);
  writeWithVariants(path.join(dist, 'assets', 'app-3f9a1c.js'), SCRIPT);
  const API_URL = `http://127.0.0.1:${await freePort()}`;
  gateway = await startTestGateway({
    API_URL,
    WEB_DIST: dist,
    TRUST_PROXY: loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY,
  });
  stripeGateway = await startTestGateway({ API_URL, WEB_DIST: dist, STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
});
afterAll(async () => {
  await gateway?.app.close();
  await stripeGateway?.app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function directives(policy: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

test('the page: brotli from the build, revalidated on every visit, with the security headers', async () => {
  for (const url of ['/', '/category/3']) {
    const page = await gateway.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toBe('accept-encoding');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(page.headers['content-security-policy'] as string);
    // Scripts from the shop's origin, and of inline scripts exactly the page's own.
    const inlineHash = crypto.createHash('sha256').update(INLINE).digest('base64');
    expect(csp['script-src']).toBe(`'self' 'sha256-${inlineHash}'`);
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['object-src']).toBe("'none'");
    // Over plain HTTP there is no HSTS.
    expect(page.headers['strict-transport-security']).toBeUndefined();
  }
});

test('hashed assets: the variant the browser accepts, cached for a year as immutable', async () => {
  const gz = await gateway.app.inject({
    method: 'GET',
    url: '/assets/app-3f9a1c.js',
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(gz.headers.vary).toBe('accept-encoding');
  // Never revalidated, never resumed: no validators, no ranges.
  expect(gz.headers.etag).toBeUndefined();
  expect(gz.headers['last-modified']).toBeUndefined();
  expect(gz.headers['accept-ranges']).toBeUndefined();
  expect(gz.headers['content-type']).toMatch(/^(application|text)\/javascript/);

  // A script keeps the headers that apply to it, not the page's policies.
  expect(gz.headers['x-content-type-options']).toBe('nosniff');
  expect(gz.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(gz.headers['content-security-policy']).toBeUndefined();
  expect(gz.headers['x-frame-options']).toBeUndefined();

  // A page asked for under /assets/ (a missing file answered with the shop) keeps them.
  const page = await gateway.app.inject({ method: 'GET', url: '/assets/missing', headers: { accept: 'text/html' } });
  expect(page.body).toBe(PAGE);
  expect(directives(page.headers['content-security-policy'] as string)['frame-ancestors']).toBe("'none'");

  const plain = await gateway.app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(SCRIPT);
});

test('a large GraphQL answer goes out compressed; a signed-in answer is never cached', async () => {
  const introspection = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br', authorization: 'Bearer abc' },
    payload: JSON.stringify({ query: '{ __schema { types { name fields { name } } } }' }),
  });
  expect(introspection.statusCode).toBe(200);
  expect(introspection.headers['content-encoding']).toBe('br');
  expect(
    JSON.parse(zlib.brotliDecompressSync(introspection.rawPayload).toString()).data.__schema.types.length,
  ).toBeGreaterThan(20);
  expect(introspection.headers['cache-control']).toBe('no-store');
  expect(introspection.headers['x-content-type-options']).toBe('nosniff');
  // A script reads it: a page's policies give way to one that forbids loading or framing anything.
  expect(introspection.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(introspection.headers['x-frame-options']).toBeUndefined();
  expect(introspection.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(introspection.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Opened as a page (Apollo Sandbox), /graphql keeps a page's framing ban.
  const explorer = await gateway.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
  expect(explorer.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  expect(explorer.headers['x-frame-options']).toBe('SAMEORIGIN');
});

test('HSTS only on an answer that went out over HTTPS (as the trusted proxy says)', async () => {
  const overHttps = await gateway.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
  expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

test('in production behind an https PUBLIC_URL every answer carries HSTS, whatever the proxy says', async () => {
  const API_URL = `http://127.0.0.1:${await freePort()}`;
  // No TRUST_PROXY: the hop that ended TLS is not believed about the protocol.
  const production = await startTestGateway({
    API_URL,
    WEB_DIST: dist,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://shop.example.com',
  });
  // The same shop outside production (a developer's https://localhost must not be pinned
  // for a year), and production on plain http (nothing to pin): only over HTTPS, as before.
  const development = await startTestGateway({ API_URL, WEB_DIST: dist, PUBLIC_URL: 'https://shop.example.com' });
  const plainHttp = await startTestGateway({
    API_URL,
    WEB_DIST: dist,
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://shop.internal',
  });
  try {
    const answers = [
      ['GET', '/'],
      ['GET', '/assets/app-3f9a1c.js'],
      ['GET', '/robots.txt'],
      ['POST', '/graphql'],
      ['GET', '/nowhere/at/all.png'],
    ] as const;
    for (const [method, url] of answers) {
      const answer = await production.app.inject({ method, url, headers: { 'x-forwarded-proto': 'http' } });
      expect([url, answer.headers['strict-transport-security']]).toEqual([url, 'max-age=31536000; includeSubDomains']);
      for (const other of [development, plainHttp]) {
        const without = await other.app.inject({ method, url });
        expect([url, without.headers['strict-transport-security']]).toEqual([url, undefined]);
      }
    }
  } finally {
    await Promise.all([production, development, plainHttp].map((g) => g.app.close()));
  }
});

test("Stripe's origins are allowed only where Stripe is configured", async () => {
  const plain = directives(
    (await gateway.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string,
  );
  expect(plain['script-src']).not.toContain('stripe');
  const stripe = directives(
    (await stripeGateway.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string,
  );
  expect(stripe['script-src']).toMatch(/^'self' 'sha256-[^']+' https:\/\/js\.stripe\.com$/);
  expect(stripe['connect-src']).toBe("'self' https://api.stripe.com");
  expect(stripe['frame-src']).toBe("'self' https://js.stripe.com https://hooks.stripe.com");
});

test('with object storage the bucket origin documents are uploaded to is allowed to connect to', async () => {
  const withBucket = await startTestGateway({
    API_URL: `http://127.0.0.1:${await freePort()}`,
    WEB_DIST: dist,
    // As loadConfig leaves it: the origin only.
    UPLOAD_ORIGIN: loadConfig({ UPLOAD_ORIGIN: 'https://files.example.com/shop/' }).UPLOAD_ORIGIN,
  });
  try {
    const csp = directives(
      (await withBucket.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string,
    );
    expect(csp['connect-src']).toBe("'self' https://files.example.com");
  } finally {
    await withBucket.app.close();
  }
});
