import type { AdminMutation, AdminQuery } from '../__generated__/resolvers-types';
import { REST_PERMISSIONS } from '../rest/__generated__/rest-permissions';
import type { RestPermission } from '../rest/rest-types';

// The staff permission every admin field needs (issue 38; docs/graphql.md "Staff roles"):
// the one declaration the resolvers pass to `requires` (admin-access.ts), the schema's
// descriptions say, and the role walk (admin-permissions.test.ts) checks every field of
// every role against. The names are the API's (its session's `permissions`, its routes'
// `x-permission`): the gateway refuses before calling a route the API would refuse, so a
// console that shows too much meets the same refusal either way.

/**
 * A field whose argument picks the permission: an order line's move needs the permission
 * of the status asked, the table the move routes declare in the OpenAPI document
 * (generated into rest-permissions.ts, not copied here). A value the table does not name
 * needs any one of its permissions, as the API has it (the API then refuses the move).
 */
export type PermissionByArgument = {
  readonly field: string;
  readonly permissions: Readonly<Partial<Record<string, RestPermission>>>;
};
export type FieldPermission = RestPermission | PermissionByArgument;

type FieldsOf<Type> = Exclude<keyof Type, '__typename'>;

export const ADMIN_QUERY_PERMISSIONS = {
  documents: 'documents.review',
  orderLines: 'orders.read',
  orderLinesCsvPath: 'orders.read',
  groups: 'groups.read',
  groupsCsvPath: 'groups.read',
  group: 'groups.read',
  groupLines: 'groups.read',
  deliveryArea: 'groups.read',
  overview: 'overview.read',
  mailTemplates: 'customers.read',
  mailPreview: 'customers.read',
  customers: 'customers.read',
  customersCsvPath: 'customers.read',
  customer: 'customers.read',
  settlementRun: 'settlement.run',
  settlementRuns: 'settlement.run',
  ledger: 'ledger.read',
  stripeEvents: 'payments.read',
  disputes: 'payments.read',
  staff: 'staff.manage',
  staffSettings: 'staff.manage',
  auditLog: 'audit.read',
  auditLogCsvPath: 'audit.read',
} as const satisfies Record<FieldsOf<AdminQuery>, FieldPermission>;

export const ADMIN_MUTATION_PERMISSIONS = {
  approveDocument: 'documents.review',
  rejectDocument: 'documents.review',
  moveOrderLine: REST_PERMISSIONS['PUT /api/admin/order-lines/{id}/status'],
  moveOrderLines: REST_PERMISSIONS['POST /api/admin/order-lines/status'],
  importTracking: 'orders.fulfil',
  acceptReturn: 'returns.decide',
  declineReturn: 'returns.decide',
  runSettlement: 'settlement.run',
  startSettlementRun: 'settlement.run',
  createGroup: 'groups.write',
  importGroups: 'groups.write',
  updateGroup: 'groups.write',
  closeGroup: 'groups.write',
  announceGroupImage: 'groups.write',
  removeGroupImage: 'groups.write',
  announceGroupDocument: 'groups.write',
  removeGroupDocument: 'groups.write',
  // It answers the customer as they are now too, which `customers.read` reads: every role
  // holding `customers.sessions` holds that as well.
  endCustomerSessions: 'customers.sessions',
  inviteStaff: 'staff.manage',
  changeStaffRole: 'staff.manage',
  disableStaff: 'staff.manage',
  enableStaff: 'staff.manage',
  resetStaffTotp: 'staff.manage',
  updateStaffSettings: 'staff.manage',
} as const satisfies Record<FieldsOf<AdminMutation>, FieldPermission>;

/** Every admin field's permission by type and field: the table the role walk reads. */
export const ADMIN_PERMISSIONS: Readonly<
  Record<'AdminQuery' | 'AdminMutation', Readonly<Record<string, FieldPermission>>>
> = { AdminQuery: ADMIN_QUERY_PERMISSIONS, AdminMutation: ADMIN_MUTATION_PERMISSIONS };

/**
 * The permissions a call of a field with `args` needs: one, or (an argument value the
 * table does not name) any one of several.
 */
export function permissionsNeeded(declared: FieldPermission, args: unknown): RestPermission[] {
  if (typeof declared === 'string') return [declared];
  const value = args && typeof args === 'object' ? (args as Record<string, unknown>)[declared.field] : undefined;
  const named =
    typeof value === 'string' && Object.hasOwn(declared.permissions, value) ? declared.permissions[value] : undefined;
  if (named) return [named];
  return [...new Set(Object.values(declared.permissions).filter((p): p is RestPermission => p !== undefined))];
}
