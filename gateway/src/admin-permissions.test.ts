import { getNamedType, isEnumType, isObjectType, type GraphQLField } from 'graphql';
import { ADMIN_PERMISSIONS, permissionsNeeded, type FieldPermission } from './resolvers/admin-permissions';
import { enumValues } from './resolvers/enum-values';
import { adminOperations, schema, type AdminOperation } from './test/admin-walk';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';
import { signIn, staffMember, type StaffRoleName } from './test/staff';

// Every admin GraphQL field, walked with a session of each staff role (issue 38), allowed
// or refused as one table says: the resolvers' own declarations (resolvers/admin-
// permissions.ts), not a copy of them. The fields come from the schema, so a field added
// later is walked too. What each role holds comes from its session as the API answers
// it, and an allowed call reaches the real API, which checks the same permission: a
// declaration laxer than the API's route shows up as the API's FORBIDDEN. Each field's
// description names the permission its declaration does.

jest.setTimeout(180_000);

/** Fields answered by the gateway alone (a path to download from): allowed, they call nothing. */
const NO_REST_CALL = new Set(['auditLogCsvPath', 'orderLinesCsvPath', 'groupsCsvPath', 'customersCsvPath']);
const ROLES: StaffRoleName[] = ['OWNER', 'SUPPORT', 'FULFILMENT', 'FINANCE', 'CATALOGUE'];
const ADMIN_TYPES = ['AdminQuery', 'AdminMutation'] as const;

type AnyField = GraphQLField<unknown, unknown>;
const declarationOf = (type: string, field: string): FieldPermission | undefined =>
  ADMIN_PERMISSIONS[type as (typeof ADMIN_TYPES)[number]]?.[field];

/** The enum a declaration's argument takes (a move's `status`: OrderLineStatus), by its GraphQL and REST names. */
function argumentEnum(field: AnyField, argument: string): Record<string, string> {
  const type = getNamedType(field.args.find((arg) => arg.name === argument)!.type);
  if (!isEnumType(type)) throw new Error(`${field.name}(${argument}) is not an enum`);
  return (enumValues as unknown as Record<string, Record<string, string>>)[type.name]!;
}

/** One operation per value of the argument that picks a field's permission; one for any other field. */
function spreadByDeclaration(field: AnyField): Record<string, string>[] {
  const parent = parentOf(field);
  const declared = parent === undefined ? undefined : declarationOf(parent, field.name);
  if (!declared || typeof declared === 'string') return [{}];
  return Object.keys(argumentEnum(field, declared.field)).map((value) => ({ [declared.field]: value }));
}

function parentOf(field: AnyField): string | undefined {
  return ADMIN_TYPES.find((name) => {
    const type = schema.getType(name);
    return isObjectType(type) && type.getFields()[field.name] === field;
  });
}

const operations = adminOperations(
  // Ids nothing has, optional ones too (settlement of one unknown group, not of every
  // ended one), so an allowed action reaches the API and changes nothing (NOT_FOUND or
  // the API's 400); `false` for the staff setting, which is off already.
  { ID: '"999999"', Boolean: 'false' },
  spreadByDeclaration,
  { optionalIds: true },
);

/** The REST arguments an operation's fixed GraphQL arguments stand for (`SHIPPING` → `shipping`). */
function restArgs(operation: AdminOperation): Record<string, string> {
  const field = (schema.getType(operation.type) as { getFields(): Record<string, AnyField> }).getFields()[
    operation.field
  ]!;
  return Object.fromEntries(
    Object.entries(operation.fixed).map(([name, value]) => [name, argumentEnum(field, name)[value]!]),
  );
}

/** The sentence a field's description ends with, made from its declaration. */
function describedNeed(field: AnyField, declared: FieldPermission): string {
  if (typeof declared === 'string') return `Needs the \`${declared}\` permission.`;
  const byRest = Object.fromEntries(Object.entries(argumentEnum(field, declared.field)).map(([g, r]) => [r, g]));
  const values = new Map<string, string[]>();
  for (const [value, permission] of Object.entries(declared.permissions)) {
    values.set(permission!, [...(values.get(permission!) ?? []), byRest[value]!]);
  }
  const list = (items: string[]) =>
    items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
  const each = [...values].map(([permission, names]) => `\`${permission}\` for ${list(names)}`);
  return `Needs the permission of the ${declared.field} asked: ${each.join(', ')}.`;
}

let api: ApiProcess;
let gateway: TestGateway;
const tokens = new Map<StaffRoleName, string>();
const held = new Map<StaffRoleName, string[]>();

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url, GRAPHQL_RATE_LIMIT: 0 });
  // The demo admin is the shop's first owner; every other role is invited by it.
  const owner = await signIn(gateway, 'admin@example.com', 'Admin@1234');
  tokens.set('OWNER', owner);
  for (const role of ROLES.filter((r) => r !== 'OWNER')) {
    tokens.set(role, (await staffMember(gateway, api, owner, role)).token);
  }
  for (const role of ROLES) {
    const { body } = await gateway.graphql('{ session { staffRole permissions } }', {}, tokens.get(role));
    const session = (body.data as { session: { staffRole: string; permissions: string[] } }).session;
    expect(session.staffRole).toBe(role);
    const rest = enumValues.StaffPermission as Record<string, string>;
    held.set(
      role,
      session.permissions.map((permission) => rest[permission]!),
    );
  }
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});
beforeEach(() => {
  gateway.calls.length = 0;
});

test('the table declares every admin field of the schema, and nothing else', () => {
  for (const type of ADMIN_TYPES) {
    const fields = Object.keys((schema.getType(type) as { getFields(): object }).getFields()).sort();
    expect(Object.keys(ADMIN_PERMISSIONS[type]).sort()).toEqual(fields);
  }
  // Each move status is walked on its own.
  expect(operations.filter((op) => op.field === 'moveOrderLine').map((op) => op.fixed.status)).toEqual(
    Object.keys(enumValues.OrderLineStatus),
  );
});

test("every admin field's description ends by naming the permission its declaration needs", () => {
  const wrong: string[] = [];
  for (const type of ADMIN_TYPES) {
    for (const field of Object.values(
      (schema.getType(type) as { getFields(): Record<string, AnyField> }).getFields(),
    )) {
      const expected = describedNeed(field, declarationOf(type, field.name)!);
      const description = (field.description ?? '').replace(/\s+/g, ' ').trim();
      if (!description.endsWith(expected)) wrong.push(`${type}.${field.name}: should end "${expected}"`);
    }
  }
  expect(wrong).toEqual([]);
});

test('the roles hold what the API gives them: the owner all, the others some', () => {
  expect(held.get('OWNER')!.sort()).toEqual(Object.values(enumValues.StaffPermission).sort());
  expect(held.get('FULFILMENT')).toEqual(expect.arrayContaining(['orders.fulfil']));
  expect(held.get('FULFILMENT')).not.toContain('refunds.issue');
  expect(held.get('CATALOGUE')).toEqual(expect.arrayContaining(['groups.write']));
});

describe.each(ROLES)('as %s', (role) => {
  test.each(operations.map((op) => [op.name, op] as const))('%s', async (_name, operation) => {
    const needed = permissionsNeeded(declarationOf(operation.type, operation.field)!, restArgs(operation));
    const allowed = needed.some((permission) => held.get(role)!.includes(permission));
    const { status, body } = await gateway.graphql(operation.document, {}, tokens.get(role));
    expect(status).toBe(200);
    const codes = (body.errors ?? []).map((error) => error.extensions?.code);
    if (allowed) {
      // It reached the API, which let it through (an unknown id is NOT_FOUND, bad input is BAD_USER_INPUT).
      expect(codes).not.toContain('FORBIDDEN');
      expect(codes).not.toContain('UNAUTHENTICATED');
      if (!NO_REST_CALL.has(operation.field)) {
        expect(gateway.calls.filter((call) => call.path.startsWith('admin/')).length).toBeGreaterThan(0);
      }
      return;
    }
    const message =
      needed.length === 1
        ? `You do not have the ${needed[0]} permission`
        : `You do not have any of the ${needed.join(', ')} permissions`;
    const details = needed.length === 1 ? { permission: needed[0] } : { permissions: needed };
    expect(body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'FORBIDDEN', ...details } })]);
    expect(body.data).toBeNull();
    // Refused by the gateway itself: the only call was the session's.
    expect(gateway.calls.map((call) => call.path)).toEqual(['user/session']);
  });
});

test('one session read however many admin fields an operation asks for', async () => {
  const { body } = await gateway.graphql(
    '{ admin { overview { __typename } groups(first: 1) { totalCount } orderLines(first: 1) { totalCount } } }',
    {},
    tokens.get('FULFILMENT'),
  );
  expect(body.errors).toBeUndefined();
  expect(gateway.calls.filter((call) => call.path === 'user/session')).toHaveLength(1);
});
