import { answers, ok } from '../../lib/envelope';
import { RATE_LIMITS } from '../../lib/rate-limits';
import type { RouteScope } from '../../lib/route-scope';
import { acceptedInviteSchema, staffInviteCheckSchema } from '../staff/staff-view';
import {
  INVALID_INVITE,
  acceptInviteBody,
  inviteCheckBody,
  type StaffInviteAcceptance,
} from './staff-invite-accept.service';

const tags = ['staff'];

/** The invite link's page: public (the invitee has no account yet). */
export function registerStaffInviteRoutes(app: RouteScope, invites: StaffInviteAcceptance): void {
  app.post(
    '/api/staff/invites/check',
    {
      config: { rateLimit: RATE_LIMITS.tokenGuesses },
      schema: {
        operationId: 'checkStaffInvite',
        tags,
        summary: "Whether an invite's link can still be accepted, and the address and role it is for",
        description:
          'The token travels in the body, not the path, so it is never written to an access log. An unknown, used or ' +
          'expired token answers `valid: false` (200).',
        body: inviteCheckBody,
        response: answers(staffInviteCheckSchema, [400, 429]),
      },
    },
    async (request) => ok('Invite checked', await invites.check(request.body.token)),
  );

  app.post(
    '/api/staff/invites/accept',
    {
      config: { rateLimit: RATE_LIMITS.tokenGuesses },
      schema: {
        operationId: 'acceptStaffInvite',
        tags,
        summary: "Makes the invited staff member's account: their name and password; the invite is spent",
        description:
          'The account is verified and signs in with `POST user/login` (the e-mail of the invite and this password). ' +
          'Staff passwords follow the shopper rule and are at least 12 characters.\n\n' +
          `Errors: 400 \`${INVALID_INVITE}\` (unknown, used or expired), \`password is required\`, the password rule's message, ` +
          '`password must be at least 12 characters for a staff account, …`, `first_name is required`, `last_name is required`; ' +
          '409 `An account with the e-mail <email> already exists`.',
        body: acceptInviteBody,
        response: answers(acceptedInviteSchema, [400, 409, 429]),
      },
    },
    async (request) => ok('Your staff account is ready. Sign in.', await invites.accept(request.body, request.ip)),
  );
}
