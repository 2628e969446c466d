// @database-agnostic: reads the schema and resolver map only (runs once, on SQLite;
// docs/decisions.md "Test suite time").
import fs from 'node:fs';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import type { GatewayContext } from '../context/context';
import { RESOLVERS, SCHEMA_FILE } from '../server';
import { ADMIN_PERMISSIONS, permissionsNeeded } from './admin-permissions';

// Each admin field guards itself, not only its way in through `Query.admin`: called
// directly with a customer's session, every resolver of every admin type refuses before
// it calls anything else. The fields come from the schema, so a new one is covered.

const schema = buildSchema(fs.readFileSync(SCHEMA_FILE, 'utf8'));
const adminTypes = Object.values(schema.getTypeMap()).filter(
  (type) => isObjectType(type) && /^Admin(Query|Mutation)$/.test(type.name),
);
const rootEntries = [schema.getQueryType()!, schema.getMutationType()!].flatMap((root) =>
  Object.values(root.getFields())
    .filter((field) => adminTypes.includes(getNamedType(field.type)))
    .map((field) => [root.name, field.name] as const),
);
const fields = [
  ...rootEntries,
  ...adminTypes.flatMap((type) =>
    Object.keys(isObjectType(type) ? type.getFields() : {}).map((f) => [type.name, f] as const),
  ),
];

type Resolve = (parent: unknown, args: unknown, context: GatewayContext) => Promise<unknown>;
function resolverOf(typeName: string, field: string): Resolve | undefined {
  for (const map of RESOLVERS as Record<string, Record<string, unknown> | undefined>[]) {
    const resolve = map[typeName]?.[field];
    if (typeof resolve === 'function') return resolve as Resolve;
  }
  return undefined;
}

function contextAs(role: string | null, staff = { permissions: [] as string[], totp_setup_required: false }) {
  const calls: string[] = [];
  const rest = {
    hasToken: role !== null,
    get: async (path: string) => {
      calls.push(path);
      if (path === '/api/user/session') return { status: 200, message: 'Session fetched', data: { role, ...staff } };
      throw new Error(`unexpected call ${path}`);
    },
    post: async (path: string) => calls.push(path),
    put: async (path: string) => calls.push(path),
    delete: async (path: string) => calls.push(path),
  };
  return { context: { rest, loaders: {}, upstream: { calls: 0 } } as unknown as GatewayContext, calls };
}

test('the admin area has fields to check', () => {
  expect(rootEntries).toEqual([
    ['Query', 'admin'],
    ['Mutation', 'admin'],
  ]);
  expect(fields.length).toBeGreaterThan(4);
});

test.each(fields)('%s.%s has a resolver that refuses customers and visitors itself', async (typeName, field) => {
  const resolve = resolverOf(typeName, field);
  expect(resolve).toBeDefined();
  const asCustomer = contextAs('customer');
  await expect(resolve!({}, {}, asCustomer.context)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  expect(asCustomer.calls).toEqual(['/api/user/session']);
  const asVisitor = contextAs(null);
  await expect(resolve!({}, {}, asVisitor.context)).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  expect(asVisitor.calls).toEqual([]);
});

const adminFields = fields.filter(([typeName]) => typeName in ADMIN_PERMISSIONS);

test.each(adminFields)('%s.%s refuses a staff member without its permission, naming it', async (typeName, field) => {
  const resolve = resolverOf(typeName, field)!;
  const declared = ADMIN_PERMISSIONS[typeName as keyof typeof ADMIN_PERMISSIONS][field]!;
  // A move asked with no status needs any one of its table's permissions.
  const needed = permissionsNeeded(declared, {});
  expect(needed.length).toBe(typeof declared === 'string' ? 1 : 3);
  const lacking = contextAs('admin');
  await expect(resolve({}, {}, lacking.context)).rejects.toMatchObject({
    extensions:
      needed.length === 1 ? { code: 'FORBIDDEN', permission: needed[0] } : { code: 'FORBIDDEN', permissions: needed },
  });
  expect(lacking.calls).toEqual(['/api/user/session']);
  // Until TOTP is set up where the shop requires it, every field says so instead.
  const setup = contextAs('admin', { permissions: needed, totp_setup_required: true });
  await expect(resolve({}, {}, setup.context)).rejects.toMatchObject({
    extensions: { code: 'FORBIDDEN', reason: 'TOTP_SETUP_REQUIRED' },
  });
  expect(setup.calls).toEqual(['/api/user/session']);
});
