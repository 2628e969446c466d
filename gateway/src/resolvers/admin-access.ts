import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context/context';
import { ErrorCode, permissionDetails } from '../rest/error-mapping';
import type { RestSessionData } from '../rest/rest-types';
import { permissionsNeeded, type FieldPermission } from './admin-permissions';

// The gateway checks a staff member's permission itself before any admin REST call (the
// API checks it again on every admin route), so a token never reaches a route its role may
// not use, and a field added to the admin types later cannot forget the check: the entry
// points go through `staffOnly`, every admin field through `requires(permission)` with
// its declaration (admin-permissions.ts).

type StaffSession = RestSessionData;

/** One session read per request, however many admin fields an operation asks for. */
const sessions = new WeakMap<GatewayContext['rest'], Promise<StaffSession>>();

async function readStaffSession(context: GatewayContext): Promise<StaffSession> {
  // No token: UNAUTHENTICATED (401) without asking the API.
  if (!context.rest.hasToken) {
    throw new GraphQLError('Unauthorized', { extensions: { code: ErrorCode.UNAUTHENTICATED } });
  }
  // An invalid or expired token: the API's 401 maps to UNAUTHENTICATED (error-mapping.ts).
  const session = (await context.rest.get('/api/user/session')).data;
  if (session.role !== 'admin') {
    throw new GraphQLError('Admin access required', { extensions: { code: ErrorCode.FORBIDDEN } });
  }
  return session;
}

/** The caller's session once they are staff; rejects with UNAUTHENTICATED or FORBIDDEN. */
function staffSession(context: GatewayContext): Promise<StaffSession> {
  let session = sessions.get(context.rest);
  if (!session) {
    session = readStaffSession(context);
    sessions.set(context.rest, session);
  }
  return session;
}

/** The same words as the API's refusal, so a client reads one message whoever refused. */
function lacking(needed: readonly string[]): GraphQLError {
  const message =
    needed.length === 1
      ? `You do not have the ${needed[0]} permission`
      : `You do not have any of the ${needed.join(', ')} permissions`;
  return new GraphQLError(message, { extensions: { code: ErrorCode.FORBIDDEN, ...permissionDetails(needed) } });
}

const TOTP_SETUP_REQUIRED = 'Set up two-factor sign-in first: the shop requires it for every staff account.';

type Resolve<Parent, Args, Result> = (parent: Parent, args: Args, context: GatewayContext) => Result | Promise<Result>;

/** Wraps an admin area's entry point (`Query.admin`, `Mutation.admin`) so it runs only for staff. */
export function staffOnly<Parent, Args, Result>(resolve: Resolve<Parent, Args, Result>) {
  return async (parent: Parent, args: Args, context: GatewayContext): Promise<Result> => {
    await staffSession(context);
    return resolve(parent, args, context);
  };
}

/**
 * Wraps an admin field's resolver so it runs only for staff whose session holds the
 * permission `declared` names (by the field's arguments for a move). A staff member who
 * must set up TOTP first holds none: FORBIDDEN with `extensions.reason`, as the API answers.
 */
export function requires<Parent, Args, Result>(declared: FieldPermission, resolve: Resolve<Parent, Args, Result>) {
  return async (parent: Parent, args: Args, context: GatewayContext): Promise<Result> => {
    const session = await staffSession(context);
    if (session.totp_setup_required) {
      throw new GraphQLError(TOTP_SETUP_REQUIRED, {
        extensions: { code: ErrorCode.FORBIDDEN, reason: 'TOTP_SETUP_REQUIRED' },
      });
    }
    const needed = permissionsNeeded(declared, args);
    if (!needed.some((permission) => session.permissions.includes(permission))) throw lacking(needed);
    return resolve(parent, args, context);
  };
}
