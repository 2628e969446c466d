import type { FastifyInstance } from 'fastify';
import { sessionUserSchema } from './session-user.schema';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { emailField, optional } from '../../lib/fields';
import { unauthorized } from '../../lib/http-error';
import { parseInput } from '../../lib/validate';
import { requireAuth } from './auth.hook';
import type { AuthService } from './auth.service';

const loginBody = z.object({
  email: emailField(),
  // Not trimmed: spaces can be part of a password.
  password: z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? 'password is required' : 'password must be a string',
    })
    .min(1, 'password is required')
    .max(200, 'password must be at most 200 characters'),
  // The web app always sends 'customer'; an admin signs in through the same call.
  loginType: optional(z.enum(['customer', 'admin'], { error: 'loginType must be customer or admin' })),
});

const userView = sessionUserSchema;

const loginAnswer = z.object({ token: z.string(), zip_code: z.string().nullable(), role: z.string(), user: userView });
const sessionAnswer = z.object({
  zip_code: z.string().nullable(),
  role: z.string(),
  expires_at: z.string(),
  user: userView,
});

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService): void {
  app.post('/api/user/login', { schema: { response: answers(loginAnswer) } }, async (request) => {
    const input = parseInput(loginBody, request.body ?? {});
    return ok('Login successful', await auth.login(input, request.ip));
  });

  app.get(
    '/api/user/session',
    { preHandler: requireAuth(auth), schema: { response: answers(sessionAnswer) } },
    async (request) => {
      const view = request.auth ? await auth.sessionView(request.auth) : null;
      // The customer was deleted while the session lived: the session is no longer valid.
      if (!view) throw unauthorized();
      return ok('Session fetched', view);
    },
  );
}
