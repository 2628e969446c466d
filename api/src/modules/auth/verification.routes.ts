import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { parseInput } from '../../lib/validate';
import { INVALID_VERIFICATION, type AccountTokensService } from './account-tokens.service';

// A missing or malformed token gets the same answer as a wrong one: the page only
// distinguishes verified from not verified.
const verifyBody = z.object({
  token: z.string({ error: INVALID_VERIFICATION }).trim().min(1, INVALID_VERIFICATION).max(200, INVALID_VERIFICATION),
});

export function registerVerificationRoutes(app: FastifyInstance, tokens: AccountTokensService): void {
  app.put('/api/user/verify', { schema: { response: answers(z.null()) } }, async (request) => {
    const { token } = parseInput(verifyBody, request.body ?? {});
    await tokens.verifyEmail(token);
    return ok('Email verified successfully.', null);
  });
}
