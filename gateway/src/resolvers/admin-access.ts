import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context/context';
import { ErrorCode } from '../rest/error-mapping';

// The gateway checks the role itself before any admin REST call (the API checks it
// again on every admin route), so a customer's token never reaches an admin route and a
// field added to the admin types later cannot forget the check: every one goes through
// `adminOnly`.

/** One session read per request, however many admin fields an operation asks for. */
const checks = new WeakMap<GatewayContext['rest'], Promise<void>>();

async function checkAdmin(context: GatewayContext): Promise<void> {
  // No token: UNAUTHENTICATED (401) without asking the API.
  if (!context.rest.hasToken) {
    throw new GraphQLError('Unauthorized', { extensions: { code: ErrorCode.UNAUTHENTICATED } });
  }
  // An invalid or expired token: the API's 401 maps to UNAUTHENTICATED (error-mapping.ts).
  const session = await context.rest.get('/api/user/session');
  if (session.data.role !== 'admin') {
    throw new GraphQLError('Admin access required', { extensions: { code: ErrorCode.FORBIDDEN } });
  }
}

/** Resolves once the caller is an admin; rejects with UNAUTHENTICATED or FORBIDDEN. */
function requireAdmin(context: GatewayContext): Promise<void> {
  let check = checks.get(context.rest);
  if (!check) {
    check = checkAdmin(context);
    checks.set(context.rest, check);
  }
  return check;
}

/** Wraps a resolver so it runs only for an admin. */
export function adminOnly<Parent, Args, Result>(
  resolve: (parent: Parent, args: Args, context: GatewayContext) => Result | Promise<Result>,
) {
  return async (parent: Parent, args: Args, context: GatewayContext): Promise<Result> => {
    await requireAdmin(context);
    return resolve(parent, args, context);
  };
}
