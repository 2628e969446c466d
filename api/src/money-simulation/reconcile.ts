import type { Kysely, Selectable } from 'kysely';
import { LINE_CHARGE_COLUMNS, type LineChargeColumn } from '../db/line-charge';
import type { Database, OrderLinesTable } from '../db/types';
import { levelPriceCents } from '../modules/catalog/price-level';
import type { Journal } from './operations';
import { reconcileDuplicates } from './reconcile-duplicates';
import { checkHolds, checkStripeBooks, heldOrders, type StripeBooks } from './reconcile-stripe';

// The reconciliation: everything checked from the database's rows and the payments
// ledger, against the rules of docs/decisions.md ("Settlement refunds", "Cancelling",
// "Money integrity"), written out here again on purpose rather than imported, so a
// mistake in the code under test cannot hide behind the same mistake in the check. Only
// the names of a line's charge columns come from db/line-charge.ts (names, not rules).
//
// - A group's booked count is the sum of its lines' quantities that never gave their
//   units back, never above its max; a line gave units back only by a cancellation
//   before the group's end date. An order held for 3-D Secure (the Stripe run) books its
//   units without lines; released, it gives them all back as a cancellation does, that
//   is only while its group is still open (not ended, closed or full), else keeps them
//   all. Which it was is not written down, so the units a group holds beyond its lines
//   must be those of some of its released holds (exact for a group with one or none).
// - Every line of an ended group is settled at F = the level price of the final count.
// - Per line, charged − refunded is 0 for cancelled and returned lines, and otherwise
//   E × qty + (tax − ⌊tax × d / goods⌋) + shipping + (fee − ⌊fee × d / goods⌋), where
//   E = min(paid unit price, F) and d = (paid − E) × qty: the buyer pays the final price,
//   never more than the price on their order line.
// - The ledger agrees with itself: each order's charge is the sum of its lines, each
//   line's refund rows add up to its refunded amount, no refund key twice, at most one
//   settlement refund per line; and the provider's books equal the ledger: the sandbox's
//   here, the Stripe double's in reconcile-stripe.ts (with the held orders' ends).
// - No line price is above what the cart quoted just before ordering (where no
//   cancellation touched that group in between); shoppers whose card declines have no
//   order; both answers of a replayed idempotency key name the same order; no 5xx.
// - The keyless phase's duplicates had the effect of one request each
//   (reconcile-duplicates.ts: one cart, one order; no order nobody was told of).

type Line = Pick<
  Selectable<OrderLinesTable>,
  | 'id'
  | 'order_id'
  | 'group_id'
  | LineChargeColumn
  | 'status'
  | 'refunded_cents'
  | 'final_price_cents'
  | 'settled_at'
  | 'stock_released_at'
>;

const paidCents = (l: Line) => l.price_cents * l.quantity + l.tax_cents + l.shipping_cents + l.platform_fee_cents;

function expectedRefundCents(line: Line, finalCents: number): number {
  if (line.status === 'cancelled' || line.status === 'refunded') return paidCents(line);
  const effective = Math.min(line.price_cents, finalCents);
  const goods = line.price_cents * line.quantity;
  const diff = (line.price_cents - effective) * line.quantity;
  if (diff === 0) return 0;
  return diff + Math.floor((line.tax_cents * diff) / goods) + Math.floor((line.platform_fee_cents * diff) / goods);
}

export type Reconciliation = { problems: string[]; figures: Record<string, number> };

/** Whether `target` is the sum of some of `quantities` (none: 0). */
function someSum(quantities: number[], target: number): boolean {
  let sums = new Set([0]);
  for (const quantity of quantities) sums = new Set([...sums, ...[...sums].map((sum) => sum + quantity)]);
  return sums.has(target);
}

/** `stripe`: the Stripe run's books (the double's), reconciled instead of the sandbox's. */
export async function reconcile(
  db: Kysely<Database>,
  world: { groupIds: number[]; customerIds: number[] },
  journal: Journal,
  stripe?: StripeBooks,
): Promise<Reconciliation> {
  const { groupIds } = world;
  const problems: string[] = [...journal.serverErrors.map((e) => `server error: ${e}`)];
  const groups = await db
    .selectFrom('groups')
    .select(['id', 'price_cents', 'quantity_booked', 'max_quantity', 'end_date', 'status'])
    .where('id', 'in', groupIds)
    .execute();
  const levelRows = await db
    .selectFrom('group_levels')
    .select(['group_id', 'quantity_level', 'price_cents'])
    .where('group_id', 'in', groupIds)
    .execute();
  const lines = (await db
    .selectFrom('order_lines')
    .select([
      'id',
      'order_id',
      'group_id',
      ...LINE_CHARGE_COLUMNS,
      'status',
      'refunded_cents',
      'final_price_cents',
      'settled_at',
      'stock_released_at',
    ])
    .where('group_id', 'in', groupIds)
    .execute()) satisfies Line[];
  const orderIds = [...new Set(lines.map((l) => l.order_id))];
  const holds = await heldOrders(db, world.customerIds);
  // A released order has no lines: its ledger rows (there must be none) are read by its id.
  const ledgerOrderIds = [...new Set([...orderIds, ...holds.map((h) => h.order_id)])];
  const payments =
    ledgerOrderIds.length === 0
      ? []
      : await db
          .selectFrom('payments')
          .select([
            'kind',
            'amount_cents',
            'order_id',
            'order_line_id',
            'idempotency_key',
            'provider_id',
            'refund_state',
          ])
          .where('order_id', 'in', ledgerOrderIds)
          .execute();

  const finalPrice = new Map<number, number>();
  for (const group of groups) {
    const levels = levelRows.filter((l) => l.group_id === group.id);
    finalPrice.set(group.id, levelPriceCents(group.price_cents, levels, group.quantity_booked));
    const own = lines.filter((l) => l.group_id === group.id);
    const held = own.filter((l) => l.stock_released_at === null).reduce((sum, l) => sum + l.quantity, 0);
    const unitsOf = (state: string) =>
      holds
        .filter((h) => h.payment_state === state)
        .flatMap((h) => h.units.filter((u) => u.group_id === group.id).map((u) => u.quantity));
    const waiting = unitsOf('awaiting_authentication').reduce((sum, q) => sum + q, 0);
    const released = unitsOf('released');
    if (released.length === 0 && held + waiting !== group.quantity_booked) {
      problems.push(`group ${group.id}: booked ${group.quantity_booked}, lines hold ${held + waiting}`);
    } else if (released.length > 0 && !someSum(released, group.quantity_booked - held - waiting)) {
      problems.push(
        `group ${group.id}: booked ${group.quantity_booked}, lines hold ${held + waiting}, and no set of its released holds (${released.join(', ')}) kept the rest`,
      );
    }
    if (group.quantity_booked > group.max_quantity) {
      problems.push(`group ${group.id}: booked ${group.quantity_booked} above its max ${group.max_quantity}`);
    }
    for (const line of own.filter((l) => l.stock_released_at !== null)) {
      if (line.status !== 'cancelled') problems.push(`line ${line.id}: gave units back but is ${line.status}`);
      if (line.stock_released_at! >= group.end_date)
        problems.push(`line ${line.id}: gave units back after the end date`);
    }
  }

  const refundsByLine = new Map<number, number>();
  const settleRefunds = new Map<number, number>();
  const keys = new Set<string>();
  for (const payment of payments.filter((p) => p.kind === 'refund')) {
    if (keys.has(payment.idempotency_key)) problems.push(`refund key ${payment.idempotency_key} used twice`);
    keys.add(payment.idempotency_key);
    const lineId = payment.order_line_id ?? -1;
    refundsByLine.set(lineId, (refundsByLine.get(lineId) ?? 0) + payment.amount_cents);
    if (payment.idempotency_key.startsWith('settle-')) settleRefunds.set(lineId, (settleRefunds.get(lineId) ?? 0) + 1);
  }
  for (const line of lines) {
    const final = finalPrice.get(line.group_id)!;
    if (line.settled_at === null) problems.push(`line ${line.id}: not settled after its group ended`);
    else if (line.final_price_cents !== final) {
      problems.push(`line ${line.id}: final price ${line.final_price_cents}, the rule gives ${final}`);
    }
    const expected = expectedRefundCents(line, final);
    if (line.refunded_cents !== expected) {
      problems.push(`line ${line.id} (${line.status}): refunded ${line.refunded_cents}, the rule gives ${expected}`);
    }
    if ((refundsByLine.get(line.id) ?? 0) !== line.refunded_cents) {
      problems.push(
        `line ${line.id}: ledger refunds ${refundsByLine.get(line.id) ?? 0} ≠ refunded ${line.refunded_cents}`,
      );
    }
    if ((settleRefunds.get(line.id) ?? 0) > 1) problems.push(`line ${line.id}: refunded by settlement twice`);
    const quoted = journal.quotes.get(line.order_id)?.get(line.group_id);
    if (quoted !== undefined && line.price_cents > quoted) {
      problems.push(`line ${line.id}: charged ${line.price_cents} a unit, the cart quoted ${quoted}`);
    }
  }

  for (const orderId of orderIds) {
    const charges = payments.filter((p) => p.kind === 'charge' && p.order_id === orderId);
    const owed = lines.filter((l) => l.order_id === orderId).reduce((sum, l) => sum + paidCents(l), 0);
    const charged = charges.reduce((sum, p) => sum + p.amount_cents, 0);
    if (charges.length !== 1 || charged !== owed) {
      problems.push(`order ${orderId}: ${charges.length} charge(s) of ${charged}, its lines cost ${owed}`);
    }
  }
  checkHolds(holds, journal, payments, problems);
  let providerFigures: Record<string, number> = {};
  if (stripe) {
    providerFigures = await checkStripeBooks(
      db,
      stripe,
      { customerIds: world.customerIds, lines, payments, holds },
      problems,
    );
  } else {
    await checkSandboxBooks(db, payments, problems);
  }

  for (const orderId of journal.declinedOrders) problems.push(`order ${orderId} placed with a card that declines`);
  for (const replay of journal.replays) {
    const named = replay.orderIds.filter((id) => id !== undefined);
    if (new Set(named).size > 1) problems.push(`key ${replay.key} answered two orders: ${named.join(', ')}`);
  }
  problems.push(...(await reconcileDuplicates(db, world.customerIds, lines, journal)));

  return {
    problems,
    figures: {
      groups: groups.length,
      lines: lines.length,
      orders: orderIds.length,
      'charged cents': payments.filter((p) => p.kind === 'charge').reduce((sum, p) => sum + p.amount_cents, 0),
      'refunded cents': lines.reduce((sum, l) => sum + l.refunded_cents, 0),
      'units booked': groups.reduce((sum, g) => sum + g.quantity_booked, 0),
      ...providerFigures,
    },
  };
}

/** The sandbox provider's own charges and refunds match the ledger, charge by charge. */
async function checkSandboxBooks(
  db: Kysely<Database>,
  payments: Array<{ kind: string; amount_cents: number; order_id: number; provider_id: string }>,
  problems: string[],
): Promise<void> {
  const charges = payments.filter((p) => p.kind === 'charge');
  if (charges.length === 0) return;
  const books = await db
    .selectFrom('sandbox_charges')
    .select(['id', 'kind', 'charge_id', 'amount_cents'])
    .where((eb) =>
      eb.or([
        eb(
          'id',
          'in',
          charges.map((c) => c.provider_id),
        ),
        eb(
          'charge_id',
          'in',
          charges.map((c) => c.provider_id),
        ),
      ]),
    )
    .execute();
  for (const charge of charges) {
    const booked = books.find((b) => b.id === charge.provider_id);
    if (booked?.amount_cents !== charge.amount_cents) {
      problems.push(
        `order ${charge.order_id}: the provider charged ${booked?.amount_cents}, the ledger ${charge.amount_cents}`,
      );
    }
    const providerRefunds = books
      .filter((b) => b.kind === 'refund' && b.charge_id === charge.provider_id)
      .reduce((sum, b) => sum + b.amount_cents, 0);
    const ledgerRefunds = payments
      .filter((p) => p.kind === 'refund' && p.order_id === charge.order_id)
      .reduce((sum, p) => sum + p.amount_cents, 0);
    if (providerRefunds !== ledgerRefunds) {
      problems.push(`order ${charge.order_id}: the provider refunded ${providerRefunds}, the ledger ${ledgerRefunds}`);
    }
  }
}
