import { sessionUserSchema } from './session-user.schema';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { emailField, optional } from '../../lib/fields';
import { unauthorized } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import type { AuthService } from './auth.service';

const loginBody = z
  .object({
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
  })
  .meta({ examples: [{ email: 'shopper@example.com', password: 'Shopper@123', loginType: 'customer' }] });

const userView = sessionUserSchema;

const loginAnswer = z.object({ token: z.string(), zip_code: z.string().nullable(), role: z.string(), user: userView });
const sessionAnswer = z.object({
  zip_code: z.string().nullable(),
  role: z.string(),
  expires_at: z.string(),
  user: userView,
});

const tags = ['auth'];

/** Sign-in: public. */
export function registerAuthRoutes(app: RouteScope, auth: AuthService): void {
  app.post(
    '/api/user/login',
    {
      schema: {
        tags,
        summary: 'Signs in; answers the session token to send as Authorization',
        description:
          'A wrong password and an unknown e-mail get the same 400. Ten failures for one e-mail, or fifty from one ' +
          'address, lock further tries for a while (429).',
        body: loginBody,
        response: answers(loginAnswer, [400, 429]),
      },
    },
    async (request) => ok('Login successful', await auth.login(request.body, request.ip)),
  );
}

/** The session behind a token (registered on a `requireSignIn` scope). */
export function registerSessionRoutes(app: RouteScope, auth: AuthService): void {
  app.get(
    '/api/user/session',
    {
      schema: {
        tags,
        summary: 'The signed-in user and when the session expires',
        response: answers(sessionAnswer, [401]),
      },
    },
    async (request) => {
      const view = request.auth ? await auth.sessionView(request.auth) : null;
      if (!view) throw unauthorized();
      return ok('Session fetched', view);
    },
  );
}
