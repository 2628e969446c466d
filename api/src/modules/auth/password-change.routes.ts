import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import { CURRENT_PASSWORD_INCORRECT, PASSWORD_CHANGED, type PasswordChangeService } from './password-change.service';
import { newPasswordField } from './password-rule';

export const SAME_AS_CURRENT = 'New password must be different from the current password';

const changeBody = z
  .object({
    // As login's password: any stored password can be typed (not trimmed, spaces count).
    current_password: z
      .string({
        error: (iss) =>
          iss.input === undefined || iss.input === null
            ? 'current_password is required'
            : 'current_password must be a string',
      })
      .min(1, 'current_password is required')
      .max(200, 'current_password must be at most 200 characters'),
    new_password: newPasswordField('new_password'),
    confirm_password: z.string({ error: 'confirm_password is required' }).min(1, 'confirm_password is required'),
  })
  // The reset form's message (docs/product.md#validation-rules "Reset password").
  .refine((body) => body.new_password === body.confirm_password, {
    message: 'Password and Confirm Password should be same',
    path: ['confirm_password'],
  })
  .refine((body) => body.new_password !== body.current_password, {
    message: SAME_AS_CURRENT,
    path: ['new_password'],
  })
  .meta({
    examples: [{ current_password: 'Shopper@123', new_password: 'Changed@456', confirm_password: 'Changed@456' }],
  });

/** Registered on a `requireSignIn` scope. */
export function registerPasswordChangeRoutes(app: RouteScope, passwords: PasswordChangeService): void {
  app.post(
    '/api/user/change-password',
    {
      schema: {
        operationId: 'changePassword',
        tags: ['auth'],
        summary: "Changes the signed-in customer's password; ends their other sessions",
        description:
          'The current password is required. On success the password is replaced, every other session of the ' +
          'account ends (the one making the change stays signed in; live sockets of the others are closed, see ' +
          '`GET session-ends`), and a "password changed" mail goes to the account. ' +
          `Errors: 401; 400 \`current_password is required\`, \`new_password is required\`, the password rule's message, ` +
          '`confirm_password is required`, `Password and Confirm Password should be same`, ' +
          `\`${SAME_AS_CURRENT}\`, \`${CURRENT_PASSWORD_INCORRECT}\` (also when another change replaced the password ` +
          'first); 429 `Too many login attempts. Please try again later.`' +
          '\n\n' +
          'A wrong current password counts as a failed login for the account and the client address, under the ' +
          "same limits as `POST user/login`, so a session left open cannot be used to guess the account's password.",
        body: changeBody,
        response: answers(z.null(), [400, 401, 429]),
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      await passwords.changePassword(request.auth, request.body, request.ip);
      return ok(PASSWORD_CHANGED, null);
    },
  );
}
