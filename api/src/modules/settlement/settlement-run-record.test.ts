import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, buyFreshGroup, createCustomer, type TestCustomer } from '../checkout/commerce.fixtures';
import { cliActor } from '../audit/actor';
import { paymentProviderFor } from '../payments/payment-providers';
import { createSettlementService } from './settlement.service';
import { createSettlementTriggers } from './settlement-triggers';

// What the runs list says of a run: who started it (which operator, or the CLI), and how
// many groups it closed, counting the group "settle now" closed itself (issue 40).

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

async function call(method: 'GET' | 'POST', url: string) {
  const res = await t.app.inject({ method, url, headers: { authorization: adminToken } });
  return { statusCode: res.statusCode, body: res.json() };
}

async function newestRun() {
  const answer = await call('GET', '/api/admin/settlement/runs?page_size=1');
  expect(answer.statusCode).toBe(200);
  return answer.body.data.runs[0];
}

const ADA = { name: 'Ada Admin', email: 'admin@example.com' };

test('"Close and settle" of an open group records the group it closed and the operator who asked', async () => {
  const { groupId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 2);
  const settled = await call('POST', `/api/admin/groups/${groupId}/settle`);
  expect(settled.statusCode).toBe(200);
  expect(settled.body.data).toMatchObject({ groups_closed: 1, lines_settled: 1 });
  expect(await newestRun()).toMatchObject({
    started_by: 'operator',
    operator: ADA,
    group_id: groupId,
    groups_closed: 1,
    lines_settled: 1,
  });
});

test('settling a group closed already counts no group closed', async () => {
  const { groupId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 2);
  await t.handle.db.updateTable('groups').set({ status: 'Closed' }).where('id', '=', groupId).execute();
  const settled = await call('POST', `/api/admin/groups/${groupId}/settle`);
  expect(settled.body.data).toMatchObject({ groups_closed: 0, lines_settled: 1 });
  expect(await newestRun()).toMatchObject({ operator: ADA, group_id: groupId, groups_closed: 0 });
});

test('"Run settlement now" records the operator too; the CLI records nobody', async () => {
  expect((await call('POST', '/api/admin/settlement/run')).statusCode).toBe(200);
  expect(await newestRun()).toMatchObject({ started_by: 'operator', operator: ADA, group_id: null });

  const cli = createSettlementTriggers(t.handle.db, createSettlementService(t.handle.db, paymentProviderFor(t.config)));
  const { groupId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
  expect(await cli.settleGroup(groupId, { startedBy: 'cli', actor: cliActor() })).toMatchObject({ groups_closed: 1 });
  expect(await newestRun()).toMatchObject({ started_by: 'cli', operator: null, group_id: groupId, groups_closed: 1 });
});

test('settling an unknown group is 404 and records no run', async () => {
  const before = await newestRun();
  const answer = await call('POST', '/api/admin/groups/999999/settle');
  expect(answer.statusCode).toBe(404);
  expect(answer.body.message).toBe('Group not found');
  expect(await newestRun()).toEqual(before);
});
