import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../../lib/http-error';
import { requireAuth } from './auth.hook';
import type { AuthService } from './auth.service';

export type SignInRole = 'customer' | 'admin';

/**
 * Every route registered on `scope` (a Fastify plugin scope) needs a session, checked
 * once for the whole group in onRequest, before the body is even read: 401 without a
 * valid session (so a client signs in again), then, for admin scopes, 403 for a
 * customer, who exists but may not do this. The routes are marked in the OpenAPI
 * document as needing the `session` scheme; an admin scope's also name the role the
 * session must have (OpenAPI 3.1 lets a non-OAuth requirement list roles).
 */
export function requireSignIn(scope: FastifyInstance, auth: AuthService, role: SignInRole = 'customer'): void {
  const security = [{ session: role === 'admin' ? ['admin'] : [] }];
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security };
  });
  const authenticate = requireAuth(auth);
  scope.addHook('onRequest', async function (request, reply) {
    await authenticate.call(this, request, reply);
    if (role === 'admin' && request.auth?.role !== 'admin') throw new HttpError(403, 'Admin access required');
  });
}

/** The signed-in customer's id, on a route of a `requireSignIn` scope. */
export function customerIdOf(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.customerId;
}
