import type { Transaction } from 'kysely';
import { groupServesZip } from '../modules/catalog/area';
import { levelPriceCents, type PriceLevel } from '../modules/catalog/price-level';
import { levelsByGroup } from '../modules/catalog/price-levels.repository';
import { issueInvoice } from '../modules/invoices/invoices.repository';
import { createSandboxProvider } from '../modules/payments/sandbox-provider';
import { stateTaxRateBp } from '../modules/pricing/state-tax-rates';
import { platformFeeCents, taxCents } from '../modules/pricing/pricing';
import { linePaidCents, refundLine } from '../modules/payments/line-refunds';
import { claimLine, markSettled } from '../modules/settlement/settlement.repository';
import { settlementRefundCents } from '../modules/settlement/settlement.service';
import { LINE_CHARGE_COLUMNS } from '../db/line-charge';
import type { Database, OrderLineStatus, ReturnReason } from '../db/types';

// The demo shopper's order history: one line in every status, one delivered
// with its invoice and one refunded by settlement, so every account screen shows
// something real on first start. Written inside the seed transaction, so it uses the
// same repository steps as the services (which open transactions of their own): real
// sandbox charges and refunds, ledger rows, invoices and return requests.

const DAY_MS = 86_400_000;
/** The default PLATFORM_FEE_RATE (src/config/config.ts); the seed runs before any config is at hand. */
const SEED_FEE_RATE = 0.02;

type Step = { status: OrderLineStatus; daysAgo: number; qty: number; returnReason?: ReturnReason };

// Oldest first; each line its own order, as if bought on different days.
const STEPS: Step[] = [
  { status: 'refunded', daysAgo: 40, qty: 1, returnReason: 'defective' },
  { status: 'return_declined', daysAgo: 36, qty: 1, returnReason: 'changed_mind' },
  { status: 'return_in_progress', daysAgo: 33, qty: 2, returnReason: 'wrong_item' },
  { status: 'return_accepted', daysAgo: 30, qty: 1, returnReason: 'damaged' },
  { status: 'return_requested', daysAgo: 26, qty: 1, returnReason: 'size_issue' },
  { status: 'completed', daysAgo: 20, qty: 2 },
  { status: 'cancelled', daysAgo: 12, qty: 1 },
  { status: 'shipping', daysAgo: 6, qty: 1 },
  { status: 'in_progress', daysAgo: 2, qty: 3 },
];

type SeedGroup = {
  id: number;
  price_cents: number;
  shipping_cents: number;
  quantity_booked: number;
  levels: PriceLevel[];
};

/** The groups of this status that deliver to `zip`: history the shop's own rules would allow. */
async function groupsWithLevels(
  trx: Transaction<Database>,
  status: 'Open' | 'Closed',
  zip: string,
): Promise<SeedGroup[]> {
  const groups = (
    await trx
      .selectFrom('groups')
      .select(['id', 'price_cents', 'shipping_cents', 'quantity_booked', 'latitude', 'longitude', 'radius_miles'])
      .where('status', '=', status)
      .orderBy('id')
      .execute()
  ).filter((group) => groupServesZip(group, zip));
  const levels = await levelsByGroup(
    trx,
    groups.map((g) => g.id),
  );
  return groups.map((g) => ({ ...g, levels: levels.get(g.id) ?? [] }));
}

export async function seedDemoOrderHistory(trx: Transaction<Database>, now: Date): Promise<void> {
  const shopper = await trx
    .selectFrom('customers as c')
    .innerJoin('cards as k', 'k.customer_id', 'c.id')
    .innerJoin('addresses as a', 'a.customer_id', 'c.id')
    .select(['c.id', 'k.id as card_id', 'k.provider_card_id', 'a.street', 'a.city', 'a.state', 'a.zip_code'])
    .where('c.email', '=', 'shopper@example.com')
    .where('a.address_type', '=', 'BILLING_ADDRESS')
    .executeTakeFirstOrThrow();
  const sandbox = createSandboxProvider(trx, () => now);
  const providerFor = () => sandbox;
  const taxBp = stateTaxRateBp(shopper.state);
  // The seeded quantity_booked already counts these units (bought among everyone's).
  const open = await groupsWithLevels(trx, 'Open', shopper.zip_code);

  async function placeLine(group: SeedGroup, qty: number, priceCents: number, at: Date, key: string) {
    const iso = at.toISOString();
    const goods = priceCents * qty;
    const line = {
      price_cents: priceCents,
      quantity: qty,
      tax_cents: taxCents(goods, taxBp),
      shipping_cents: group.shipping_cents * qty,
      platform_fee_cents: platformFeeCents(goods, SEED_FEE_RATE),
    };
    const total = linePaidCents(line);
    const order = await trx
      .insertInto('orders')
      .values({
        customer_id: shopper.id,
        card_id: shopper.card_id,
        goods_cents: goods,
        tax_cents: line.tax_cents,
        shipping_cents: line.shipping_cents,
        platform_fee_cents: line.platform_fee_cents,
        grand_total_cents: total,
        created_at: iso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('order_lines')
      .values({
        order_id: order.id,
        group_id: group.id,
        ...line,
        status: 'in_progress',
        street: shopper.street,
        city: shopper.city,
        state: shopper.state,
        country: 'United States',
        zip_code: shopper.zip_code,
        created_at: iso,
        updated_at: iso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chargeKey = `seed-${key}`;
    const { chargeId } = await sandbox.charge({
      amountCents: total,
      card: shopper.provider_card_id,
      idempotencyKey: chargeKey,
      description: `Order ${order.id}`,
    });
    await trx
      .insertInto('payments')
      .values({
        kind: 'charge',
        amount_cents: total,
        provider: 'sandbox',
        provider_id: chargeId,
        order_id: order.id,
        order_line_id: null,
        idempotency_key: chargeKey,
        created_at: iso,
      })
      .execute();
    return { id, order_id: order.id, total };
  }

  for (const [i, step] of STEPS.entries()) {
    const group = open[i % open.length];
    if (!group) throw new Error('The demo order history needs open groups');
    const at = new Date(now.getTime() - step.daysAgo * DAY_MS);
    const iso = at.toISOString();
    const price = levelPriceCents(group.price_cents, group.levels, group.quantity_booked);
    const line = await placeLine(group, step.qty, price, at, `history-${i}`);
    const delivered = step.status !== 'in_progress' && step.status !== 'cancelled';
    if (delivered) {
      await trx
        .updateTable('order_lines')
        .set({ tracking_company_name: 'UPS', tracking_number: `1Z999AA1${String(1000 + i)}` })
        .where('id', '=', line.id)
        .execute();
    }
    if (delivered && step.status !== 'shipping') await issueInvoice(trx, line.id, iso);
    if (step.returnReason) {
      await trx
        .insertInto('returns')
        .values({
          order_line_id: line.id,
          reason: step.returnReason,
          note: 'Seeded demo return request.',
          status: step.status,
          created_at: iso,
        })
        .execute();
    }
    if (step.status === 'cancelled' || step.status === 'refunded') {
      await refundLine(trx, providerFor, line, line.total, `${step.status}-${line.id}`, iso);
    }
    await trx
      .updateTable('order_lines')
      .set({
        status: step.status,
        refunded_cents: step.status === 'cancelled' || step.status === 'refunded' ? line.total : 0,
      })
      .where('id', '=', line.id)
      .execute();
  }

  await seedSettledLine(trx, now, shopper.zip_code, placeLine, providerFor);
}

/**
 * A line of a closed group, bought early at the first level's price and refunded the
 * difference by settlement through its own claim, refund and mark steps.
 */
async function seedSettledLine(
  trx: Transaction<Database>,
  now: Date,
  zip: string,
  placeLine: (
    group: SeedGroup,
    qty: number,
    priceCents: number,
    at: Date,
    key: string,
  ) => Promise<{ id: number; order_id: number; total: number }>,
  providerFor: () => ReturnType<typeof createSandboxProvider>,
): Promise<void> {
  const closed = await groupsWithLevels(trx, 'Closed', zip);
  const group = closed.find(
    (g) => levelPriceCents(g.price_cents, g.levels, g.quantity_booked) < levelPriceCents(g.price_cents, g.levels, 1),
  );
  if (!group) throw new Error('The demo order history needs a closed group past its first level');
  const paid = levelPriceCents(group.price_cents, group.levels, 1);
  const finalPrice = levelPriceCents(group.price_cents, group.levels, group.quantity_booked);
  const line = await placeLine(group, 2, paid, new Date(now.getTime() - 45 * DAY_MS), 'history-settled');
  const row = await trx
    .selectFrom('order_lines')
    .select([...LINE_CHARGE_COLUMNS, 'refunded_cents'])
    .where('id', '=', line.id)
    .executeTakeFirstOrThrow();
  const settledAt = new Date(now.getTime() - 3 * DAY_MS).toISOString();
  const refund = settlementRefundCents(row, finalPrice);
  await claimLine(trx, line.id, settledAt, settledAt);
  await refundLine(trx, providerFor, line, refund, `settle-${line.id}`, settledAt);
  await markSettled(trx, line.id, finalPrice, refund, settledAt);
  await trx
    .updateTable('order_lines')
    .set({ status: 'completed', tracking_company_name: 'FedEx', tracking_number: '7712 3456 7890' })
    .where('id', '=', line.id)
    .execute();
  await issueInvoice(trx, line.id, settledAt);
}
