import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { currentLevelIndex } from '../catalog/price-level';
import { levelsByGroup } from '../catalog/price-levels.repository';
import { addCard, buyFreshGroup, createCustomer, type TestCustomer } from '../checkout/commerce.fixtures';
import { linePaidCents } from '../payments/line-refunds';
import { ledgerReason } from '../payments/ledger.repository';

// The owner's figures over a period (docs/decisions.md "The figures overview"): every money
// figure equals a sum made here, apart, over the ledger's rows, to the cent; the other
// figures equal the same rules applied here to the rows they count.

let t: TestApp;
let adminToken: string;
let buyer: TestCustomer;
let cardId: number;

const HOUR = 3_600_000;
const today = () => new Date().toISOString().slice(0, 10);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  buyer = await createCustomer(t.handle.db, 'TX');
  cardId = await addCard(t.app, buyer.token);
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: { authorization: adminToken }, payload });
  return { statusCode: res.statusCode, body: res.json() };
}
const setStatus = (lineId: number, payload: object) => call('PUT', `/api/admin/order-lines/${lineId}/status`, payload);

/** The ledger's rows of a period of whole UTC days, read straight from its table. */
async function ledgerRows(from: string, to: string) {
  return t.handle.db
    .selectFrom('payments')
    .selectAll()
    .where('created_at', '>=', `${from}T00:00:00.000Z`)
    .where('created_at', '<', nextDay(to))
    .execute();
}

/** The ⌈p·n⌉-th smallest (nearest rank); 0 for none. */
function nearestRank(sorted: number[], percent: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.ceil((percent / 100) * sorted.length) - 1]!;
}

test('the figures equal sums over the ledger, to the cent: orders, a settlement refund, a return, a cancellation', async () => {
  // Four orders of one line each, in four fresh groups.
  const settled = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 3);
  const returned = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 2);
  const cancelled = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
  const kept = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 5);

  // Settlement: the first group ended two hours ago with 25 units booked (level 3 of 10/20/50),
  // so its buyer is refunded the difference down to $80.
  await t.handle.db
    .updateTable('groups')
    .set({ end_date: new Date(Date.now() - 2 * HOUR).toISOString(), quantity_booked: 25 })
    .where('id', '=', settled.groupId)
    .execute();
  const settle = await call('POST', `/api/admin/groups/${settled.groupId}/settle`);
  expect(settle.statusCode).toBe(200);
  expect(settle.body.data.refunded_cents).toBeGreaterThan(0);

  // A return refunded in full, and a cancellation.
  await setStatus(returned.lineId, { status: 'shipping', tracking_company_name: 'UPS', tracking_number: '1Z9' });
  await setStatus(returned.lineId, { status: 'completed' });
  const request = await t.app.inject({
    method: 'POST',
    url: '/api/order/request-return',
    headers: { authorization: buyer.token },
    payload: { order_id: returned.orderId, order_line_id: returned.lineId, return_reason: 'damaged' },
  });
  expect(request.statusCode).toBe(200);
  expect((await call('POST', `/api/admin/order-lines/${returned.lineId}/return/accept`)).statusCode).toBe(200);
  expect((await setStatus(returned.lineId, { status: 'return_in_progress' })).statusCode).toBe(200);
  expect((await setStatus(returned.lineId, { status: 'refunded' })).statusCode).toBe(200);
  expect((await setStatus(cancelled.lineId, { status: 'cancelled' })).statusCode).toBe(200);

  const day = today();
  const res = await call('GET', `/api/admin/overview?from=${day}&to=${day}`);
  expect(res.statusCode).toBe(200);
  const figures = res.body.data;
  expect(figures).toMatchObject({ from: day, to: day });

  // Money: the ledger's rows of the day, summed here.
  const rows = await ledgerRows(day, day);
  const charges = rows.filter((row) => row.kind === 'charge');
  const refunds = rows.filter((row) => row.kind === 'refund');
  const sum = (list: typeof rows) => list.reduce((total, row) => total + row.amount_cents, 0);
  const byReason = (reason: string) =>
    sum(refunds.filter((row) => ledgerReason(row.kind, row.idempotency_key) === reason));
  const gmv = sum(charges);
  const refunded = sum(refunds);
  expect(byReason('settlement')).toBe(settle.body.data.refunded_cents);
  expect(byReason('return')).toBeGreaterThan(0);
  expect(byReason('cancellation')).toBeGreaterThan(0);
  expect(figures).toMatchObject({
    gmv_cents: gmv,
    refunded_cents: refunded,
    settlement_refunded_cents: byReason('settlement'),
    return_refunded_cents: byReason('return'),
    cancellation_refunded_cents: byReason('cancellation'),
    net_revenue_cents: gmv - refunded,
    orders: charges.length,
    average_order_cents: Math.round(gmv / charges.length),
    refund_rate_basis_points: Math.round((refunded * 10_000) / gmv),
  });
  // The operator's ledger answers the same totals for the same days.
  const ledger = await call('GET', `/api/admin/ledger?from=${day}&to=${day}`);
  expect(ledger.body.data.totals).toMatchObject({
    charged_cents: figures.gmv_cents,
    refunded_cents: figures.refunded_cents,
    net_cents: figures.net_revenue_cents,
  });
  // The day's series adds up to the period's figures.
  expect(figures.days).toEqual([
    {
      date: day,
      orders: charges.length,
      sales_cents: gmv,
      refunds: refunds.length,
      refunded_cents: refunded,
      net_revenue_cents: gmv - refunded,
    },
  ]);

  // Lines: those of the orders charged today, and which of them any refund reached.
  const chargedOrders = [...new Set(charges.map((row) => row.order_id))];
  const lines = await t.handle.db
    .selectFrom('order_lines')
    .select(['id', 'group_id', 'quantity', 'price_cents', 'tax_cents', 'shipping_cents', 'platform_fee_cents'])
    .where('order_id', 'in', chargedOrders)
    .execute();
  const everRefunded = new Set(
    (
      await t.handle.db
        .selectFrom('payments')
        .select('order_line_id')
        .where('kind', '=', 'refund')
        .where('order_line_id', 'is not', null)
        .execute()
    ).map((row) => row.order_line_id),
  );
  expect(figures.lines).toBe(lines.length);
  expect(figures.lines_refunded).toBe(lines.filter((line) => everRefunded.has(line.id)).length);
  expect(figures.lines_refunded).toBeGreaterThanOrEqual(3);

  // Top groups: what their lines charged; each of these one-line orders is its ledger charge.
  const perGroup = new Map<number, { units: number; cents: number }>();
  for (const line of lines) {
    const group = perGroup.get(line.group_id) ?? { units: 0, cents: 0 };
    perGroup.set(line.group_id, { units: group.units + line.quantity, cents: group.cents + linePaidCents(line) });
  }
  const expectedTop = [...perGroup.entries()]
    .sort(([a, x], [b, y]) => y.cents - x.cents || a - b)
    .slice(0, 5)
    .map(([id, group]) => ({ group_id: id, units: group.units, gmv_cents: group.cents }));
  expect(figures.top_groups.map(({ product_name: _name, ...rest }: { product_name: string }) => rest)).toEqual(
    expectedTop,
  );
  const top = figures.top_groups.find((group: { group_id: number }) => group.group_id === kept.groupId);
  expect(top).toMatchObject({
    units: 5,
    gmv_cents: charges.find((row) => row.order_id === kept.orderId)!.amount_cents,
  });

  // Fill: every group open at some time today, its level as the group page has it.
  const groups = await t.handle.db
    .selectFrom('groups')
    .select(['id', 'quantity_booked', 'max_quantity'])
    .where('created_at', '<', nextDay(day))
    .where('end_date', '>=', `${day}T00:00:00.000Z`)
    .execute();
  const levels = await levelsByGroup(
    t.handle.db,
    groups.map((group) => group.id),
  );
  const atLevel = new Map<number, number>();
  for (const group of groups) {
    const sorted = [...(levels.get(group.id) ?? [])].sort((a, b) => a.quantity_level - b.quantity_level);
    const level = currentLevelIndex(sorted, group.quantity_booked);
    if (level > 0) atLevel.set(level, (atLevel.get(level) ?? 0) + 1);
  }
  const fillSum = groups.reduce(
    (total, group) => total + Math.floor((group.quantity_booked * 10_000) / group.max_quantity),
    0,
  );
  expect(figures.fill.groups).toBe(groups.length);
  expect(figures.fill.average_fill_basis_points).toBe(Math.floor(fillSum / groups.length));
  expect(figures.fill.levels).toEqual(
    [...atLevel.keys()]
      .sort((a, b) => a - b)
      .map((level) => ({
        level,
        groups: atLevel.get(level),
        reached: [...atLevel.entries()].filter(([other]) => other >= level).reduce((total, [, n]) => total + n, 0),
      })),
  );
  expect(figures.fill.levels.find((row: { level: number }) => row.level === 3)?.groups).toBeGreaterThanOrEqual(1);

  // Settlement lag: groups whose last line settled today, end date to that settlement.
  const settledLines = await t.handle.db
    .selectFrom('order_lines as l')
    .innerJoin('groups as g', 'g.id', 'l.group_id')
    .select(['g.id', 'g.end_date', 'l.settled_at'])
    .execute();
  const lastSettled = new Map<number, { end: string; last: string | null; open: boolean }>();
  for (const line of settledLines) {
    const group = lastSettled.get(line.id) ?? { end: line.end_date, last: null, open: false };
    if (line.settled_at === null) group.open = true;
    else if (group.last === null || line.settled_at > group.last) group.last = line.settled_at;
    lastSettled.set(line.id, group);
  }
  const lags = [...lastSettled.values()]
    .filter((group) => !group.open && group.last !== null && group.last.slice(0, 10) === day)
    .map((group) => Math.max(0, Math.round((Date.parse(group.last!) - Date.parse(group.end)) / 1000)))
    .sort((a, b) => a - b);
  expect(figures.settlement_lag).toEqual({
    groups: lags.length,
    median_seconds: nearestRank(lags, 50),
    p90_seconds: nearestRank(lags, 90),
    max_seconds: lags.at(-1) ?? 0,
  });
  // The group settled here waited its two hours.
  expect(figures.settlement_lag.max_seconds).toBeGreaterThanOrEqual(7_200);
});

test('a period without entries answers zeros, every day listed', async () => {
  const res = await call('GET', '/api/admin/overview?from=2001-02-27&to=2001-03-01');
  expect(res.statusCode).toBe(200);
  expect(res.body.data).toMatchObject({
    gmv_cents: 0,
    refunded_cents: 0,
    net_revenue_cents: 0,
    orders: 0,
    average_order_cents: 0,
    refund_rate_basis_points: 0,
    lines: 0,
    lines_refunded: 0,
    top_groups: [],
    settlement_lag: { groups: 0, median_seconds: 0, p90_seconds: 0, max_seconds: 0 },
  });
  expect(res.body.data.days.map((d: { date: string }) => d.date)).toEqual(['2001-02-27', '2001-02-28', '2001-03-01']);
});

test('without a period: the last 30 days, today last', async () => {
  const { body } = await call('GET', '/api/admin/overview');
  expect(body.data.to).toBe(today());
  expect(body.data.days).toHaveLength(30);
  expect(body.data.days[0].date).toBe(body.data.from);
});

test('a bad period is a 400 naming the problem, and reads nothing', async () => {
  const cases: Array<[string, string]> = [
    ['from=2026-03-02&to=2026-03-01', 'from (2026-03-02) must not be after to (2026-03-01)'],
    [
      'from=2025-01-01&to=2026-01-02',
      'The period from 2025-01-01 to 2026-01-02 is 367 days; at most 366 days are allowed',
    ],
    ['from=2026-13-01&to=2026-12-31', 'from must be a date as YYYY-MM-DD'],
    ['to=yesterday', 'to must be a date as YYYY-MM-DD'],
  ];
  for (const [query, message] of cases) {
    const res = await call('GET', `/api/admin/overview?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain(message);
  }
  // A whole leap year is allowed.
  expect((await call('GET', '/api/admin/overview?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
});
