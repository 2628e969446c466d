import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  'x-permission'?: unknown;
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties: Record<string, unknown> }>; securitySchemes: object };
};

/** The document as a client developer reads it. */
const documentOf = async () => (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

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
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    for (const methods of Object.values(paths)) {
      for (const operation of Object.values(methods)) {
        expect(Object.keys(operation.responses ?? {})).toContain('200');
        expect(operation.summary).toEqual(expect.any(String));
      }
    }
  });

  test('every operation has its own operationId, in camelCase, for SDK generators', async () => {
    const ids = operations(await documentOf()).map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter((id) => typeof id !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    // Named for what they do, e.g.:
    expect(ids).toEqual(expect.arrayContaining(['listGroups', 'getGroup', 'placeOrder', 'adminListOrderLines']));
  });

  test('every path parameter is named (no catch-all), and the media route takes a folder and a file', async () => {
    const { paths } = await documentOf();
    expect(Object.keys(paths).filter((path) => path.includes('*'))).toEqual([]);
    const media = paths['/api/media/{folder}/{file}']?.get;
    expect(media?.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(['path folder', 'path file']);
  });

  test('each operation says what it needs: public ones `security: []`, the others the session (admin: its permission)', async () => {
    const document = await documentOf();
    expect(document.components.securitySchemes).toHaveProperty('session');
    const requirement = (path: string, operation: Operation) => {
      if (path.startsWith('/api/admin/')) return 'admin';
      const security = operation.security;
      if (!security) return 'missing';
      if (security.length === 0) return 'public';
      // The invoice: its signed link's token, or its owner's session.
      if (security.some((option) => Object.keys(option).length === 0)) return 'optional';
      return 'session';
    };
    const byRequirement: Record<string, string[]> = {};
    for (const { path, method, operation } of operations(document)) {
      (byRequirement[requirement(path, operation)] ??= []).push(`${method.toUpperCase()} ${path}`);
      if (path.startsWith('/api/admin/')) {
        // The route's own declaration (config.permission), listed as the session's scope,
        // one alternative per permission it can need, and whole as `x-permission`.
        const route = t.app.routeInventory.find(
          (r) => r.method === method.toUpperCase() && r.url.replace(/:(\w+)/g, '{$1}') === path,
        );
        const declared = route?.config?.permission;
        expect([path, operation['x-permission']]).toEqual([path, declared]);
        const named = typeof declared === 'string' ? [declared] : [...new Set(Object.values(declared!.permissions))];
        expect([path, operation.security]).toEqual([path, named.map((permission) => ({ session: [permission] }))]);
      } else if (requirement(path, operation) === 'session') expect(operation.security).toEqual([{ session: [] }]);
    }
    expect(byRequirement.missing).toBeUndefined();
    expect(byRequirement.public).toEqual(
      expect.arrayContaining(['GET /api/category', 'POST /api/user/login', 'GET /api/media/{folder}/{file}']),
    );
    expect(byRequirement.session).toEqual(expect.arrayContaining(['GET /api/cart/view', 'POST /api/placeorder']));
    expect(byRequirement.optional).toEqual(['POST /api/order/invoice']);
  });

  test('what the document says about sessions is what the API does: public operations answer without one', async () => {
    const refusedWithout: string[] = [];
    const answeredWithout: string[] = [];
    for (const { path, method, operation } of operations(await documentOf())) {
      // Endless event streams never finish under inject; their own tests cover them.
      if (operation.responses?.['200']?.content?.['text/event-stream']) continue;
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{\w+\}/g, '1'),
        ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
      });
      const where = `${method.toUpperCase()} ${path} (${res.statusCode})`;
      const security = operation.security ?? [];
      const needsSession = security.length > 0 && security.every((option) => 'session' in option);
      if (needsSession && res.statusCode !== 401) answeredWithout.push(where);
      if (!needsSession && res.statusCode === 401) refusedWithout.push(where);
    }
    expect(answeredWithout).toEqual([]);
    expect(refusedWithout).toEqual([]);
  });

  test('shared shapes are named components, referenced wherever they are used', async () => {
    const document = await documentOf();
    const { schemas } = document.components;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        'ErrorAnswer',
        'MessageAnswer',
        'GroupDetail',
        'GroupListItem',
        'Cart',
        'Card',
        'OrderLineRow',
        'Invoice',
        'Address',
        'AdminGroupPage',
        'AdminOrderLinePage',
      ]),
    );
    const answerOf = (path: string, method: string, status: string) =>
      document.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
    expect(answerOf('/api/group/{id}', 'get', '200')).toEqual({ $ref: '#/components/schemas/GroupDetailAnswer' });
    expect(schemas.GroupDetailAnswer?.properties.data).toEqual({ $ref: '#/components/schemas/GroupDetail' });
    // Every refusal of every operation is the one ErrorAnswer.
    for (const { path, method, operation } of operations(document)) {
      for (const status of Object.keys(operation.responses ?? {}).filter((code) => Number(code) >= 400)) {
        expect([path, method, status, answerOf(path, method, status)]).toEqual([
          path,
          method,
          status,
          { $ref: '#/components/schemas/ErrorAnswer' },
        ]);
      }
    }
    // Every reference leads to a component, and none is left pointing into a schema's own $defs.
    const text = JSON.stringify(document);
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.filter((ref) => !schemas[ref.replace('#/components/schemas/', '')])).toEqual([]);
  });

  test('the reference UI is served by the API itself', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
  });
});
