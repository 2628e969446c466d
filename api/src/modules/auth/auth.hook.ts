import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { unauthorized } from '../../lib/http-error';
import type { AuthContext, AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth preHandler on routes that require a session; null elsewhere. */
    auth: AuthContext | null;
  }
}

/** `Authorization: <token>` or `Authorization: Bearer <token>`; anything else is no token. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(?:Bearer\s+)?(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/**
 * preHandler for routes that need a signed-in customer: 401 for a missing, unknown or
 * expired token (and only then, so clients can treat 401 as "sign in again").
 * Tokens are looked up by their hash, so no secret is compared in application code.
 */
export function requireAuth(auth: AuthService): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    const context = token ? await auth.authenticate(token) : null;
    if (!context) throw unauthorized();
    request.auth = context;
  };
}
