import { STAFF_ROLES } from '../../db/column-values';
import type { StaffRole } from '../../db/types';

// What each staff member may do (issue 38; docs/decisions.md "Staff roles and the audit
// log"): the permissions, the roles built from them, and how an admin route declares the
// one it needs. The admin scope's hook reads the declaration (auth/sign-in-scope.ts); the
// session answers a staff member's permissions so the gateway and the console can hide
// what a role cannot do. Nothing else lists who may do what.

/** Every permission, with what it lets a staff member do (the OpenAPI document and the docs quote these). */
export const PERMISSIONS = {
  'overview.read': "the console's Overview: the shop's figures",
  'groups.read': 'groups, their lines and the area preview, read',
  'groups.write': 'create and edit groups and their price levels, close them, add and remove pictures and documents',
  'orders.read': 'order lines (and so returns), read',
  'orders.fulfil': 'ship and deliver order lines, one or many at once (the pick list)',
  'returns.decide': 'accept or decline a return, mark it on its way back',
  'refunds.issue': 'moves that pay money back: cancel a line with its refund, refund a return',
  'customers.read': 'customers: search, a customer’s page, the mail templates’ previews',
  'customers.sessions': 'end a customer’s sessions',
  'documents.review': "customers' documents: the review queue, approve, reject, open the file",
  'ledger.read': 'the payments ledger and its CSV',
  'settlement.run': 'settle a group now, run settlement now, the runs kept',
  'payments.read': "Stripe's events and disputes",
  'staff.manage': 'invite staff, change roles, disable and enable staff, the staff settings',
  'audit.read': 'the audit log and its CSV',
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/**
 * The roles. Every role reads the Overview and the groups (the console's landing and the
 * catalogue everyone talks about); money out needs `refunds.issue`, which only owners and
 * finance hold.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSION_NAMES,
  support: [
    'overview.read',
    'groups.read',
    'orders.read',
    'returns.decide',
    'customers.read',
    'customers.sessions',
    'documents.review',
  ],
  fulfilment: ['overview.read', 'groups.read', 'orders.read', 'orders.fulfil'],
  finance: [
    'overview.read',
    'groups.read',
    'orders.read',
    'refunds.issue',
    'ledger.read',
    'settlement.run',
    'payments.read',
  ],
  catalogue: ['overview.read', 'groups.read', 'groups.write'],
};

export { STAFF_ROLES };

/** The permissions of a role, or none (a shopper, a disabled account). */
export function permissionsOf(role: StaffRole | null): readonly Permission[] {
  return role === null ? [] : ROLE_PERMISSIONS[role];
}

/**
 * A route that makes several kinds of change in one place (an order line's status: ship,
 * cancel with a refund, accept a return) needs the permission of the change asked for: the
 * body field `field` names it, and `permissions` maps each value to its permission. A
 * value the table does not name needs only one of the table's permissions: no change is
 * made for it (the route refuses it itself).
 */
export type PerChangePermission = {
  field: string;
  permissions: Readonly<Record<string, Permission>>;
};

/** What an admin route declares in its options: `config: { permission }`. */
export type RoutePermission = Permission | PerChangePermission;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The staff permission an admin route needs; required on every route of the admin
     * scope (the server does not start without it), read by its onRequest hook.
     */
    permission?: RoutePermission;
  }
}

/** Every permission a declaration can ask for: one, or each of a table's. */
export function permissionsNamed(declared: RoutePermission): Permission[] {
  return typeof declared === 'string' ? [declared] : [...new Set(Object.values(declared.permissions))];
}

/** The permission a request needs by the declaration and its body, or undefined when any of the table's will do. */
export function permissionFor(declared: RoutePermission, body: unknown): Permission | undefined {
  if (typeof declared === 'string') return declared;
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[declared.field] : undefined;
  return typeof value === 'string' && Object.hasOwn(declared.permissions, value)
    ? declared.permissions[value]
    : undefined;
}

export const lacksPermission = (permission: Permission) => `You do not have the ${permission} permission`;
