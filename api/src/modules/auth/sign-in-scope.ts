import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../../lib/http-error';
import {
  PERMISSIONS,
  lacksPermission,
  permissionFor,
  permissionsNamed,
  type Permission,
  type RoutePermission,
} from '../staff/permissions';
import { requireAuth } from './auth.hook';
import { STAFF_DISABLED, type AuthContext, type AuthService } from './auth.service';

export type SignInRole = 'customer' | 'admin';

export const TOTP_SETUP_REQUIRED = 'Set up two-factor sign-in first: the shop requires it for every staff account.';

/** 403 for a signed-in staff member without the permission (`data` names it for clients). */
const denied = (needed: readonly Permission[]) =>
  new HttpError(
    403,
    needed.length === 1 ? lacksPermission(needed[0]!) : `You do not have any of the ${needed.join(', ')} permissions`,
    { code: 'PERMISSION_DENIED', permissions: needed },
  );

/** How a route's declaration reads in its OpenAPI description. */
function describePermission(declared: RoutePermission): string {
  if (typeof declared === 'string') return `Staff permission: \`${declared}\` (${PERMISSIONS[declared]}).`;
  const each = Object.entries(declared.permissions).map(([value, permission]) => `\`${value}\`: \`${permission}\``);
  return (
    `Staff permission: by the body's \`${declared.field}\`, ${each.join(', ')}; any other value needs one of them ` +
    '(it is refused by the route itself). Without the permission of the value asked: 403.'
  );
}

/**
 * Every admin route names the permission it needs (`config.permission`,
 * modules/staff/permissions.ts); a route added without one stops the server at start-up.
 * The OpenAPI document lists it: `security` names it as the session's scope (OpenAPI 3.1
 * lets a non-OAuth requirement list roles; a route of several permissions lists each as
 * an alternative), `x-permission` holds the declaration, and the description says it.
 */
function declarePermissions(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const declared = route.config?.permission;
    if (!declared) {
      throw new Error(`${String(route.method)} ${route.url} is an admin route without config.permission`);
    }
    const described = describePermission(declared);
    const description = route.schema?.description;
    // An `x-` key of the schema is copied into the operation by @fastify/swagger.
    const extension: Record<`x-${string}`, unknown> = { 'x-permission': declared };
    route.schema = {
      ...route.schema,
      ...extension,
      security: permissionsNamed(declared).map((permission) => ({ session: [permission] })),
      description: description ? `${description}\n\n${described}` : described,
    };
  });
}

/** The staff member's way in: a staff account, enabled, past TOTP setup when the shop requires it. */
function checkStaff(auth: AuthContext): void {
  if (auth.role !== 'admin') throw new HttpError(403, 'Admin access required');
  if (auth.staffDisabled) throw new HttpError(403, STAFF_DISABLED, { code: 'STAFF_DISABLED' });
  if (auth.totpSetupRequired) throw new HttpError(403, TOTP_SETUP_REQUIRED, { code: 'TOTP_SETUP_REQUIRED' });
}

/**
 * Every route registered on `scope` (a Fastify plugin scope) needs a session, checked
 * once for the whole group in onRequest, before the body is even read: 401 without a
 * valid session (so a client signs in again). An admin scope then answers 403 to a
 * customer (who exists but may not do this), to a disabled staff account, and to a staff
 * member whose role lacks the route's permission (the route's one declaration, read
 * here); a route whose permission depends on the change asked (an order line's move) is
 * checked again on its body once validated.
 */
export function requireSignIn(scope: FastifyInstance, auth: AuthService, role: SignInRole = 'customer'): void {
  const authenticate = requireAuth(auth);
  if (role === 'customer') {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: [{ session: [] }] };
    });
    scope.addHook('onRequest', async function (request, reply) {
      await authenticate.call(this, request, reply);
    });
    return;
  }
  declarePermissions(scope);
  scope.addHook('onRequest', async function (request, reply) {
    await authenticate.call(this, request, reply);
    const context = request.auth!;
    checkStaff(context);
    const needed = permissionsNamed(request.routeOptions.config.permission!);
    if (!needed.some((permission) => context.permissions.includes(permission))) throw denied(needed);
  });
  scope.addHook('preHandler', async (request) => {
    const declared = request.routeOptions.config.permission!;
    if (typeof declared === 'string') return;
    const permission = permissionFor(declared, request.body);
    if (permission && !request.auth!.permissions.includes(permission)) throw denied([permission]);
  });
}

/** The signed-in customer's id, on a route of a `requireSignIn` scope. */
export function customerIdOf(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.customerId;
}
