import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/openapi.json', () => {
  test('is an OpenAPI 3.1 document that validates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('covers every route the API serves, each with its answers', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown>; summary?: string }>>;
    };
    const documented = new Set(
      Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const served = t.app.routeInventory
      // Every route, the probes outside /api/ (/livez, /readyz) included; only the document itself is left out.
      .filter((r) => r.method !== 'HEAD')
      .filter((r) => !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json')
      // OpenAPI writes path parameters as {name}; Fastify as :name.
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')}`);
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    for (const methods of Object.values(paths)) {
      for (const operation of Object.values(methods)) {
        expect(Object.keys(operation.responses ?? {})).toContain('200');
        expect(operation.summary).toEqual(expect.any(String));
      }
    }
  });

  test('the reference UI is served by the API itself', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
  });
});
