import type { LightMyRequestResponse } from 'fastify';
import { randomInt } from '../seed/random';
import type { BurstTally, Placement } from './duplicates';
import type { HoldRecord } from './stripe-shopper';
import type { Shopper, World } from './world';

// What shoppers and operators do in the simulation, each through the REST API as they
// would. Every answer is checked for the one thing that must never happen on any path:
// a 5xx. Expected refusals (sold out, closed, declined, a line that moved meanwhile)
// are part of the game.

export type Journal = {
  /** Answers with a 5xx: method, url, status and body. */
  serverErrors: string[];
  /** Prices the cart quoted just before ordering, per order id: group → cents. */
  quotes: Map<number, Map<number, number>>;
  /** Per group, counts every start and end of a cancellation: a quote is compared only if it did not move. */
  cancellationEpoch: Map<number, number>;
  /** Per group, cancellations in flight right now. */
  cancelling: Map<number, number>;
  /** Groups a keyless edit burst is changing right now. */
  groupsBeingEdited: Set<number>;
  /** Idempotency keys sent twice at once, with the order ids both answers named. */
  replays: Array<{ key: string; orderIds: Array<number | undefined> }>;
  /** Orders placed by shoppers whose card declines (must stay empty). */
  declinedOrders: number[];
  /** Every order id a placeorder answer named: the database must hold no other. */
  answeredOrders: Set<number>;
  /** The keyless phase (duplicates.ts): per kind of request, what its bursts did. */
  bursts: Record<string, BurstTally>;
  /** Keyless placeorder bursts, reconciled against the database afterwards. */
  placements: Placement[];
  /** A duplicate that did more than one request would have, seen right after its burst. */
  duplicateProblems: string[];
  /** The Stripe run's orders held for 3-D Secure, and how each was played (stripe-shopper.ts). */
  holds: HoldRecord[];
  /** An answer a payment path must never give (a completion refused after the bank said yes), seen when it came. */
  paymentProblems: string[];
  counts: Record<string, number>;
};

export function newJournal(): Journal {
  return {
    serverErrors: [],
    quotes: new Map(),
    cancellationEpoch: new Map(),
    cancelling: new Map(),
    groupsBeingEdited: new Set(),
    replays: [],
    declinedOrders: [],
    answeredOrders: new Set(),
    bursts: {},
    placements: [],
    duplicateProblems: [],
    holds: [],
    paymentProblems: [],
    counts: {},
  };
}

export function count(journal: Journal, what: string): void {
  journal.counts[what] = (journal.counts[what] ?? 0) + 1;
}

export async function call(
  world: World,
  journal: Journal,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const res = await world.app.inject({ method, url, headers: { authorization: token, ...headers }, payload });
  if (res.statusCode >= 500) journal.serverErrors.push(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res;
}

export const pick = <T>(random: () => number, items: readonly T[]): T | undefined =>
  items.length === 0 ? undefined : items[Math.floor(random() * items.length)];

const epochOf = (journal: Journal, groupId: number) => journal.cancellationEpoch.get(groupId) ?? 0;

/** A cart's quoted unit prices (group → cents), and the cancellation epochs read before the quote. */
export type Quote = { quoted: Map<number, number>; epochs: Map<number, number> };

/** The cart as the shopper sees it just before ordering; undefined when empty or not readable. */
export async function quoteCart(world: World, journal: Journal, shopper: Shopper): Promise<Quote | undefined> {
  // A cancellation in flight at the quote, or one that starts before the order ends, may
  // legitimately raise the price (fewer units booked): those groups are not compared. The
  // epochs are read before the quote is asked for, so a cancellation that runs whole while
  // the quote's answer is on its way still counts as one in between.
  const epochs = new Map(
    world.groupIds
      .filter((groupId) => (journal.cancelling.get(groupId) ?? 0) === 0)
      .map((groupId) => [groupId, epochOf(journal, groupId)]),
  );
  const view = await call(world, journal, 'GET', '/api/cart/view', shopper.token);
  if (view.statusCode !== 200) return undefined;
  const lines = view.json().data.line_item_list as Array<{ price: number; group: { id: number } }>;
  if (lines.length === 0) return undefined;
  return { quoted: new Map(lines.map((line) => [line.group.id, Math.round(line.price * 100)])), epochs };
}

/** An order an answer named: checked later against its quote and the shopper's card. */
export function recordOrder(journal: Journal, shopper: Shopper, orderId: number, quote: Quote): void {
  count(journal, 'orders placed');
  journal.answeredOrders.add(orderId);
  if (shopper.declines) journal.declinedOrders.push(orderId);
  // Only groups no cancellation touched between the quote and the order are comparable.
  const comparable = new Map(
    [...quote.quoted].filter(([groupId]) => quote.epochs.get(groupId) === epochOf(journal, groupId)),
  );
  journal.quotes.set(orderId, comparable);
}

/** A refused cart stays; it is emptied so the shopper's next try starts afresh. */
export async function emptyCart(world: World, shopper: Shopper): Promise<void> {
  await world.db.deleteFrom('cart_items').where('customer_id', '=', shopper.id).execute();
}

/**
 * A shopper puts one or two groups in the cart, reads the quoted prices, and places the
 * order with an idempotency key; one order in five sends the same key twice at once. The
 * shopper's rate budget holds two placeorder requests for it; what is not sent goes back.
 */
export async function placeOrder(world: World, journal: Journal, random: () => number, shopper: Shopper) {
  const wanted = randomInt(random, 1, 2);
  for (let i = 0; i < wanted; i += 1) {
    const groupId = pick(random, world.groupIds)!;
    await call(world, journal, 'POST', '/api/cart', shopper.token, { group_id: groupId, qty: randomInt(random, 1, 6) });
  }
  const quote = await quoteCart(world, journal, shopper);
  if (!quote) {
    shopper.budget.orders += 2;
    return;
  }

  const key = `sim-${shopper.id}-${Math.floor(random() * 1e12)}`;
  const send = () =>
    call(
      world,
      journal,
      'POST',
      '/api/placeorder',
      shopper.token,
      { card_id: shopper.cardId },
      { 'idempotency-key': key },
    );
  const replay = random() < 0.2;
  if (!replay) shopper.budget.orders += 1;
  const answers = replay ? await Promise.all([send(), send()]) : [await send()];
  const orderIds = answers.map((res) => (res.statusCode === 200 ? (res.json().data.order_id as number) : undefined));
  if (replay) journal.replays.push({ key, orderIds });
  const orderId = orderIds.find((id) => id !== undefined);
  if (orderId === undefined) {
    count(journal, answers[0]!.statusCode === 400 ? 'orders declined' : 'orders refused');
    await emptyCart(world, shopper);
    return;
  }
  recordOrder(journal, shopper, orderId, quote);
}

/** Lines of the simulation's groups in one status (optionally of some groups only). */
export async function linesIn(world: World, status: string, groupIds?: number[]) {
  let query = world.db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.id', 'l.group_id', 'l.order_id', 'o.customer_id'])
    .where('l.status', '=', status as never)
    .where('l.group_id', 'in', world.groupIds);
  if (groupIds) query = query.where('l.group_id', 'in', groupIds);
  return query.execute();
}

export const moveLine = (world: World, journal: Journal, lineId: number, payload: object) =>
  call(world, journal, 'PUT', `/api/admin/order-lines/${lineId}/status`, world.adminToken, payload);

/**
 * Runs a cancellation of lines of these groups, marking them in flight meanwhile (their
 * level price may rise): quotes taken across it are not compared (see quoteCart).
 */
export async function whileCancelling<T>(journal: Journal, groupIds: number[], cancel: () => Promise<T>): Promise<T> {
  const mark = (change: number) => {
    for (const groupId of groupIds) {
      journal.cancelling.set(groupId, (journal.cancelling.get(groupId) ?? 0) + change);
      journal.cancellationEpoch.set(groupId, epochOf(journal, groupId) + 1);
    }
  };
  mark(1);
  try {
    return await cancel();
  } finally {
    mark(-1);
  }
}

/** An operator cancels a line still in progress (its group open or not). */
export async function cancelLine(world: World, journal: Journal, random: () => number) {
  const line = pick(random, await linesIn(world, 'in_progress'));
  if (!line) return;
  const res = await whileCancelling(journal, [line.group_id], () =>
    moveLine(world, journal, line.id, { status: 'cancelled' }),
  );
  if (res.statusCode === 200) count(journal, 'lines cancelled');
}

/** An operator ships a line and marks it delivered. */
export async function deliverLine(world: World, journal: Journal, random: () => number) {
  const line = pick(random, await linesIn(world, 'in_progress'));
  if (!line) return;
  const shipped = await moveLine(world, journal, line.id, {
    status: 'shipping',
    tracking_company_name: 'UPS',
    tracking_number: `1Z${line.id}`,
  });
  if (shipped.statusCode !== 200) return;
  if ((await moveLine(world, journal, line.id, { status: 'completed' })).statusCode === 200) {
    count(journal, 'lines delivered');
  }
}

/** A buyer returns a delivered line; the operator takes it back and refunds it. */
export async function returnLine(world: World, journal: Journal, random: () => number) {
  const line = pick(random, await linesIn(world, 'completed'));
  if (!line) return;
  const owner = world.shoppers.find((s) => s.id === line.customer_id);
  if (!owner) return;
  const asked = await call(world, journal, 'POST', '/api/order/request-return', owner.token, {
    order_id: line.order_id,
    order_line_id: line.id,
    return_reason: 'damaged',
  });
  if (asked.statusCode !== 200) return;
  const steps = [
    () => call(world, journal, 'POST', `/api/admin/order-lines/${line.id}/return/accept`, world.adminToken),
    () => moveLine(world, journal, line.id, { status: 'return_in_progress' }),
    () => moveLine(world, journal, line.id, { status: 'refunded' }),
  ];
  for (const step of steps) if ((await step()).statusCode !== 200) return;
  count(journal, 'lines returned');
}

/**
 * Time passes for one group: its end date is now, whether or not settlement ran. (Never
 * earlier: a cancellation a moment ago happened while the group was still open.)
 */
export async function endGroup(world: World, journal: Journal, random: () => number) {
  const groupId = pick(random, world.groupIds);
  if (groupId === undefined) return;
  await world.db.updateTable('groups').set({ end_date: new Date().toISOString() }).where('id', '=', groupId).execute();
  count(journal, 'groups ended');
}
