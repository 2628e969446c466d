import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { emailField, optional } from '../../lib/fields';
import { badRequest } from '../../lib/http-error';
import { RATE_LIMITS } from '../../lib/rate-limits';
import type { RouteScope } from '../../lib/route-scope';
import { EXPIRED_RESET_LINK, type AccountTokensService } from './account-tokens.service';
import { newPasswordField } from './password-rule';

const forgotQuery = z.object({
  // The web app sends 'customer'; the same call serves the admin account.
  requested_from: optional(z.enum(['customer', 'admin'], { error: 'requested_from must be customer or admin' })),
});
const forgotBody = z.object({ email: emailField() });

const tokenText = z
  .string({ error: EXPIRED_RESET_LINK })
  .trim()
  .min(1, EXPIRED_RESET_LINK)
  .max(200, EXPIRED_RESET_LINK);
const checkBody = z.object({ token: tokenText });

const resetBody = z
  .object({
    new_password: newPasswordField('new_password'),
    confirm_password: z.string({ error: 'confirm_password is required' }).min(1, 'confirm_password is required'),
    token: tokenText,
  })
  .refine((body) => body.new_password === body.confirm_password, {
    message: 'Password and Confirm Password should be same',
    path: ['confirm_password'],
  });

const FORGOT_PASSWORD_ANSWER = 'If an account exists for this email, a password reset link has been sent.';

const tags = ['auth'];

export function registerPasswordResetRoutes(app: RouteScope, tokens: AccountTokensService): void {
  app.post(
    '/api/user/forgotPassword',
    {
      config: { rateLimit: RATE_LIMITS.resetRequests },
      schema: {
        operationId: 'requestPasswordReset',
        tags,
        summary: 'Mails a password reset link, if the account exists',
        description:
          'Same answer for unknown e-mails. Mails `${PUBLIC_URL}/reset-password?reset_token=<token>` (1 h); a new request spends older links. Errors: 400 `email is required`, `email must be a valid email address`, `requested_from must be customer or admin`.' +
          '\n\n' +
          'The answer is the same, and as fast, whether or not an account exists for the e-mail: the mail is ' +
          'prepared after answering. One account gets at most 3 reset mails an hour.',
        querystring: forgotQuery,
        body: forgotBody,
        response: answers(z.null(), [400, 429]),
      },
    },
    async (request) => {
      tokens.requestPasswordReset(request.body.email);
      return ok(FORGOT_PASSWORD_ANSWER, null);
    },
  );

  app.post(
    '/api/user/check/token-expire',
    {
      config: { rateLimit: RATE_LIMITS.tokenGuesses },
      schema: {
        operationId: 'checkResetToken',
        tags,
        summary: 'Whether a reset link is still good',
        body: checkBody,
        response: answers(z.null(), [400]),
      },
    },
    async (request) => {
      if (!(await tokens.isResetTokenLive(request.body.token))) throw badRequest(EXPIRED_RESET_LINK);
      return ok('Token is valid', null);
    },
  );

  app.put(
    '/api/user/resetPassword',
    {
      config: { rateLimit: RATE_LIMITS.tokenGuesses },
      schema: {
        operationId: 'resetPassword',
        description:
          "Ends every session of the account, clears its login throttling and marks the e-mail verified (the link proves it). Errors: 400 `new_password is required`, the password rule's message, `confirm_password is required`, `Password and Confirm Password should be same`, `Your link has been expired` (unknown, used or expired token).",
        tags,
        summary: "Sets a new password with a reset link's token; ends every session of the account",
        body: resetBody,
        response: answers(z.null(), [400]),
      },
    },
    async (request) => {
      await tokens.resetPassword(request.body.token, request.body.new_password);
      return ok('Password reset successfully.', null);
    },
  );
}
