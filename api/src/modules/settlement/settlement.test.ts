import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, createCustomer, type TestCustomer, buyFreshGroup } from '../checkout/commerce.fixtures';
import { paymentProviderFor } from '../payments/payment-providers';
import { createSettlementService, STALE_CLAIM_MINUTES, type SettlementService } from './settlement.service';

let t: TestApp;
let buyer: TestCustomer;
let cardId: number;
let settlement: SettlementService;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCustomer(t.handle.db, 'TX'); // Texas: 6.25 % tax
  cardId = await addCard(t.app, buyer.token);
  settlement = createSettlementService(t.handle.db, paymentProviderFor(t.config));
});
afterAll(async () => {
  await t.close();
});

const boughtLine = (qty: number) => buyFreshGroup(t.app, t.handle.db, buyer, cardId, qty);

/** Ends the group with `booked` units sold in total. */
async function closeWith(groupId: number, booked: number) {
  await t.handle.db
    .updateTable('groups')
    .set({ quantity_booked: booked, status: 'Closed' })
    .where('id', '=', groupId)
    .execute();
}

async function refundsOf(lineId: number) {
  const ledger = await t.handle.db
    .selectFrom('payments')
    .select(['amount_cents', 'idempotency_key', 'provider_id'])
    .where('order_line_id', '=', lineId)
    .where('kind', '=', 'refund')
    .execute();
  const provider = await t.handle.db
    .selectFrom('sandbox_charges')
    .select('amount_cents')
    .where('idempotency_key', '=', `settle-${lineId}`)
    .execute();
  return { ledger, provider };
}

async function lineOf(lineId: number) {
  return t.handle.db
    .selectFrom('order_lines')
    .select(['final_price_cents', 'refunded_cents', 'settled_at', 'settle_claimed_at'])
    .where('id', '=', lineId)
    .executeTakeFirstOrThrow();
}

describe('settlement refunds', () => {
  // Bought at $100 (level 1); Texas tax 6.25 % and the 2 % platform fee on the goods,
  // both refunded pro rata on the difference, each rounded down.
  test.each([
    [2, 5, 10_000, 0],
    [2, 15, 9_000, 2_000 + 125 + 40],
    [2, 25, 8_000, 4_000 + 250 + 80],
    [2, 60, 8_000, 4_000 + 250 + 80], // above the top level the last row applies
    [3, 12, 9_000, 3_000 + 187 + 60], // tax 1875 × 3000 / 30000 = 187.5 → 187; fee 600 × 0.1 = 60
    [1, 20, 9_000, 1_000 + 62 + 20], // tax 625 × 1000 / 10000 = 62.5 → 62; fee 200 × 0.1 = 20
  ])('qty %i, final booked %i → final price %i, refund %i cents', async (qty, booked, finalPrice, refund) => {
    const { groupId, lineId } = await boughtLine(qty);
    await closeWith(groupId, booked);
    const summary = await settlement.run({ groupId });
    expect(summary.lines_settled).toBe(1);
    expect(summary.refunded_cents).toBe(refund);
    const line = await lineOf(lineId);
    expect(line.final_price_cents).toBe(finalPrice);
    expect(line.refunded_cents).toBe(refund);
    expect(line.settled_at).not.toBeNull();
    const { ledger, provider } = await refundsOf(lineId);
    expect(ledger.map((r) => r.amount_cents)).toEqual(refund > 0 ? [refund] : []);
    expect(provider.map((r) => r.amount_cents)).toEqual(refund > 0 ? [refund] : []);
    // A second run finds nothing left to do.
    expect((await settlement.run({ groupId })).lines_settled).toBe(0);
  });

  test('a final price above the paid one (cancellations) collects nothing', async () => {
    const { groupId, lineId } = await boughtLine(15); // 15 booked: paid $90
    await closeWith(groupId, 3); // back to level 1: $100
    await settlement.run({ groupId });
    expect(await lineOf(lineId)).toMatchObject({ final_price_cents: 10_000, refunded_cents: 0 });
    expect((await refundsOf(lineId)).ledger).toEqual([]);
  });

  test('a cancelled line is skipped but marked settled', async () => {
    const { groupId, lineId } = await boughtLine(2);
    await t.handle.db.updateTable('order_lines').set({ status: 'cancelled' }).where('id', '=', lineId).execute();
    await closeWith(groupId, 30);
    await settlement.run({ groupId });
    expect(await lineOf(lineId)).toMatchObject({ refunded_cents: 0, settled_at: expect.any(String) });
    expect((await refundsOf(lineId)).provider).toEqual([]);
  });

  test('the job closes groups whose end date passed and settles them', async () => {
    const { groupId, lineId } = await boughtLine(2);
    await t.handle.db
      .updateTable('groups')
      .set({ quantity_booked: 25, end_date: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', groupId)
      .execute();
    const summary = await settlement.run();
    expect(summary.groups_closed).toBeGreaterThanOrEqual(1);
    const group = await t.handle.db
      .selectFrom('groups')
      .select('status')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    expect(group.status).toBe('Closed');
    expect((await lineOf(lineId)).refunded_cents).toBe(4_330);
  });
});

describe('settlement under failure and concurrency', () => {
  test('a run killed after claiming refunds nothing; a later run after the stale time refunds once', async () => {
    const { groupId, lineId } = await boughtLine(2);
    await closeWith(groupId, 25);
    const now = new Date();
    await expect(
      settlement.run({
        groupId,
        now,
        afterClaim: () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect((await lineOf(lineId)).settle_claimed_at).toBe(now.toISOString());
    expect((await refundsOf(lineId)).provider).toEqual([]);

    // A live claim is left alone...
    expect((await settlement.run({ groupId, now: new Date(now.getTime() + 60_000) })).lines_settled).toBe(0);
    // ...a stale one is taken over.
    const later = new Date(now.getTime() + (STALE_CLAIM_MINUTES + 1) * 60_000);
    expect((await settlement.run({ groupId, now: later })).refunded_cents).toBe(4_330);
    expect((await settlement.run({ groupId, now: new Date(later.getTime() + 3_600_000) })).lines_settled).toBe(0);
    const { ledger, provider } = await refundsOf(lineId);
    expect(ledger).toHaveLength(1);
    expect(provider).toHaveLength(1);
  });

  test('killed after the provider refunded but before the line was marked: the retry does not refund again', async () => {
    const { groupId, lineId, orderId } = await boughtLine(2);
    await closeWith(groupId, 25);
    const now = new Date();
    await expect(
      settlement.run({
        groupId,
        now,
        afterClaim: async () => {
          // The provider got the refund; the process died before the ledger and the line.
          const charge = await t.handle.db
            .selectFrom('payments')
            .select('provider_id')
            .where('order_id', '=', orderId)
            .where('kind', '=', 'charge')
            .executeTakeFirstOrThrow();
          await paymentProviderFor(t.config)(t.handle.db).refund({
            chargeId: charge.provider_id,
            amountCents: 4_330,
            idempotencyKey: `settle-${lineId}`,
          });
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    const later = new Date(now.getTime() + (STALE_CLAIM_MINUTES + 1) * 60_000);
    await settlement.run({ groupId, now: later });
    const { ledger, provider } = await refundsOf(lineId);
    expect(ledger.map((r) => r.amount_cents)).toEqual([4_330]);
    expect(provider.map((r) => r.amount_cents)).toEqual([4_330]);
    expect((await lineOf(lineId)).refunded_cents).toBe(4_330);
  });

  test('a run told to stop (shutdown) finishes the line in hand and frees the others for the next run at once', async () => {
    const lines = [await boughtLine(2), await boughtLine(2)];
    for (const line of lines) await closeWith(line.groupId, 25);
    const stopping = new AbortController();
    const now = new Date();
    const first = await settlement.run({ now, stopping: stopping.signal, beforeMark: () => stopping.abort() });
    expect(first.lines_settled).toBe(1);
    // A minute later, long before a claim goes stale, the next run settles the other line.
    const next = await settlement.run({ now: new Date(now.getTime() + 60_000) });
    expect(next.lines_settled).toBe(1);
    for (const line of lines)
      expect((await refundsOf(line.lineId)).provider.map((r) => r.amount_cents)).toEqual([4_330]);
  });

  test('two runners at once refund every line exactly once', async () => {
    const lines = [await boughtLine(2), await boughtLine(3)];
    for (const line of lines) await closeWith(line.groupId, 25);
    const other = createSettlementService(t.handle.db, paymentProviderFor(t.config));
    const [a, b] = await Promise.all([settlement.run(), other.run()]);
    expect(a.lines_settled + b.lines_settled).toBe(2);
    expect(a.refunded_cents + b.refunded_cents).toBe(4_330 + 6_000 + 375 + 120);
    for (const line of lines) {
      const { ledger, provider } = await refundsOf(line.lineId);
      expect(ledger).toHaveLength(1);
      expect(provider).toHaveLength(1);
    }
  });
});
