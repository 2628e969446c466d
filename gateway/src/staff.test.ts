import type { AddressInfo } from 'node:net';
import { generate } from 'otplib';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type GraphQLAnswer, type TestGateway } from './test/gateway-client';
import { liveClient, type LiveClient } from './test/live-client';
import { invite, signIn, staffMember, STAFF_PASSWORD, type SignedInStaff } from './test/staff';

// Staff accounts through GraphQL (issue 38) as the console uses them, over a real API:
// the staff list, an invite accepted and signed in, TOTP asked at sign-in and required by
// the shop, role changes, disabling (the member's open console hears `sessionEnded` and
// its socket closes with 4401), and the audit log with its filters and CSV. The API's
// rules themselves (who may be invited, the last owner, the TOTP steps) are the API
// suite's; here is their translation: names, codes, `extensions.reason`.

jest.setTimeout(120_000);

let api: ApiProcess;
let gateway: TestGateway;
let owner: string;
let ownerId: string;
const sockets: LiveClient[] = [];

async function ok<T>(query: string, variables: Record<string, unknown> = {}, token = owner): Promise<T> {
  const { status, body } = await gateway.graphql(query, variables, token);
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data as T;
}

/** The one error of a refused operation, with the HTTP status it came with. */
async function refused(query: string, variables: Record<string, unknown>, token?: string) {
  const { status, body } = await gateway.graphql(query, variables, token);
  expect(body.errors).toHaveLength(1);
  return { status, error: body.errors![0]!, data: body.data } as {
    status: number;
    error: NonNullable<GraphQLAnswer['errors']>[number];
    data: GraphQLAnswer['data'];
  };
}

/** A TOTP code of `secret`, `steps` 30-second steps from now, as an authenticator app makes it. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

type Member = {
  id: string;
  email: string;
  firstName: string | null;
  role: string;
  status: string;
  totpEnabled: boolean;
  inviteExpiresAt: string | null;
};
const STAFF = '{ admin { staff { id email firstName lastName role status totpEnabled createdAt inviteExpiresAt } } }';
const staffList = async () => (await ok<{ admin: { staff: Member[] } }>(STAFF)).admin.staff;
const SESSION = '{ session { email staffRole permissions totpEnabled totpSetupRequired } }';
const LOGIN = `mutation($e: EmailAddress!, $p: String!, $c: String) {
  login(email: $e, password: $p, totpCode: $c) { token role user { staffRole permissions totpEnabled } } }`;

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signIn(gateway, 'admin@example.com', 'Admin@1234');
  ownerId = (await staffList()).find((member) => member.email === 'admin@example.com')!.id;
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});

test('an invite: listed as invited, its link checked, accepted with a staff password, then a member who signs in', async () => {
  const invited = await invite(gateway, api, owner, 'SUPPORT');
  const pending = (await staffList()).find((member) => member.email === invited.email)!;
  expect(pending).toMatchObject({
    id: `invite:${invited.inviteId}`,
    firstName: null,
    role: 'SUPPORT',
    status: 'INVITED',
    totpEnabled: false,
  });
  expect(Date.parse(pending.inviteExpiresAt!) - Date.now()).toBeGreaterThan(71 * 3_600_000);

  const CHECK = 'query($t: String!) { staffInvite(token: $t) { valid email role expiresAt } }';
  expect((await ok<{ staffInvite: object }>(CHECK, { t: invited.token }, '')).staffInvite).toEqual({
    valid: true,
    email: invited.email,
    role: 'SUPPORT',
    expiresAt: pending.inviteExpiresAt,
  });

  const ACCEPT = `mutation($t: String!, $p: String!) {
    acceptStaffInvite(token: $t, password: $p, firstName: "Sam", lastName: "Support") { message email role } }`;
  const short = await refused(ACCEPT, { t: invited.token, p: 'Short@12345' });
  expect(short.error.extensions?.code).toBe('BAD_USER_INPUT');
  expect(short.error.message).toContain('at least 12 characters for a staff account');
  const accepted = await ok<{ acceptStaffInvite: { email: string; role: string } }>(ACCEPT, {
    t: invited.token,
    p: STAFF_PASSWORD,
  });
  expect(accepted.acceptStaffInvite).toMatchObject({ email: invited.email, role: 'SUPPORT' });
  expect((await ok<{ staffInvite: object }>(CHECK, { t: invited.token }, '')).staffInvite).toEqual({
    valid: false,
    email: null,
    role: null,
    expiresAt: null,
  });

  const login = await ok<{ login: { token: string; role: string; user: object } }>(LOGIN, {
    e: invited.email,
    p: STAFF_PASSWORD,
  });
  expect(login.login).toMatchObject({
    role: 'admin',
    user: { staffRole: 'SUPPORT', totpEnabled: false, permissions: expect.arrayContaining(['CUSTOMERS_READ']) },
  });
  expect((await ok<{ session: object }>(SESSION, {}, login.login.token)).session).toEqual({
    email: invited.email,
    staffRole: 'SUPPORT',
    permissions: [
      'OVERVIEW_READ',
      'GROUPS_READ',
      'ORDERS_READ',
      'RETURNS_DECIDE',
      'CUSTOMERS_READ',
      'CUSTOMERS_SESSIONS',
      'DOCUMENTS_REVIEW',
    ],
    totpEnabled: false,
    totpSetupRequired: false,
  });
  const member = (await staffList()).find((m) => m.email === invited.email)!;
  expect(member).toMatchObject({ firstName: 'Sam', role: 'SUPPORT', status: 'ACTIVE', inviteExpiresAt: null });
  expect(member.id).toMatch(/^\d+$/);

  // What support may not do: manage staff.
  const denied = await refused(STAFF, {}, login.login.token);
  expect(denied.error).toMatchObject({
    message: 'You do not have the staff.manage permission',
    extensions: { code: 'FORBIDDEN', permission: 'staff.manage' },
  });
  // A shopper's address cannot be invited: the API's words.
  const taken = await refused(
    'mutation { admin { inviteStaff(email: "business@example.com", role: FINANCE) { inviteId } } }',
    {},
    owner,
  );
  expect(taken.error).toMatchObject({
    message: 'An account with the e-mail business@example.com already exists',
    extensions: { code: 'BAD_USER_INPUT' },
  });
});

test('a role change is in force at the member’s next request; the last active owner keeps the role', async () => {
  const member = await staffMember(gateway, api, owner, 'FULFILMENT');
  const LEDGER = '{ admin { ledger(first: 1) { totalCount } } }';
  expect((await refused(LEDGER, {}, member.token)).error.extensions).toEqual({
    code: 'FORBIDDEN',
    permission: 'ledger.read',
  });

  const changed = await ok<{ admin: { changeStaffRole: Member } }>(
    'mutation($id: ID!) { admin { changeStaffRole(id: $id, role: FINANCE) { id email role status } } }',
    { id: member.id },
  );
  expect(changed.admin.changeStaffRole).toEqual({
    id: member.id,
    email: member.email,
    role: 'FINANCE',
    status: 'ACTIVE',
  });
  const session = await ok<{ session: { staffRole: string; permissions: string[] } }>(SESSION, {}, member.token);
  expect(session.session.staffRole).toBe('FINANCE');
  expect(session.session.permissions).toContain('LEDGER_READ');
  await ok(LEDGER, {}, member.token);

  for (const mutation of [
    'mutation($id: ID!) { admin { changeStaffRole(id: $id, role: SUPPORT) { role } } }',
    'mutation($id: ID!) { admin { disableStaff(id: $id) { status } } }',
  ]) {
    const lastOwner = await refused(mutation, { id: ownerId }, owner);
    expect(lastOwner.error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(lastOwner.error.message).toMatch(/^The shop must keep at least one active owner/);
  }
});

let totpOwner: SignedInStaff & { secret: string };

test('TOTP: set up and enabled; sign-in then asks for the code (TOTP_REQUIRED, HTTP 401), refuses a used one (TOTP_INVALID)', async () => {
  const member = await staffMember(gateway, api, owner, 'OWNER');
  const setup = await ok<{ setUpTotp: { secret: string; otpauthUrl: string } }>(
    'mutation { setUpTotp { secret otpauthUrl } }',
    {},
    member.token,
  );
  expect(setup.setUpTotp.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  totpOwner = { ...member, secret: setup.setUpTotp.secret };
  const ENABLE = 'mutation($c: String!) { enableTotp(code: $c) }';
  const nearby = await Promise.all([-1, 0, 1].map((steps) => codeAt(totpOwner.secret, steps)));
  const wrong = ['000000', '111111', '222222'].find((code) => !nearby.includes(code))!;
  expect((await refused(ENABLE, { c: wrong }, member.token)).error.extensions?.code).toBe('BAD_USER_INPUT');
  const enabledWith = await codeAt(totpOwner.secret);
  expect((await ok<{ enableTotp: boolean }>(ENABLE, { c: enabledWith }, member.token)).enableTotp).toBe(true);
  expect((await ok<{ session: { totpEnabled: boolean } }>(SESSION, {}, member.token)).session.totpEnabled).toBe(true);

  const withoutCode = await refused(LOGIN, { e: member.email, p: STAFF_PASSWORD });
  expect(withoutCode.status).toBe(401);
  expect(withoutCode.error).toMatchObject({
    message: 'Enter the 6-digit code from your authenticator app.',
    extensions: { code: 'UNAUTHENTICATED', reason: 'TOTP_REQUIRED' },
  });
  expect(withoutCode.data).toBeNull();
  // The code that enabled it is spent.
  const used = await refused(LOGIN, { e: member.email, p: STAFF_PASSWORD, c: enabledWith });
  expect(used.status).toBe(401);
  expect(used.error.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOTP_INVALID' });

  const signedIn = await ok<{ login: { token: string; user: { totpEnabled: boolean } } }>(LOGIN, {
    e: member.email,
    p: STAFF_PASSWORD,
    c: await codeAt(totpOwner.secret, 1),
  });
  expect(signedIn.login.user.totpEnabled).toBe(true);
  totpOwner.token = signedIn.login.token;
});

test('an owner resets a lost TOTP: the member’s sessions end, and the password alone signs in again', async () => {
  const member = await staffMember(gateway, api, owner, 'SUPPORT');
  const setup = await ok<{ setUpTotp: { secret: string } }>('mutation { setUpTotp { secret } }', {}, member.token);
  await ok('mutation($c: String!) { enableTotp(code: $c) }', { c: await codeAt(setup.setUpTotp.secret) }, member.token);
  const RESET = 'mutation($id: ID!) { admin { resetStaffTotp(id: $id) { id totpEnabled status } } }';
  // Not their own to reset.
  expect((await refused(RESET, { id: member.id }, member.token)).error.extensions?.code).toBe('FORBIDDEN');
  const reset = await ok<{ admin: { resetStaffTotp: Member } }>(RESET, { id: member.id });
  expect(reset.admin.resetStaffTotp).toEqual({ id: member.id, totpEnabled: false, status: 'ACTIVE' });
  expect((await refused(SESSION, {}, member.token)).status).toBe(401);
  const signedIn = await ok<{ login: { user: { totpEnabled: boolean } } }>(LOGIN, {
    e: member.email,
    p: STAFF_PASSWORD,
  });
  expect(signedIn.login.user.totpEnabled).toBe(false);
});

test('the shop requiring TOTP: a member without it may only set it up (TOTP_SETUP_REQUIRED), then works again', async () => {
  const member = await staffMember(gateway, api, owner, 'CATALOGUE');
  const SETTINGS = 'mutation($on: Boolean!) { admin { updateStaffSettings(requireTotp: $on) { requireTotp } } }';
  // An owner without TOTP of their own may not require it of everyone.
  expect((await refused(SETTINGS, { on: true }, owner)).error.extensions?.code).toBe('BAD_USER_INPUT');
  const on = await ok<{ admin: { updateStaffSettings: { requireTotp: boolean } } }>(
    SETTINGS,
    { on: true },
    totpOwner.token,
  );
  expect(on.admin.updateStaffSettings.requireTotp).toBe(true);
  try {
    const GROUPS = '{ admin { groups(first: 1) { totalCount } } }';
    const blocked = await refused(GROUPS, {}, member.token);
    expect(blocked.error).toMatchObject({
      message: 'Set up two-factor sign-in first: the shop requires it for every staff account.',
      extensions: { code: 'FORBIDDEN', reason: 'TOTP_SETUP_REQUIRED' },
    });
    expect((await ok<{ session: object }>(SESSION, {}, member.token)).session).toMatchObject({
      totpSetupRequired: true,
      permissions: [],
    });
    const setup = await ok<{ setUpTotp: { secret: string } }>('mutation { setUpTotp { secret } }', {}, member.token);
    await ok(
      'mutation($c: String!) { enableTotp(code: $c) }',
      { c: await codeAt(setup.setUpTotp.secret) },
      member.token,
    );
    await ok(GROUPS, {}, member.token);
    expect(
      (
        await ok<{ admin: { staffSettings: { requireTotp: boolean } } }>(
          '{ admin { staffSettings { requireTotp } } }',
          {},
          totpOwner.token,
        )
      ).admin.staffSettings.requireTotp,
    ).toBe(true);
  } finally {
    await ok(SETTINGS, { on: false }, totpOwner.token);
  }
});

/** A socket signed in as `token` holding `sessionEnded`, and the events it receives. */
async function holdSessionEnded(token: string) {
  const url = `ws://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}/graphql`;
  const live = liveClient(url, token);
  sockets.push(live);
  const ended = live.subscribe('subscription { sessionEnded { reason } }', {});
  // The subscribe messages are taken in order: once a later groupChanged answers its
  // first event (after a REST call), sessionEnded is held.
  const { groups } = await ok<{ groups: { nodes: { id: string }[] } }>(
    '{ groups(filter: { zipCode: "78701" }, first: 1) { nodes { id } } }',
  );
  await live
    .subscribe('subscription($ids: [ID!]!) { groupChanged(ids: $ids) { id } }', {
      ids: [groups.nodes[0]!.id],
    })
    .next();
  return { live, ended };
}

/** Resolves with `promise`, or fails once `ms` passed. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)),
  );
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

test('disabling a member: their open console hears sessionEnded, then its socket closes 4401; enabled, they sign in again', async () => {
  const member = await staffMember(gateway, api, owner, 'FULFILMENT');
  const console = await holdSessionEnded(member.token);
  const bystander = await holdSessionEnded(owner);

  const disabled = await ok<{ admin: { disableStaff: Member } }>(
    'mutation($id: ID!) { admin { disableStaff(id: $id) { id status } } }',
    { id: member.id },
  );
  expect(disabled.admin.disableStaff).toEqual({ id: member.id, status: 'DISABLED' });
  // "Within a second or two" of the answer.
  const event = await within(console.ended.next(), 2_000, 'sessionEnded');
  expect(event).toEqual({ data: { sessionEnded: { reason: 'Session ended' } } });
  expect(await within(console.live.closed, 2_000, 'the 4401 close')).toBe(4401);
  // The owner's socket heard nothing and stays open.
  const stillOpen = await Promise.race([bystander.live.closed, new Promise((r) => setTimeout(() => r('open'), 300))]);
  expect(stillOpen).toBe('open');

  expect((await refused(SESSION, {}, member.token)).status).toBe(401);
  const login = await refused(LOGIN, { e: member.email, p: STAFF_PASSWORD });
  expect(login.error).toMatchObject({
    message: 'This staff account is disabled. Ask an owner to enable it.',
    extensions: { code: 'FORBIDDEN', reason: 'STAFF_DISABLED' },
  });

  const enabled = await ok<{ admin: { enableStaff: Member } }>(
    'mutation($id: ID!) { admin { enableStaff(id: $id) { status } } }',
    { id: member.id },
  );
  expect(enabled.admin.enableStaff.status).toBe('ACTIVE');
  await signIn(gateway, member.email);
});

type Entry = {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string;
  ip: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  before: string | null;
  after: string | null;
  summary: string;
};
const AUDIT = `query($filter: AuditLogFilter, $first: Int, $after: String) {
  admin { auditLog(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id at actorId actorEmail ip action subjectType subjectId customerId groupId orderLineId before after summary } } } }`;
type AuditPage = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Entry[] };
const auditLog = async (variables: Record<string, unknown>) =>
  (await ok<{ admin: { auditLog: AuditPage } }>(AUDIT, variables)).admin.auditLog;

test('the audit log: who did what, before and after, filtered and paged; its CSV through the gateway for audit.read only', async () => {
  const roleChanges = await auditLog({ filter: { action: 'staff.role_changed' } });
  expect(roleChanges.totalCount).toBeGreaterThan(0);
  const change = roleChanges.nodes[0]!;
  expect(change).toMatchObject({
    actorId: ownerId,
    actorEmail: 'admin@example.com',
    action: 'staff.role_changed',
    subjectType: 'staff_member',
    summary: expect.stringMatching(/role from fulfilment to finance$/),
  });
  expect(change.ip).toEqual(expect.any(String));
  expect(JSON.parse(change.before!)).toEqual({ staff_role: 'fulfilment' });
  expect(JSON.parse(change.after!)).toEqual({ staff_role: 'finance' });
  expect(roleChanges.nodes.every((entry) => entry.action === 'staff.role_changed')).toBe(true);

  const byOwner = await auditLog({ filter: { actorId: ownerId }, first: 100 });
  expect(byOwner.nodes.map((entry) => entry.action)).toEqual(
    expect.arrayContaining(['staff.invited', 'staff.role_changed', 'staff.disabled', 'staff.enabled']),
  );
  expect(byOwner.nodes.every((entry) => entry.actorId === ownerId)).toBe(true);
  // The TOTP owner's own entries are not the demo owner's.
  expect(byOwner.nodes.map((entry) => entry.action)).not.toContain('staff.settings_changed');

  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  expect((await auditLog({ filter: { from: today, to: today } })).totalCount).toBe((await auditLog({})).totalCount);
  expect((await auditLog({ filter: { from: tomorrow } })).totalCount).toBe(0);

  // Paged by cursor, newest first, nothing repeated.
  const first = await auditLog({ first: 1 });
  expect(first.pageInfo.hasNextPage).toBe(true);
  const second = await auditLog({ first: 1, after: first.pageInfo.endCursor });
  expect(Number(second.nodes[0]!.id)).toBeLessThan(Number(first.nodes[0]!.id));

  for (const [filter, message] of [
    [{ from: '2026-13-01' }, 'from must be a date as YYYY-MM-DD'],
    [{ from: tomorrow, to: today }, 'from must not be after to'],
    [{ action: 'nothing.done' }, 'action must be one of group.created'],
  ] as const) {
    const bad = await refused(AUDIT, { filter }, owner);
    expect(bad.error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.error.message).toContain(message);
  }

  const { admin } = await ok<{ admin: { auditLogCsvPath: string } }>(
    '{ admin { auditLogCsvPath(filter: { action: "staff.disabled", actorId: "' + ownerId + '" }) } }',
  );
  expect(admin.auditLogCsvPath).toBe(`/admin/audit-log.csv?actor_id=${ownerId}&action=staff.disabled`);
  const csv = await gateway.app.inject({
    method: 'GET',
    url: admin.auditLogCsvPath,
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  expect(csv.headers['content-disposition']).toContain('audit-log.csv');
  const [header, ...rows] = csv.body.trim().split('\n');
  expect(header).toMatch(/^audit_id,created_at,actor_email,actor_id,ip,action,summary,/);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.includes('staff.disabled'))).toBe(true);

  const support = await staffMember(gateway, api, owner, 'SUPPORT');
  const asSupport = await gateway.app.inject({
    method: 'GET',
    url: admin.auditLogCsvPath,
    headers: { authorization: `Bearer ${support.token}` },
  });
  expect(asSupport.statusCode).toBe(403);
  expect(asSupport.json()).toMatchObject({ message: 'You do not have the audit.read permission' });
  expect((await gateway.app.inject({ method: 'GET', url: admin.auditLogCsvPath })).statusCode).toBe(401);
  expect((await refused(AUDIT, {}, support.token)).error.extensions).toEqual({
    code: 'FORBIDDEN',
    permission: 'audit.read',
  });
});
