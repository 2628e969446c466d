import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Journal } from './operations';

// The keyless phase's reconciliation (issue 32), beside reconcile.ts's books: duplicates
// sent at once must have had the effect of one request. What a burst changed outside the
// ledger (a cart line, a card, a group's size) was checked right after it and is in
// journal.duplicateProblems; the placements are checked here, from the orders written.
//
// - One cart, one order: a keyless placeorder burst answers at most one order id, and at
//   most one order of that customer appeared while it ran; that order holds exactly the
//   cart's units, group by group (the cart was not placed twice, nor in part).
// - Every order in the database was named by some placeorder answer: none was written
//   behind a refusal or an error.
// - Every shopper ends with exactly one default card.

type OrderedLine = { order_id: number; group_id: number; quantity: number };

const describe = (units: Map<number, number>) =>
  [...units]
    .sort(([a], [b]) => a - b)
    .map(([groupId, qty]) => `${groupId}×${qty}`)
    .join(', ');

export async function reconcileDuplicates(
  db: Kysely<Database>,
  customerIds: number[],
  lines: OrderedLine[],
  journal: Journal,
): Promise<string[]> {
  const problems = [...journal.duplicateProblems];
  for (const placement of journal.placements) {
    const orders = new Set([...placement.answered, ...placement.created]);
    const burst = `keyless placeorder ×${placement.copies} at once (customer ${placement.customerId})`;
    if (orders.size > 1) problems.push(`${burst}: one cart became ${orders.size} orders (${[...orders].join(', ')})`);
    for (const orderId of placement.answered.filter((id) => !placement.created.includes(id))) {
      problems.push(`${burst}: answered order ${orderId}, which the burst did not write`);
    }
    for (const orderId of placement.created) {
      const units = new Map<number, number>();
      for (const line of lines.filter((l) => l.order_id === orderId)) {
        units.set(line.group_id, (units.get(line.group_id) ?? 0) + line.quantity);
      }
      if (describe(units) !== describe(placement.cart)) {
        problems.push(`${burst}: order ${orderId} holds ${describe(units)}, the cart held ${describe(placement.cart)}`);
      }
    }
  }

  for (const orderId of new Set(lines.map((line) => line.order_id))) {
    if (!journal.answeredOrders.has(orderId)) problems.push(`order ${orderId}: no placeorder answer named it`);
  }

  const defaults = await db
    .selectFrom('cards')
    .select(['customer_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('customer_id', 'in', customerIds)
    .where('is_default', '=', 1)
    .groupBy('customer_id')
    .execute();
  for (const customerId of customerIds) {
    const n = Number(defaults.find((row) => row.customer_id === customerId)?.n ?? 0);
    if (n !== 1) problems.push(`customer ${customerId}: ${n} default cards`);
  }
  return problems;
}
