import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import { actorOf } from '../audit/actor';
import {
  ONLY_STAFF,
  TOTP_ALREADY_ON,
  TOTP_NOT_SET_UP,
  WRONG_SETUP_CODE,
  totpEnableBody,
  type StaffTotpService,
} from './staff-totp.service';
import { totpSetupSchema } from './staff-view';

const tags = ['staff'];

/** A staff member's own TOTP setup (registered on the signed-in scope: it works before TOTP is on). */
export function registerStaffTotpRoutes(app: RouteScope, totp: StaffTotpService): void {
  app.post(
    '/api/user/totp/setup',
    {
      schema: {
        operationId: 'setUpTotp',
        tags,
        summary: 'Starts TOTP for the signed-in staff member: a new secret and its otpauth:// link',
        description:
          'Not in force yet: `POST user/totp/enable` with a code made from it turns it on. Starting again replaces a ' +
          `secret not yet enabled. Errors: 403 \`${ONLY_STAFF}\` (a shopper, a disabled account); 409 \`${TOTP_ALREADY_ON}\`.`,
        response: answers(totpSetupSchema, [401, 403, 409]),
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return ok(
        'Scan the code with your authenticator app',
        await totp.setup(request.auth.customerId, request.auth.email),
      );
    },
  );

  app.post(
    '/api/user/totp/enable',
    {
      schema: {
        operationId: 'enableTotp',
        tags,
        summary: "Turns TOTP on with a code from the setup's secret: sign-ins need a code from now on",
        description:
          `Errors: 400 \`code must be the 6-digit code\`, \`${WRONG_SETUP_CODE}\`; 403 \`${ONLY_STAFF}\`; ` +
          `409 \`${TOTP_NOT_SET_UP}\`, \`${TOTP_ALREADY_ON}\`.`,
        body: totpEnableBody,
        response: answers(z.null(), [400, 401, 403, 409]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await totp.enable({ ...actor, id: request.auth!.customerId }, request.body.code);
      return ok('Two-factor sign-in is on', null);
    },
  );
}
