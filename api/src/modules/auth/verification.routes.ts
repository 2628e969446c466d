import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { RATE_LIMITS } from '../../lib/rate-limits';
import type { RouteScope } from '../../lib/route-scope';
import { INVALID_VERIFICATION, type AccountTokensService } from './account-tokens.service';

// A missing or malformed token gets the same answer as a wrong one: the page only
// distinguishes verified from not verified.
const verifyBody = z.object({
  token: z.string({ error: INVALID_VERIFICATION }).trim().min(1, INVALID_VERIFICATION).max(200, INVALID_VERIFICATION),
});

export function registerVerificationRoutes(app: RouteScope, tokens: AccountTokensService): void {
  app.put(
    '/api/user/verify',
    {
      config: { rateLimit: RATE_LIMITS.tokenGuesses },
      schema: {
        operationId: 'verifyEmail',
        tags: ['auth'],
        summary: "Verifies the account's e-mail with the mailed link's token",
        description:
          'Answers `Email verified successfully.`, or `Your email address is already verified.` when the same link is opened again after it verified the address. Errors: 400 `Verification link is invalid or has expired.` (unknown, expired, or a used link whose address is not verified).',
        body: verifyBody,
        response: answers(z.null(), [400]),
      },
    },
    async (request) => ok(await tokens.verifyEmail(request.body.token), null),
  );
}
