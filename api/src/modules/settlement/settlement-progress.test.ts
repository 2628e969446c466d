import { loginAs } from '../../test/login';
import { createStaff } from '../../test/staff-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cliActor } from '../audit/actor';
import { addCard, buyFreshGroup, createCustomer, type TestCustomer } from '../checkout/commerce.fixtures';
import { paymentProviderFor } from '../payments/payment-providers';
import { createSettlementService } from './settlement.service';
import { asOperatorRun } from './operator-run-lock';
import { RUN_INTERRUPTED } from './settlement-runs';
import { createSettlementTriggers } from './settlement-triggers';

// A settlement run started from the console (issue 39): `POST admin/settlement/runs` answers
// the run as it starts, and `GET admin/settlement/runs/{id}` says how far it got (groups and
// lines done of those claimed, refunded so far) until it has ended. On SQLite and PostgreSQL.

let t: TestApp;
let adminToken: string;
let buyer: TestCustomer;
let cardId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  buyer = await createCustomer(t.handle.db, 'TX');
  cardId = await addCard(t.app, buyer.token);
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: object, token = adminToken) {
  const res = await t.app.inject({ method, url, payload, headers: { authorization: token } });
  return { statusCode: res.statusCode, body: res.json() };
}

/** Reads the run until it has ended, as the console does every second. */
async function finished(runId: number) {
  for (let i = 0; i < 200; i += 1) {
    const run = await call('GET', `/api/admin/settlement/runs/${runId}`);
    expect(run.statusCode).toBe(200);
    if (!run.body.data.running) return run.body.data;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`run ${runId} did not end`);
}

test('started for one group: answered at once, then its progress and result by its id', async () => {
  const { groupId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 2);
  const started = await call('POST', '/api/admin/settlement/runs', { group_id: groupId });
  expect(started.statusCode).toBe(200);
  expect(started.body.message).toBe('Settlement run started');
  expect(started.body.data).toMatchObject({
    started_by: 'operator',
    group_id: groupId,
    running: true,
    finished_at: null,
  });
  const run = await finished(started.body.data.run_id);
  const line = await t.handle.db
    .selectFrom('order_lines')
    .select('refunded_cents')
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  expect(run).toMatchObject({
    run_id: started.body.data.run_id,
    running: false,
    groups_closed: 1,
    groups_total: 1,
    groups_settled: 1,
    lines_total: 1,
    lines_settled: 1,
    refunded_cents: line.refunded_cents,
    error: null,
    operator: { name: 'Ada Admin', email: 'admin@example.com' },
  });
  expect(run.finished_at >= run.created_at).toBe(true);
  // The runs list says the same.
  const listed = (await call('GET', '/api/admin/settlement/runs?page_size=1')).body.data.runs[0];
  expect(listed).toMatchObject({ run_id: run.run_id, running: false, groups_settled: 1 });
});

test('the row says how far the run got while it goes: what it claimed, then each line done', async () => {
  const first = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
  const second = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
  await t.handle.db
    .updateTable('groups')
    .set({ status: 'Closed' })
    .where('id', 'in', [first.groupId, second.groupId])
    .execute();
  const settlement = createSettlementService(t.handle.db, paymentProviderFor(t.config));
  let runId = 0;
  let claimed: unknown;
  // As an operator's run goes: the one run of the moment (a run not ended that nothing runs is interrupted).
  await asOperatorRun(t.handle.db, () =>
    settlement.run({
      startedBy: 'cli',
      audit: { actor: cliActor() },
      onStart: (id) => {
        runId = id;
      },
      // After the claims, before any refund (outside any transaction: SQLite has one connection).
      afterClaim: async (lineIds) => {
        const run = (await call('GET', `/api/admin/settlement/runs/${runId}`)).body.data;
        claimed = { running: run.running, lines: `${run.lines_settled}/${run.lines_total}`, claimed: lineIds.length };
      },
    }),
  );
  const run = await finished(runId);
  expect(claimed).toEqual({ running: true, lines: `0/${run.lines_total}`, claimed: run.lines_total });
  expect(run.lines_total).toBeGreaterThanOrEqual(2);
  expect(run).toMatchObject({ running: false, lines_settled: run.lines_total, groups_settled: run.groups_total });
  expect(run.groups_total).toBeGreaterThanOrEqual(2);
});

test('refusals: one run at a time, an unknown group or run, a bad id, and staff without settlement.run', async () => {
  const unknownGroup = await call('POST', '/api/admin/settlement/runs', { group_id: 999_999 });
  expect(unknownGroup).toMatchObject({ statusCode: 404, body: { message: 'Group not found' } });
  const badGroup = await call('POST', '/api/admin/settlement/runs', { group_id: 'x' });
  expect(badGroup).toMatchObject({ statusCode: 400, body: { message: 'group_id must be a positive integer' } });
  expect((await call('GET', '/api/admin/settlement/runs/999999')).body.message).toBe('Settlement run not found');
  expect((await call('GET', '/api/admin/settlement/runs/0')).statusCode).toBe(400);
  const support = await createStaff(t.handle.db, 'support');
  const refused = await call('POST', '/api/admin/settlement/runs', {}, support.token);
  expect(refused).toMatchObject({
    statusCode: 403,
    body: { message: 'You do not have the settlement.run permission' },
  });
  expect((await call('GET', '/api/admin/settlement/runs/1', undefined, buyer.token)).statusCode).toBe(403);

  // While another operator run goes (held here before it begins), a start is refused and nothing starts.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const real = createSettlementService(t.handle.db, paymentProviderFor(t.config));
  const held = createSettlementTriggers(t.handle.db, {
    run: async (options) => {
      await gate;
      return real.run(options);
    },
  });
  const going = held.runSettlement({ startedBy: 'cli', actor: cliActor() });
  const newest = async () => (await call('GET', '/api/admin/settlement/runs?page_size=1')).body.data.runs[0].run_id;
  const before = await newest();
  const busy = await call('POST', '/api/admin/settlement/runs', {});
  expect(busy).toMatchObject({ statusCode: 409, body: { message: 'A settlement run is already in progress.' } });
  expect(await newest()).toBe(before);
  release();
  await going;
});

test('a run its stopped API left unended reads as interrupted, not as running for ever', async () => {
  // The row an operator's run writes as it starts, left as a process that died mid-run leaves it.
  const { id } = await t.handle.db
    .insertInto('settlement_runs')
    .values({
      started_by: 'operator',
      group_id: null,
      started_by_customer_id: null,
      groups_closed: 0,
      lines_settled: 1,
      refunded_cents: 250,
      error: null,
      created_at: new Date().toISOString(),
      finished_at: null,
      lines_total: 3,
      groups_total: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const run = await call('GET', `/api/admin/settlement/runs/${id}`);
  expect(run.body.data).toMatchObject({ running: false, finished_at: null, lines_settled: 1, error: RUN_INTERRUPTED });
  const listed = await call('GET', '/api/admin/settlement/runs?page_size=5');
  expect(listed.body.data.runs).toContainEqual(
    expect.objectContaining({ run_id: id, running: false, error: RUN_INTERRUPTED }),
  );
});
