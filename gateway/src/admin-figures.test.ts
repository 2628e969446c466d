import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';
import { centsOf, MONEY, type Money } from './test/money';
import { staffMember } from './test/staff';

// The owner's figures (AdminQuery.overview over a period) and the mail previews as clients
// meet them: the API's cents as Money, its 400 as BAD_USER_INPUT, its 404 as NOT_FOUND, and
// a role without the permission refused before any call. The figures' sums are the API's
// tests' (api/src/modules/admin/admin-figures.test.ts).

let api: ApiProcess;
let gateway: TestGateway;
let owner: string;

async function login(email: string, password: string): Promise<string> {
  const { body } = await gateway.graphql(
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return (body.data as { login: { token: string } }).login.token;
}

async function ok<T>(query: string, variables: Record<string, unknown> = {}, token = owner): Promise<T> {
  const { status, body } = await gateway.graphql(query, variables, token);
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data as T;
}

async function refused(query: string, variables: Record<string, unknown>, token: string) {
  const { body } = await gateway.graphql(query, variables, token);
  expect(body.data).toBeNull();
  return body.errors![0]!;
}

beforeAll(async () => {
  api = await startApiProcess();
  // A process's first preview waits for its mail thread to load mjml (about 0.7 s of CPU,
  // api/src/modules/mail/mjml-thread.ts); a throttled CI machine took longer than the
  // gateway's 8 s upstream timeout. This file checks the answers, not the timeout
  // (faults.test.ts does).
  gateway = await startTestGateway({ API_URL: api.url, UPSTREAM_TIMEOUT_MS: 60_000 });
  owner = await login('admin@example.com', 'Admin@1234');
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});

const FIGURES = `query($from: String, $to: String) { admin { overview(from: $from, to: $to) {
  from to gmv ${MONEY} refunded ${MONEY} settlementRefunds ${MONEY} cancellationRefunds ${MONEY}
  returnRefunds ${MONEY} netRevenue ${MONEY} orders averageOrder ${MONEY} refundRatePercent lines linesRefunded
  groupFill { groups averageFillPercent levels { level groups reached } }
  settlementTimes { groups medianSeconds p90Seconds maxSeconds }
  topGroups { groupId productName units gmv ${MONEY} }
  days { date orders sales ${MONEY} refunded ${MONEY} netRevenue ${MONEY} } } } }`;

type Figures = {
  from: string;
  to: string;
  gmv: Money;
  refunded: Money;
  netRevenue: Money;
  orders: number;
  averageOrder: Money;
  groupFill: { groups: number; levels: { level: number; groups: number; reached: number }[] };
  days: { date: string; sales: Money; refunded: Money; netRevenue: Money }[];
};

test("the figures of a period answer the API's cents as Money, the days adding up to the period", async () => {
  const { admin } = await ok<{ admin: { overview: Figures } }>(FIGURES, { from: '2020-01-01', to: '2020-01-07' });
  const figures = admin.overview;
  expect(figures).toMatchObject({ from: '2020-01-01', to: '2020-01-07' });
  expect(figures.days.map((day) => day.date)).toEqual([1, 2, 3, 4, 5, 6, 7].map((d) => `2020-01-0${d}`));
  const sum = (pick: (day: Figures['days'][number]) => Money) =>
    figures.days.reduce((total, day) => total + centsOf(pick(day)), 0);
  expect(sum((day) => day.sales)).toBe(centsOf(figures.gmv));
  expect(sum((day) => day.refunded)).toBe(centsOf(figures.refunded));
  expect(centsOf(figures.netRevenue)).toBe(centsOf(figures.gmv) - centsOf(figures.refunded));

  // Without a period: the last 30 days, today last; the seeded groups are open now.
  const recent = (await ok<{ admin: { overview: Figures } }>(FIGURES)).admin.overview;
  expect(recent.days).toHaveLength(30);
  expect(recent.to).toBe(new Date().toISOString().slice(0, 10));
  expect(recent.groupFill.groups).toBeGreaterThan(0);
  expect(recent.groupFill.levels.reduce((n, level) => n + level.groups, 0)).toBeLessThanOrEqual(
    recent.groupFill.groups,
  );
  expect(recent.averageOrder.amount).toMatch(/^\d+\.\d{2}$/);
});

test("a bad period is BAD_USER_INPUT with the API's words", async () => {
  const error = await refused(FIGURES, { from: '2026-03-02', to: '2026-03-01' }, owner);
  expect(error.message).toBe('from (2026-03-02) must not be after to (2026-03-01)');
  expect(error.extensions!.code).toBe('BAD_USER_INPUT');
  const long = await refused(FIGURES, { from: '2024-01-01', to: '2025-01-01' }, owner);
  expect(long.message).toBe('The period from 2024-01-01 to 2025-01-01 is 367 days; at most 366 days are allowed');
});

const TEMPLATES = '{ admin { mailTemplates { name title } } }';
const PREVIEW = 'query($n: String!) { admin { mailPreview(name: $n) { name title subject html text } } }';

test('every mail template is listed and previews with its sample data', async () => {
  const { admin } = await ok<{ admin: { mailTemplates: { name: string; title: string }[] } }>(TEMPLATES);
  expect(admin.mailTemplates.length).toBeGreaterThan(10);
  expect(admin.mailTemplates).toContainEqual({ name: 'order-placed', title: expect.any(String) });
  const preview = await ok<{ admin: { mailPreview: Record<string, string> } }>(PREVIEW, { n: 'order-placed' });
  expect(preview.admin.mailPreview).toMatchObject({
    name: 'order-placed',
    subject: expect.any(String),
    html: expect.stringMatching(/^<!doctype html>/i),
    text: expect.any(String),
  });
  const unknown = await refused(PREVIEW, { n: 'no-such-mail' }, owner);
  expect(unknown.extensions!.code).toBe('NOT_FOUND');
  expect(unknown.message).toBe('No mail template is named no-such-mail');
});

test('support reads the previews; fulfilment is refused them, FORBIDDEN, before any call', async () => {
  const support = await staffMember(gateway, api, owner, 'SUPPORT');
  expect(
    (await ok<{ admin: { mailTemplates: unknown[] } }>(TEMPLATES, {}, support.token)).admin.mailTemplates.length,
  ).toBeGreaterThan(0);
  const fulfilment = await staffMember(gateway, api, owner, 'FULFILMENT');
  gateway.calls.length = 0;
  for (const [query, variables] of [
    [TEMPLATES, {}],
    [PREVIEW, { n: 'order-placed' }],
  ] as const) {
    const error = await refused(query, variables, fulfilment.token);
    expect(error.extensions).toEqual({ code: 'FORBIDDEN', permission: 'customers.read' });
  }
  expect(gateway.calls.filter((call) => call.path.includes('mail-templates'))).toEqual([]);
});
