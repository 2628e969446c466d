import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { emailField, optional } from '../../lib/fields';
import { unauthorized } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import { TOTP_INVALID, TOTP_REQUIRED, type AuthService } from './auth.service';
import { loginAnswerSchema, sessionViewSchema } from './session-view';

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
    // A staff member with TOTP on sends the code with the password (after a 401 TOTP_REQUIRED).
    totp_code: optional(
      z
        .string({ error: 'totp_code must be the 6-digit code' })
        .trim()
        .regex(/^\d{6}$/, 'totp_code must be the 6-digit code')
        .describe("A staff member's current code from their authenticator app, when they sign in with TOTP"),
    ),
  })
  .meta({ examples: [{ email: 'shopper@example.com', password: 'Shopper@123', loginType: 'customer' }] });

const tags = ['auth'];

/** Sign-in: public. */
export function registerAuthRoutes(app: RouteScope, auth: AuthService): void {
  app.post(
    '/api/user/login',
    {
      schema: {
        operationId: 'signIn',
        tags,
        summary: 'Signs in; answers the session token to send as Authorization',
        description:
          'Errors: 400 `Invalid email or password` (wrong e-mail or password, never 401); 400 naming the field for a missing or malformed e-mail or password (`email is required`, `email must be a valid email address`, `password is required`, `loginType must be customer or admin`); 400 `Please verify your email address before logging in.` (right password, e-mail not verified); 429 `Too many login attempts. Please try again later.` (within 15 minutes: 10 failures for one e-mail from one IP, 50 from one IP whatever the e-mail, or 25 for one e-mail from all IPs together, that last not counted against an IP the account signed in from in the last 90 days; the client IP is taken from `X-Forwarded-For` when the caller is on loopback, i.e. the gateway must forward it).\n\n' +
          'The e-mail is matched case-insensitively. `zip_code` is the billing address\'s ZIP (null if the account has no address). `token` is 43 characters of base64url; the session lasts `SESSION_TTL_HOURS` (168). An admin (`role: "admin"`) signs in with the same call.' +
          '\n\n' +
          'Staff: a disabled account answers 403 `This staff account is disabled. Ask an owner to enable it.` (`data.code` `STAFF_DISABLED`). ' +
          `A staff member who signs in with TOTP and sent no \`totp_code\` gets 401 \`${TOTP_REQUIRED}\` with \`data: { code: "TOTP_REQUIRED" }\` and no session: ask for the code and send the same body with \`totp_code\`. ` +
          `A wrong, expired or already used code answers 401 \`${TOTP_INVALID}\` (\`data.code\` \`TOTP_INVALID\`). Both count as failed logins in the limits below (the sign-in that succeeds clears them). ` +
          '`staff_role` and `permissions` say what the session may do on the admin routes.' +
          '\n\n' +
          'A wrong password and an unknown e-mail get the same 400. Ten failures for one e-mail, or fifty from one ' +
          'address, lock further tries for a while (429).',
        body: loginBody,
        response: answers(loginAnswerSchema, [400, 401, 403, 429]),
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
        operationId: 'getSession',
        description:
          'The session behind the token (extension: lets a client check a stored token and refresh the user).',
        tags,
        summary: 'The signed-in user and when the session expires',
        response: answers(sessionViewSchema, [401]),
      },
    },
    async (request) => {
      const view = request.auth ? await auth.sessionView(request.auth) : null;
      if (!view) throw unauthorized();
      return ok('Session fetched', view);
    },
  );

  app.post(
    '/api/user/logout',
    {
      schema: {
        operationId: 'signOut',
        tags,
        summary: 'Signs out: ends the session behind the token on the server',
        description:
          'The token answers 401 on every route afterwards. Other sessions of the same customer (other devices) stay signed in.',
        response: answers(z.null(), [401]),
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      await auth.logout(request.auth);
      return ok('Logged out', null);
    },
  );
}
