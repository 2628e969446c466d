import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { emailField, optional } from '../../lib/fields';
import { badRequest } from '../../lib/http-error';
import { parseInput } from '../../lib/validate';
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

export const FORGOT_PASSWORD_ANSWER = 'If an account exists for this email, a password reset link has been sent.';

export function registerPasswordResetRoutes(app: FastifyInstance, tokens: AccountTokensService): void {
  const schema = { response: answers(z.null()) };

  app.post('/api/user/forgotPassword', { schema }, async (request) => {
    parseInput(forgotQuery, request.query ?? {});
    const { email } = parseInput(forgotBody, request.body ?? {});
    await tokens.forgotPassword(email);
    return ok(FORGOT_PASSWORD_ANSWER, null);
  });

  app.post('/api/user/check/token-expire', { schema }, async (request) => {
    const { token } = parseInput(checkBody, request.body ?? {});
    if (!(await tokens.isResetTokenLive(token))) throw badRequest(EXPIRED_RESET_LINK);
    return ok('Token is valid', null);
  });

  app.put('/api/user/resetPassword', { schema }, async (request) => {
    const input = parseInput(resetBody, request.body ?? {});
    await tokens.resetPassword(input.token, input.new_password);
    return ok('Password reset successfully.', null);
  });
}
