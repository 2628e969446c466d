import { answers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import { actorOf } from '../audit/actor';
import {
  LAST_OWNER,
  TOTP_BEFORE_REQUIRING,
  inviteBody,
  roleBody,
  settingsBody,
  staffIdParams,
  type StaffService,
} from './staff.service';
import { staffInviteSchema, staffListSchema, staffMemberSchema, staffSettingsSchema } from './staff-view';

const tags = ['staff'];
const permission = 'staff.manage' as const;

/** Staff management for owners (registered on the admin scope). */
export function registerStaffRoutes(app: RouteScope, staff: StaffService): void {
  app.get(
    '/api/admin/staff',
    {
      config: { permission },
      schema: {
        operationId: 'adminListStaff',
        tags,
        summary: 'Every staff account (oldest first) and the invites not accepted yet',
        description: 'Not paged: a shop has a few dozen staff at most, and the list is never cut off.',
        response: answers(staffListSchema, [401, 403]),
      },
    },
    async () => ok('Staff fetched', await staff.list()),
  );

  app.post(
    '/api/admin/staff/invites',
    {
      config: { permission },
      schema: {
        operationId: 'adminInviteStaff',
        tags,
        summary: 'Invites someone to the staff by e-mail, with a role',
        description:
          'Mails a single-use link to `${PUBLIC_URL}/admin/invite?token=<token>`, valid 72 hours; an earlier invite to the same ' +
          'address stops working. The invitee chooses their name and password there (`POST staff/invites/accept`).\n\n' +
          'Errors: 400 `email is required`, `email must be a valid email address`, `staff_role must be one of …`; ' +
          '409 `An account with the e-mail <email> already exists`.',
        body: inviteBody,
        response: answers(staffInviteSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => ok('Invite sent', await staff.invite(actorOf(request), request.body)),
  );

  app.put(
    '/api/admin/staff/:id/role',
    {
      config: { permission },
      schema: {
        operationId: 'adminChangeStaffRole',
        tags,
        summary: "Changes a staff member's role, in force from their next request",
        description: `Errors: 400 \`staff_role must be one of …\`; 404 \`Staff member not found\`; 409 \`${LAST_OWNER}\`.`,
        params: staffIdParams,
        body: roleBody,
        response: answers(staffMemberSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok('Role changed', await staff.changeRole(actorOf(request), request.params.id, request.body.staff_role)),
  );

  app.post(
    '/api/admin/staff/:id/disable',
    {
      config: { permission },
      schema: {
        operationId: 'adminDisableStaff',
        tags,
        summary: 'Disables a staff account and ends all its sessions at once',
        description:
          'Its tokens answer 401 from then on, and each ended session is announced on `GET session-ends`, so the gateways ' +
          'close its live sockets; it cannot sign in until enabled again. Disabling a disabled account answers it unchanged.\n\n' +
          `Errors: 404 \`Staff member not found\`; 409 \`${LAST_OWNER}\`.`,
        params: staffIdParams,
        response: answers(staffMemberSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok('Staff member disabled', await staff.disable(actorOf(request), request.params.id)),
  );

  app.post(
    '/api/admin/staff/:id/enable',
    {
      config: { permission },
      schema: {
        operationId: 'adminEnableStaff',
        tags,
        summary: 'Enables a disabled staff account: it can sign in again',
        description: 'Errors: 404 `Staff member not found`.',
        params: staffIdParams,
        response: answers(staffMemberSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok('Staff member enabled', await staff.enable(actorOf(request), request.params.id)),
  );

  app.post(
    '/api/admin/staff/:id/totp/reset',
    {
      config: { permission },
      schema: {
        operationId: 'adminResetStaffTotp',
        tags,
        summary: "Clears a staff member's TOTP (a lost phone) and ends all their sessions",
        description:
          'They sign in with their password and set TOTP up again; while the shop requires TOTP, their session can only ' +
          'set it up until they do. Each ended session is announced on `GET session-ends`. A member without TOTP is ' +
          'answered unchanged.\n\nErrors: 404 `Staff member not found`.',
        params: staffIdParams,
        response: answers(staffMemberSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok('TOTP reset', await staff.resetTotp(actorOf(request), request.params.id)),
  );

  app.get(
    '/api/admin/staff/settings',
    {
      config: { permission },
      schema: {
        operationId: 'adminGetStaffSettings',
        tags,
        summary: "The shop's staff settings: whether every staff account must sign in with TOTP",
        response: answers(staffSettingsSchema, [401, 403]),
      },
    },
    async () => ok('Staff settings fetched', await staff.settings()),
  );

  app.put(
    '/api/admin/staff/settings',
    {
      config: { permission },
      schema: {
        operationId: 'adminUpdateStaffSettings',
        tags,
        summary: 'Requires TOTP of every staff account, or stops requiring it',
        description:
          'While required, a staff member without TOTP keeps their session but every admin route answers them 403 ' +
          '(`data.code` `TOTP_SETUP_REQUIRED`) until they set it up (`POST user/totp/setup`, `POST user/totp/enable`).\n\n' +
          `Errors: 400 \`require_totp must be true or false\`; 409 \`${TOTP_BEFORE_REQUIRING}\`.`,
        body: settingsBody,
        response: answers(staffSettingsSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => ok('Staff settings saved', await staff.updateSettings(actorOf(request), request.body)),
  );
}
