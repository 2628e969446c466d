import { hashToken } from '../../lib/token';
import { loginAs } from '../../test/login';
import { openSessionEndStream, type SessionEndStream } from '../../test/session-end-stream';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCustomer } from '../checkout/commerce.fixtures';
import { readOutbox } from '../mail/outbox';
import { INVALID_INVITE } from '../signup/staff-invite-accept.service';
import { LAST_OWNER } from './staff.service';

// Staff accounts (issue 38) through the REST contract: an owner invites by e-mail, the
// invitee makes their account from the mailed link and signs in, their role changes what
// they may do at once, and disabling them ends their sessions there and then (the
// session-ends stream announces each, for the gateways). On SQLite and PostgreSQL.

let t: TestApp;
let ownerToken: string;
let ownerId: number;
let stream: SessionEndStream;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  stream = await openSessionEndStream(origin);
  ownerToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  ownerId = (
    await t.handle.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  stream.close();
  await t.close();
});

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = ownerToken) {
  address += 1;
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: token, 'x-forwarded-for': `10.39.0.${address}` },
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

const login = (email: string, password: string) => call('POST', '/api/user/login', { email, password }, '');

/** The link of the newest mail sent to `email` (the mail job sends what was queued). */
async function mailedLink(email: string): Promise<URL> {
  await t.app.backgroundWorkIdle();
  const mails = readOutbox(t.config.outboxDir).filter((mail) => mail.to === email);
  return new URL(mails[mails.length - 1]!.link);
}

/** The token of the invite mailed to `email`, read from the link to the console's accept page. */
async function mailedInviteToken(email: string): Promise<string> {
  const link = await mailedLink(email);
  expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/admin/invite`);
  return link.searchParams.get('token')!;
}

const auditOf = (action: string) =>
  t.handle.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

test('invite, accept, sign in, role changed, disabled: signed out at once, announced to the gateways', async () => {
  const email = 'sam.support@staff.example.com';
  const invited = await call('POST', '/api/admin/staff/invites', {
    email: 'Sam.Support@Staff.example.com',
    staff_role: 'support',
  });
  expect(invited.statusCode).toBe(200);
  expect(invited.body.data).toMatchObject({ email, staff_role: 'support' });
  expect(Date.parse(invited.body.data.expires_at) - Date.now()).toBeGreaterThan(71 * 3_600_000);
  const listed = await call('GET', '/api/admin/staff');
  expect(listed.body.data.staff).toContainEqual(
    expect.objectContaining({ email, status: 'invited', staff_id: null, invite_id: invited.body.data.invite_id }),
  );
  expect(await auditOf('staff.invited')).toMatchObject({ actor_id: ownerId, summary: `invited ${email} as support` });

  // The token is hashed at rest: the mail holds the only copy.
  const token = await mailedInviteToken(email);
  const stored = await t.handle.db
    .selectFrom('staff_invites')
    .select('token_hash')
    .where('email', '=', email)
    .execute();
  expect(stored).toEqual([{ token_hash: hashToken(token) }]);

  expect((await call('POST', '/api/staff/invites/check', { token }, '')).body.data).toMatchObject({
    valid: true,
    email,
    staff_role: 'support',
  });
  const weak = await call(
    'POST',
    '/api/staff/invites/accept',
    { token, password: 'Short@1234', first_name: 'Sam', last_name: 'Support' },
    '',
  );
  expect(weak.statusCode).toBe(400);
  expect(weak.body.message).toMatch(/^password must be at least 12 characters for a staff account/);
  const password = 'Support@2026x';
  const accepted = await call(
    'POST',
    '/api/staff/invites/accept',
    { token, password, first_name: 'Sam', last_name: 'Support' },
    '',
  );
  expect(accepted.statusCode).toBe(200);
  expect(accepted.body.data).toMatchObject({ email, staff_role: 'support' });
  const staffId = accepted.body.data.staff_id as number;
  // The new member is the actor of their own acceptance.
  expect(await auditOf('staff.invite_accepted')).toMatchObject({
    actor_id: staffId,
    actor_email: email,
    customer_id: staffId,
    summary: 'accepted the invite as support',
  });
  // Single use.
  const again = await call(
    'POST',
    '/api/staff/invites/accept',
    { token, password, first_name: 'Sam', last_name: 'Support' },
    '',
  );
  expect(again).toMatchObject({ statusCode: 400, body: { message: INVALID_INVITE } });
  expect((await call('POST', '/api/staff/invites/check', { token }, '')).body.data.valid).toBe(false);

  const signedIn = await login(email, password);
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.body.data).toMatchObject({ role: 'admin', staff_role: 'support' });
  const staffToken = signedIn.body.data.token as string;
  expect((await call('GET', '/api/admin/customers', undefined, staffToken)).statusCode).toBe(200);
  expect(await call('GET', '/api/admin/ledger', undefined, staffToken)).toMatchObject({
    statusCode: 403,
    body: { message: 'You do not have the ledger.read permission', data: { code: 'PERMISSION_DENIED' } },
  });

  // A new role is in force from the next request of the same session.
  const changed = await call('PUT', `/api/admin/staff/${staffId}/role`, { staff_role: 'finance' });
  expect(changed.body.data).toMatchObject({ staff_id: staffId, staff_role: 'finance', status: 'active' });
  expect((await call('GET', '/api/admin/ledger', undefined, staffToken)).statusCode).toBe(200);
  expect((await call('GET', '/api/admin/customers', undefined, staffToken)).statusCode).toBe(403);
  expect((await call('GET', '/api/user/session', undefined, staffToken)).body.data).toMatchObject({
    staff_role: 'finance',
  });
  const roleRow = await auditOf('staff.role_changed');
  expect(roleRow).toMatchObject({ subject_id: staffId, summary: `changed ${email}'s role from support to finance` });
  expect(JSON.parse(roleRow.before!)).toEqual({ staff_role: 'support' });
  expect(JSON.parse(roleRow.after!)).toEqual({ staff_role: 'finance' });

  const second = (await login(email, password)).body.data.token as string;
  const disabled = await call('POST', `/api/admin/staff/${staffId}/disable`);
  expect(disabled.body.data).toMatchObject({ status: 'disabled' });
  await stream.announced(hashToken(staffToken));
  await stream.announced(hashToken(second));
  expect((await call('GET', '/api/user/session', undefined, staffToken)).statusCode).toBe(401);
  expect((await call('GET', '/api/admin/ledger', undefined, second)).statusCode).toBe(401);
  expect(await login(email, password)).toMatchObject({ statusCode: 403, body: { data: { code: 'STAFF_DISABLED' } } });
  expect(await auditOf('staff.disabled')).toMatchObject({ summary: `disabled ${email} and ended 2 sessions` });

  expect((await call('POST', `/api/admin/staff/${staffId}/enable`)).body.data.status).toBe('active');
  expect((await login(email, password)).statusCode).toBe(200);
});

test('the last active owner cannot demote or disable themselves', async () => {
  expect(await call('PUT', `/api/admin/staff/${ownerId}/role`, { staff_role: 'support' })).toMatchObject({
    statusCode: 409,
    body: { message: LAST_OWNER },
  });
  expect(await call('POST', `/api/admin/staff/${ownerId}/disable`)).toMatchObject({
    statusCode: 409,
    body: { message: LAST_OWNER },
  });
  expect((await call('GET', '/api/user/session')).body.data.staff_role).toBe('owner');
});

test('an address with an account cannot be invited; an unknown staff id is 404; a newer invite replaces the older', async () => {
  const shopper = await call('POST', '/api/admin/staff/invites', {
    email: 'shopper@example.com',
    staff_role: 'support',
  });
  expect(shopper).toMatchObject({
    statusCode: 409,
    body: { message: 'An account with the e-mail shopper@example.com already exists' },
  });
  const customer = await createCustomer(t.handle.db);
  expect((await call('PUT', `/api/admin/staff/${customer.id}/role`, { staff_role: 'owner' })).statusCode).toBe(404);
  expect((await call('PUT', '/api/admin/staff/1/role', { staff_role: 'boss' })).body.message).toMatch(
    /^staff_role must be one of owner, support, fulfilment, finance, catalogue/,
  );

  const email = 'fran.fulfilment@staff.example.com';
  await call('POST', '/api/admin/staff/invites', { email, staff_role: 'fulfilment' });
  const first = await mailedInviteToken(email);
  await call('POST', '/api/admin/staff/invites', { email, staff_role: 'catalogue' });
  const second = await mailedInviteToken(email);
  expect((await call('POST', '/api/staff/invites/check', { token: first }, '')).body.data.valid).toBe(false);
  expect((await call('POST', '/api/staff/invites/check', { token: second }, '')).body.data).toMatchObject({
    valid: true,
    staff_role: 'catalogue',
  });
});

test('a staff password changed or reset follows the staff rule; a shopper keeps the shopper rule', async () => {
  const email = 'carl.catalogue@staff.example.com';
  await call('POST', '/api/admin/staff/invites', { email, staff_role: 'catalogue' });
  const token = await mailedInviteToken(email);
  await call(
    'POST',
    '/api/staff/invites/accept',
    { token, password: 'Catalogue@2026', first_name: 'Carl', last_name: 'Cat' },
    '',
  );
  const session = (await login(email, 'Catalogue@2026')).body.data.token as string;
  const change = (next: string) =>
    call(
      'POST',
      '/api/user/change-password',
      { current_password: 'Catalogue@2026', new_password: next, confirm_password: next },
      session,
    );
  const short = await change('Short@12345');
  expect(short).toMatchObject({ statusCode: 400 });
  expect(short.body.message).toMatch(/^new_password must be at least 12 characters for a staff account/);
  expect((await change('Catalogue@2027')).statusCode).toBe(200);

  await call('POST', '/api/user/forgotPassword', { email }, '');
  const resetToken = (await mailedLink(email)).searchParams.get('reset_token')!;
  const reset = (next: string) =>
    call('PUT', '/api/user/resetPassword', { token: resetToken, new_password: next, confirm_password: next }, '');
  const shortReset = await reset('Short@12345');
  expect(shortReset.statusCode).toBe(400);
  expect(shortReset.body.message).toMatch(/^new_password must be at least 12 characters for a staff account/);
  expect((await reset('Catalogue@2028')).statusCode).toBe(200);
  expect((await login(email, 'Catalogue@2028')).statusCode).toBe(200);

  const shopper = await loginAs(t.app, 'business@example.com', 'Business@123');
  const shopperChange = await call(
    'POST',
    '/api/user/change-password',
    { current_password: 'Business@123', new_password: 'Shop@1234', confirm_password: 'Shop@1234' },
    shopper,
  );
  expect(shopperChange.statusCode).toBe(200);
});

test('support cannot manage staff', async () => {
  const email = 'sue.support@staff.example.com';
  await call('POST', '/api/admin/staff/invites', { email, staff_role: 'support' });
  const token = await mailedInviteToken(email);
  await call(
    'POST',
    '/api/staff/invites/accept',
    { token, password: 'Support@20261', first_name: 'Sue', last_name: 'S' },
    '',
  );
  const session = (await login(email, 'Support@20261')).body.data.token as string;
  expect(
    await call('POST', '/api/admin/staff/invites', { email: 'x@staff.example.com', staff_role: 'owner' }, session),
  ).toMatchObject({
    statusCode: 403,
    body: { message: 'You do not have the staff.manage permission' },
  });
});
