import { z } from 'zod';
import { toJsonSchema } from './lib/json-schema';
import type { InventoryRoute } from './lib/route-inventory';
import { createCustomer } from './modules/checkout/commerce.fixtures';
import { loginAs } from './test/login';
import { createTestApp, type TestApp } from './test/test-app';

// Bad input against every route the API serves, generated from the routes themselves
// (the route inventory and each route's declared zod schemas), so a route added
// tomorrow is swept too. Each field of each body, query string and path gets hostile
// values; every route also gets unknown fields. Whatever comes back must not be a 5xx,
// a refusal must name a field of that route, and text with control characters or a lone
// surrogate must be refused naming exactly the field that carried it. Runs on SQLite and PostgreSQL.

let t: TestApp;
let customerToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  customerToken = (await createCustomer(t.handle.db)).token;
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
});
afterAll(async () => {
  await t.close();
});

const HOSTILE: Array<[string, unknown]> = [
  ['NUL', 'abc\u0000def'],
  ['control characters', 'a\u0001\u001b[31mb'],
  ['a 1 MB string', 'x'.repeat(1_000_000)],
  ['an object', { nested: true }],
  ['an array', [1, 2]],
  ['NaN as text', 'NaN'],
  ['Infinity as text', 'Infinity'],
  ['-Infinity', Number.NEGATIVE_INFINITY],
  ['2^63', 2 ** 63],
  ['a fraction', 2.5],
  ['a negative number', -1],
  ['a boolean', true],
];
const CONTROL_CASES = new Set(['NUL', 'control characters']);
const LONE_SURROGATE = 'must not contain lone surrogates (invalid Unicode)';
/**
 * Lone UTF-16 surrogates: only a JSON body can carry one (`"\ud800"`); a URL cannot, its
 * bytes would not be UTF-8. Each must be refused naming the field that carried it.
 */
const LONE_SURROGATES: Array<[string, string]> = [
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', '\udc00'],
];
const SURROGATE_CASES = new Set(LONE_SURROGATES.map(([label]) => label));
/** What a path segment can carry: text only. */
const HOSTILE_IN_PATH: Array<[string, string]> = [
  ['NUL', '%00'],
  ['control characters', 'a%01b'],
  ['a fraction', '2.5'],
  ['2^63', '9223372036854775808'],
  ['text', 'abc'],
  ['-1', '-1'],
];

/**
 * Customer-facing refusals whose exact text the product rules fix (docs/product.md):
 * they do not name a field, and must not be changed to.
 */
const VERBATIM_REFUSALS = new Set([
  'Please Select or Add New Card',
  'Your link has been expired',
  'Verification link is invalid or has expired.',
  'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
  'Passwords must match',
  'Password and Confirm Password should be same',
  'A file is required',
  'File type not supported',
  'Please select a return reason',
  'Request body must be a JSON object',
]);

/** Every property name in a JSON Schema, at any depth (nested objects, list items). */
function propertyNames(json: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(json)) json.forEach((item) => propertyNames(item, into));
  else if (json && typeof json === 'object') {
    for (const [key, value] of Object.entries(json)) {
      if (key === 'properties' && value && typeof value === 'object') Object.keys(value).forEach((k) => into.add(k));
      propertyNames(value, into);
    }
  }
  return into;
}

type Part = 'body' | 'querystring' | 'params';
type Case = { route: InventoryRoute; part: Part; field: string; label: string; value: unknown };

const objectKeys = (schema: unknown): string[] =>
  schema instanceof z.ZodObject ? Object.keys((schema as z.ZodObject).shape) : [];

/** Whether the route reads a JSON body: one that takes only forms (the one-click unsubscribe) answers JSON with 415. */
const takesJson = (route: InventoryRoute) => route.schema?.consumes?.includes('application/json') ?? true;

function casesFor(route: InventoryRoute): Case[] {
  const schema = route.schema ?? {};
  const cases: Case[] = [];
  const bodyValues = takesJson(route) ? [...HOSTILE, ...LONE_SURROGATES] : HOSTILE;
  for (const part of ['body', 'querystring', 'params'] as const) {
    for (const field of objectKeys(schema[part])) {
      const values = part === 'params' ? HOSTILE_IN_PATH : part === 'body' ? bodyValues : HOSTILE;
      for (const [label, value] of values) cases.push({ route, part, field, label, value });
    }
  }
  // Every route, inputs or none: fields it does not know, in the query and the body.
  cases.push({ route, part: 'querystring', field: 'unknown_field', label: 'an unknown field', value: 'a\u0000' });
  if (route.method !== 'GET') {
    cases.push({ route, part: 'body', field: 'unknown_field', label: 'an unknown field', value: 'x' });
  }
  return cases;
}

/**
 * A route's path with the fuzzed parameter (already URL-encoded) and, for the others, the
 * example their schema gives (an id of a fixed form), else 1: a valid path, so the refusal
 * met is the fuzzed field's.
 */
function pathOf(route: InventoryRoute, field: string | undefined, value: string): string {
  const params = route.schema?.params;
  const documented =
    params instanceof z.ZodType
      ? ((toJsonSchema(params) as { properties?: Record<string, { examples?: unknown[] }> }).properties ?? {})
      : {};
  return route.url.replace(/:(\w+)/g, (_, name: string) =>
    name === field ? value : String(documented[name]?.examples?.[0] ?? '1'),
  );
}

let addressCounter = 0;
async function send(c: Case) {
  const params = c.part === 'params' ? c.field : undefined;
  let url = pathOf(c.route, params, String(c.value));
  if (c.part === 'querystring') url += `?${c.field}=${encodeURIComponent(String(c.value))}`;
  addressCounter += 1;
  return t.app.inject({
    method: c.route.method as 'GET',
    url,
    headers: {
      authorization: c.route.url.startsWith('/api/admin/') ? adminToken : customerToken,
      // A client address of its own: the per-address limits are not what is swept here.
      'x-forwarded-for': `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
    },
    ...(c.route.method === 'GET' || c.route.method === 'DELETE'
      ? {}
      : { payload: c.part === 'body' ? { [c.field]: c.value } : {} }),
  });
}

const swept = () =>
  t.app.routeInventory.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      r.method !== 'HEAD' &&
      !r.url.startsWith('/api/docs') &&
      !r.url.startsWith('/api/media/') &&
      r.url !== '/api/openapi.json' &&
      // Endless event streams without inputs (an answer never ends under inject); their
      // refusals are tested in modules/group-changes/group-changes.test.ts and
      // modules/session-ends/session-ends.test.ts.
      r.url !== '/api/group-changes' &&
      r.url !== '/api/session-ends',
  );

test('every route the API serves gets generated cases', () => {
  const routes = swept();
  expect(routes.length).toBeGreaterThan(40);
  expect(routes.filter((route) => casesFor(route).length === 0).map((r) => `${r.method} ${r.url}`)).toEqual([]);
});

test('hostile input to every field of every route: no 5xx, refusals name a field of the route', async () => {
  const problems: string[] = [];
  let sent = 0;
  // Sign-out ends the sweep's customer session: it goes last, so every signed-in route
  // before it meets its fuzzed field, not a 401.
  const routes = swept().sort((a, b) => Number(a.url === '/api/user/logout') - Number(b.url === '/api/user/logout'));
  for (const route of routes) {
    const schema = route.schema ?? {};
    const known = new Set<string>();
    for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
      const partSchema = schema[part];
      if (partSchema instanceof z.ZodType) propertyNames(toJsonSchema(partSchema), known);
    }
    for (const c of casesFor(route)) {
      const res = await send(c);
      sent += 1;
      const where = `${route.method} ${route.url} ${c.part}.${c.field} = ${c.label}`;
      if (res.statusCode >= 500) {
        problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      if (SURROGATE_CASES.has(c.label) && !res.body.includes(`"message":"${c.field} ${LONE_SURROGATE}"`)) {
        problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}, not refused naming ${c.field}`);
      }
      if (res.statusCode !== 400) continue;
      const message = String((res.json() as { message?: unknown }).message ?? '');
      if (/\bat\b.*\.(ts|js):\d+/.test(res.body)) problems.push(`${where}: a stack trace in the answer`);
      const namesField = [...known, c.field].some((field) => message.includes(field));
      if (!namesField && !VERBATIM_REFUSALS.has(message)) {
        problems.push(`${where}: 400 "${message}" names no field of the route`);
      }
      // Text with control characters is refused naming the very field that carried it.
      const controlRefusal = message.endsWith('must not contain control characters');
      if (controlRefusal && CONTROL_CASES.has(c.label) && !new RegExp(`^${c.field}[ [.]`).test(message)) {
        problems.push(`${where}: 400 "${message}" does not name ${c.field}`);
      }
    }
  }
  expect(sent).toBeGreaterThan(500);
  expect(problems).toEqual([]);
}, 300_000);
