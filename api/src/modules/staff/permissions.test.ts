import { STAFF_ROLES } from '../../db/column-values';
import type { StaffRole } from '../../db/types';
import type { InventoryRoute } from '../../lib/route-inventory';
import { createCustomer } from '../checkout/commerce.fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ROLE_PERMISSIONS,
  lacksPermission,
  permissionsNamed,
  type Permission,
  type RoutePermission,
} from './permissions';
import { createStaff } from '../../test/staff-accounts';

// Every admin route, as the server registered it (its route inventory: a route added
// tomorrow is walked too), with a session of each staff role: allowed exactly when the
// role's permissions (ROLE_PERMISSIONS) hold what the route declares (config.permission).
// Nothing here lists routes or permissions: the declarations are the table. Allowed means
// anything but 403 (the request may still be refused for its input or find nothing);
// denied means 403 naming the permission. On SQLite and PostgreSQL.

let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) tokens[role] = (await createStaff(t.handle.db, role)).token;
});
afterAll(async () => {
  await t.close();
});

const adminRoutes = (): InventoryRoute[] =>
  t.app.routeInventory.filter((route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD');

/** A request the route can take: ids nobody has (nothing is found or changed), an empty or given body. */
function send(route: InventoryRoute, token: string, body?: Record<string, unknown>) {
  address += 1;
  return t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:(\w+)/g, '999999'),
    headers: { authorization: token, 'x-forwarded-for': `10.38.${(address >> 8) & 255}.${address & 255}` },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body ?? {} }),
  });
}

const holds = (role: StaffRole, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);

test('every admin route declares its permission', () => {
  const routes = adminRoutes();
  expect(routes.length).toBeGreaterThan(35);
  expect(routes.filter((route) => !route.config?.permission).map((r) => `${r.method} ${r.url}`)).toEqual([]);
});

test.each(STAFF_ROLES)(
  '%s: every admin route with one permission allows or denies by ROLE_PERMISSIONS',
  async (role) => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      const declared = route.config!.permission as RoutePermission;
      if (typeof declared !== 'string') continue;
      const res = await send(route, tokens[role]);
      const allowed = holds(role, declared);
      const ok = allowed
        ? res.statusCode !== 403
        : res.statusCode === 403 && res.json().message === lacksPermission(declared);
      if (!ok) wrong.push(`${route.method} ${route.url} (${declared}): ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  },
);

test.each(STAFF_ROLES)('%s: a route of several permissions needs the one of the change asked for', async (role) => {
  const wrong: string[] = [];
  const perChange = adminRoutes().filter((route) => typeof route.config!.permission !== 'string');
  // The operators' line moves, one line or many.
  expect(perChange.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
    'POST /api/admin/order-lines/status',
    'PUT /api/admin/order-lines/:id/status',
  ]);
  for (const route of perChange) {
    const declared = route.config!.permission as Exclude<RoutePermission, string>;
    const any = permissionsNamed(declared).some((permission) => holds(role, permission));
    for (const [value, permission] of Object.entries(declared.permissions)) {
      const res = await send(route, tokens[role], {
        [declared.field]: value,
        tracking_company_name: 'UPS',
        tracking_number: '1Z999',
        ...(route.url.includes(':id') ? {} : { order_line_ids: [999999] }),
      });
      const message = res.json().message as string;
      const ok = holds(role, permission)
        ? res.statusCode !== 403
        : res.statusCode === 403 &&
          (any ? message === lacksPermission(permission) : message.startsWith('You do not have any of'));
      if (!ok) wrong.push(`${route.method} ${route.url} ${value} (${permission}): ${res.statusCode} ${message}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('a shopper, a disabled staff member and no session are refused on every admin route', async () => {
  const shopper = await createCustomer(t.handle.db);
  const disabled = await createStaff(t.handle.db, 'owner');
  // Disabled without its sessions ended (the service ends them): the scope refuses it anyway.
  await t.handle.db
    .updateTable('staff_members')
    .set({ disabled_at: new Date().toISOString() })
    .where('customer_id', '=', disabled.id)
    .execute();
  const wrong: string[] = [];
  for (const route of adminRoutes()) {
    const asShopper = await send(route, shopper.token);
    const asDisabled = await send(route, disabled.token);
    const anonymous = await send(route, '');
    if (asShopper.statusCode !== 403 || asShopper.json().message !== 'Admin access required')
      wrong.push(`shopper ${route.url}`);
    if (asDisabled.statusCode !== 403 || asDisabled.json().data?.code !== 'STAFF_DISABLED')
      wrong.push(`disabled ${route.url}`);
    if (anonymous.statusCode !== 401) wrong.push(`anonymous ${route.url}`);
  }
  expect(wrong).toEqual([]);
});

test('the session tells a client what the role may do', async () => {
  for (const role of STAFF_ROLES) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/session',
      headers: { authorization: tokens[role] },
    });
    expect(res.json().data).toMatchObject({
      role: 'admin',
      staff_role: role,
      permissions: [...ROLE_PERMISSIONS[role]],
    });
  }
});

test('fulfilment ships a line but cannot open a refund or read the ledger', () => {
  // The issue's own example, read from the table the walk above enforces.
  expect(ROLE_PERMISSIONS.fulfilment).toContain('orders.fulfil');
  expect(ROLE_PERMISSIONS.fulfilment).not.toContain('refunds.issue');
  expect(ROLE_PERMISSIONS.fulfilment).not.toContain('ledger.read');
});
