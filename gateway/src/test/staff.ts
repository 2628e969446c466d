import { awaitMail, type ApiProcess } from './api-process';
import type { TestGateway } from './gateway-client';

// Staff members as an owner makes them, through GraphQL and the API's own invite: the
// owner invites, the invite's link is read from the mail the API wrote, the invitee
// accepts it and signs in. No test-only shortcut into the API's database.

/** A password the staff rule takes: 12 characters or more, a letter, a number and one of @$!%*#?&. */
export const STAFF_PASSWORD = 'StaffPassw0rd@1';

export type StaffRoleName = 'OWNER' | 'SUPPORT' | 'FULFILMENT' | 'FINANCE' | 'CATALOGUE';

export interface SignedInStaff {
  id: string;
  email: string;
  role: StaffRoleName;
  token: string;
}

let counter = 0;

async function data<T>(gateway: TestGateway, query: string, variables: Record<string, unknown>, token?: string) {
  const { body } = await gateway.graphql(query, variables, token);
  if (body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

/** The token of the newest invite mailed to `email` (the link to the console's /admin/invite page). */
export async function invitedToken(api: ApiProcess, email: string): Promise<string> {
  const mail = await awaitMail(api.outboxDir, email, /\/admin\/invite\?token=/);
  return new URL(mail.link).searchParams.get('token')!;
}

/** Invites a new address as `role` (as `ownerToken`), and answers the invite's id and the mailed token. */
export async function invite(
  gateway: TestGateway,
  api: ApiProcess,
  ownerToken: string,
  role: StaffRoleName,
): Promise<{ email: string; inviteId: string; token: string }> {
  counter += 1;
  const email = `${role.toLowerCase()}${counter}-${Date.now().toString(36)}@staff.example.com`;
  const { admin } = await data<{ admin: { inviteStaff: { inviteId: string } } }>(
    gateway,
    'mutation($e: EmailAddress!, $r: StaffRole!) { admin { inviteStaff(email: $e, role: $r) { inviteId } } }',
    { e: email, r: role },
    ownerToken,
  );
  return { email, inviteId: admin.inviteStaff.inviteId, token: await invitedToken(api, email) };
}

/** Signs in through GraphQL and answers the session token. */
export async function signIn(gateway: TestGateway, email: string, password = STAFF_PASSWORD): Promise<string> {
  const { login } = await data<{ login: { token: string } }>(
    gateway,
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  return login.token;
}

/** A staff member of `role`: invited by the owner, the invite accepted, signed in. */
export async function staffMember(
  gateway: TestGateway,
  api: ApiProcess,
  ownerToken: string,
  role: StaffRoleName,
): Promise<SignedInStaff> {
  const invited = await invite(gateway, api, ownerToken, role);
  await data(
    gateway,
    `mutation($t: String!, $p: String!) {
      acceptStaffInvite(token: $t, password: $p, firstName: "Test", lastName: "${role.toLowerCase()}") { email } }`,
    { t: invited.token, p: STAFF_PASSWORD },
  );
  const token = await signIn(gateway, invited.email);
  const { admin } = await data<{ admin: { staff: { id: string; email: string }[] } }>(
    gateway,
    '{ admin { staff { id email } } }',
    {},
    ownerToken,
  );
  const id = admin.staff.find((member) => member.email === invited.email)!.id;
  return { id, email: invited.email, role, token };
}
