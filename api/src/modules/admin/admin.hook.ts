import type { preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { requireAuth } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';

/**
 * preHandler for admin/* routes: 401 without a valid session (as everywhere, so a client
 * signs in again), then 403 for a signed-in customer, who may exist but may not do this.
 */
export function requireAdmin(auth: AuthService): preHandlerAsyncHookHandler {
  const authenticate = requireAuth(auth);
  return async function (request, reply) {
    await authenticate.call(this, request, reply);
    if (request.auth?.role !== 'admin') throw new HttpError(403, 'Admin access required');
  };
}
