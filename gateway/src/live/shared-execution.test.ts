// @database-agnostic: the gateway's executor (runs once, on SQLite; docs/decisions.md "Test suite
// time").
import { buildSchema, parse, type ExecutionArgs } from 'graphql';
import { SharedPlans } from './shared-execution';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Subscription { groupChanged(ids: [ID!]!): Group! }
  type Group { id: ID! quantityBooked: Int! }
`);
// The root field hands the event on as it is (as resolvers/group-changes.ts does).
schema.getSubscriptionType()!.getFields().groupChanged!.resolve = (event) => event;

const QUERY =
  'subscription($ids: [ID!]!, $booked: Boolean!) { groupChanged(ids: $ids) { id quantityBooked @include(if: $booked) } }';

function plansCounting() {
  const seen = { executions: 0 };
  const plans = new SharedPlans({
    anonymousContext: () => ({}),
    serialize: (result) => JSON.stringify(result),
    observer: { executed: () => (seen.executions += 1), sent: () => {} },
  });
  const args = (variableValues: Record<string, unknown>): ExecutionArgs => ({
    schema,
    document: parse(QUERY),
    variableValues,
  });
  return { plans, seen, args };
}

test('subscriptions that differ only in the ids they follow share one plan and one execution per event', async () => {
  const { plans, seen, args } = plansCounting();
  const one = plans.acquire(args({ ids: ['1'], booked: true }));
  const other = plans.acquire(args({ ids: ['2', '1'], booked: true }));
  expect(other.plan).toBe(one.plan);

  const event = { id: 1, quantityBooked: 7 };
  const payload = await one.plan.payloadFor(event);
  expect(await other.plan.payloadFor(event)).toBe(payload);
  expect(JSON.parse(payload)).toEqual({ data: { groupChanged: { id: '1', quantityBooked: 7 } } });
  expect(seen.executions).toBe(1);
  await one.plan.payloadFor({ id: 1, quantityBooked: 8 });
  expect(seen.executions).toBe(2);
});

test('a variable the selection reads makes a plan of its own, and a plan goes with its last subscription', async () => {
  const { plans, args } = plansCounting();
  const withBooked = plans.acquire(args({ ids: ['1'], booked: true }));
  const without = plans.acquire(args({ ids: ['1'], booked: false }));
  expect(without.plan).not.toBe(withBooked.plan);
  expect(JSON.parse(await without.plan.payloadFor({ id: 1, quantityBooked: 7 }))).toEqual({
    data: { groupChanged: { id: '1' } },
  });
  expect(plans.size).toBe(2);
  without.release();
  without.release();
  expect(plans.size).toBe(1);
  withBooked.release();
  expect(plans.size).toBe(0);
});

test("a directive's variable on the root field selects too", () => {
  const { plans } = plansCounting();
  const query = 'subscription($ids: [ID!]!, $on: Boolean!) { groupChanged(ids: $ids) @include(if: $on) { id } }';
  const args = (on: boolean): ExecutionArgs => ({ schema, document: parse(query), variableValues: { ids: ['1'], on } });
  expect(plans.acquire(args(true)).plan).not.toBe(plans.acquire(args(false)).plan);
  expect(plans.acquire(args(true)).plan).toBe(plans.acquire(args(true)).plan);
});
