import { randomInt } from '../seed/random';
import { atMostOneSucceeds, burst, burstCopies, duplicateProblem, successes } from './duplicates';
import { call, count, emptyCart, pick, quoteCart, recordOrder, type Journal } from './operations';
import { keylessSetupSave } from './stripe-shopper';
import type { Shopper, World } from './world';

// The keyless phase on the shopper's side: every cart change, the placement and the
// card changes sent as several copies at once without an Idempotency-Key. The shopper
// has its cart and cards to itself for the operation (simulation.ts picks it so), so
// what the database holds after a burst is the burst's own doing.

async function cartOf(world: World, customerId: number): Promise<Map<number, { id: number; qty: number }>> {
  const rows = await world.db
    .selectFrom('cart_items')
    .select(['id', 'group_id', 'qty'])
    .where('customer_id', '=', customerId)
    .execute();
  return new Map(rows.map((row) => [row.group_id, { id: row.id, qty: row.qty }]));
}

async function orderIdsOf(world: World, customerId: number): Promise<Set<number>> {
  const rows = await world.db.selectFrom('orders').select('id').where('customer_id', '=', customerId).execute();
  return new Set(rows.map((row) => row.id));
}

/** After a burst: the cart line of `groupId` holds `expected` units (undefined: no line). */
async function expectCartLine(
  world: World,
  journal: Journal,
  shopper: Shopper,
  what: { kind: string; copies: number; groupId: number; expected: number | undefined },
) {
  const held = (await cartOf(world, shopper.id)).get(what.groupId)?.qty;
  if (held !== what.expected) {
    const wanted = what.expected === undefined ? 'no line' : `${what.expected} units`;
    duplicateProblem(
      journal,
      what.kind,
      what.copies,
      `group ${what.groupId} holds ${held ?? 'no'} units in the cart, one request leaves ${wanted}`,
    );
  }
}

/** Duplicates of "add this group" (a group not in the cart yet): the line holds the units once. */
async function addBurst(world: World, journal: Journal, random: () => number, shopper: Shopper, groupId: number) {
  const qty = randomInt(random, 1, 6);
  const copies = burstCopies(random);
  const answers = await burst(journal, 'cart add', copies, () =>
    call(world, journal, 'POST', '/api/cart', shopper.token, { group_id: groupId, qty }),
  );
  atMostOneSucceeds(journal, 'cart add', `group ${groupId}, qty ${qty}`, answers);
  const expected = successes(answers) > 0 ? qty : undefined;
  await expectCartLine(world, journal, shopper, { kind: 'cart add', copies, groupId, expected });
}

/** Duplicates of "set this line to n units": the line holds n. */
async function updateBurst(world: World, journal: Journal, random: () => number, shopper: Shopper, groupId: number) {
  const line = (await cartOf(world, shopper.id)).get(groupId);
  if (!line) return;
  const qty = randomInt(random, 1, 6);
  const copies = burstCopies(random);
  const answers = await burst(journal, 'cart update', copies, () =>
    call(world, journal, 'PUT', '/api/cart/update', shopper.token, { cart_item_id: line.id, group_id: groupId, qty }),
  );
  const expected = successes(answers) > 0 ? qty : line.qty;
  await expectCartLine(world, journal, shopper, { kind: 'cart update', copies, groupId, expected });
}

/** A second group goes in the cart, then duplicates of its removal take it out once. */
async function removeBurst(world: World, journal: Journal, random: () => number, shopper: Shopper, groupId: number) {
  const added = await call(world, journal, 'POST', '/api/cart', shopper.token, {
    group_id: groupId,
    qty: randomInt(random, 1, 3),
  });
  if (added.statusCode !== 200) return;
  const line = added.json().data[0] as { cart_item_id: number; qty: number };
  const itemId = line.cart_item_id;
  const copies = burstCopies(random);
  const answers = await burst(journal, 'cart remove', copies, () =>
    call(world, journal, 'DELETE', `/api/cart/${itemId}`, shopper.token),
  );
  atMostOneSucceeds(journal, 'cart remove', `cart item ${itemId}`, answers);
  const expected = successes(answers) > 0 ? undefined : line.qty;
  await expectCartLine(world, journal, shopper, { kind: 'cart remove', copies, groupId, expected });
}

/**
 * A shopper fills the cart through bursts of duplicates (add, sometimes set the quantity,
 * sometimes add a second group and remove it again), reads the quote, and sends `copies`
 * copies of `POST /api/placeorder` at once, none with an Idempotency-Key. At most one
 * order may come of them, holding the cart's units once (reconcile-duplicates.ts checks
 * both). The shopper's rate budget holds `copies` placeorder requests; unsent, they go back.
 */
export async function keylessOrder(
  world: World,
  journal: Journal,
  random: () => number,
  shopper: Shopper,
  copies: number,
): Promise<void> {
  const inCart = await cartOf(world, shopper.id);
  const notInCart = world.groupIds.filter((id) => !inCart.has(id));
  const groupId = pick(random, notInCart);
  if (groupId === undefined) return;
  await addBurst(world, journal, random, shopper, groupId);
  if (random() < 0.5) await updateBurst(world, journal, random, shopper, groupId);
  if (random() < 0.4) {
    const other = pick(
      random,
      notInCart.filter((id) => id !== groupId),
    );
    if (other !== undefined) await removeBurst(world, journal, random, shopper, other);
  }

  const cart = new Map([...(await cartOf(world, shopper.id))].map(([id, line]) => [id, line.qty]));
  const quote = await quoteCart(world, journal, shopper);
  if (!quote) {
    shopper.budget.orders += copies;
    return;
  }
  const before = await orderIdsOf(world, shopper.id);
  const answers = await burst(journal, 'placeorder', copies, () =>
    call(world, journal, 'POST', '/api/placeorder', shopper.token, { card_id: shopper.cardId }),
  );
  const created = [...(await orderIdsOf(world, shopper.id))].filter((id) => !before.has(id));
  const answered = answers.filter((res) => res.statusCode === 200).map((res) => res.json().data.order_id as number);
  journal.placements.push({ customerId: shopper.id, copies, cart, answered, created });
  for (const orderId of new Set(answered)) {
    recordOrder(journal, shopper, orderId, quote);
    count(journal, 'keyless orders placed');
  }
  if (answered.length === 0) {
    count(journal, shopper.declines ? 'keyless orders declined' : 'keyless orders refused');
    await emptyCart(world, shopper);
  }
}

async function cardsOf(world: World, customerId: number) {
  return world.db.selectFrom('cards').select(['id', 'is_default']).where('customer_id', '=', customerId).execute();
}

/** After a card burst: exactly one default card, and it is `expectedDefault` when given. */
async function expectOneDefault(
  world: World,
  journal: Journal,
  shopper: Shopper,
  what: { kind: string; copies: number; expectedDefault?: number },
) {
  const defaults = (await cardsOf(world, shopper.id)).filter((card) => card.is_default === 1).map((card) => card.id);
  const wrongDefault = what.expectedDefault !== undefined && defaults[0] !== what.expectedDefault;
  if (defaults.length !== 1 || wrongDefault) {
    duplicateProblem(
      journal,
      what.kind,
      what.copies,
      `customer ${shopper.id} has default cards [${defaults.join(', ')}]`,
    );
  }
}

/** The card burst's request, sent as copies: the sandbox's save with one token, or undefined when it could not be made. */
async function sandboxCardSave(world: World, journal: Journal, random: () => number, shopper: Shopper) {
  const tokenRes = await call(world, journal, 'POST', '/api/payments/sandbox/tokens', shopper.token, {
    card_number: '5555555555554444',
    exp_month: randomInt(random, 1, 12),
    exp_year: new Date().getUTCFullYear() + 3,
    cvc: '123',
    card_holder_name: 'Sim Shopper',
  });
  if (tokenRes.statusCode !== 200) return undefined;
  const token = tokenRes.json().data.id as string;
  return () =>
    call(world, journal, 'POST', '/api/card', shopper.token, {
      card_holder_name: 'Sim Shopper',
      default_card: true,
      card_details: token,
    });
}

/**
 * A shopper saves a new card as the default through `copies` copies of its save sent at
 * once (the sandbox: `POST /api/card` with the same token; Stripe: the same confirmed
 * SetupIntent's save), then removes it through duplicates of its removal: one card is
 * saved and is the one default; once removed, one default remains (the shopper's own
 * card, which the orders keep using). A Mastercard, expiring on another date than the
 * shopper's Visa, so it is never the card already saved.
 */
export async function keylessCards(
  world: World,
  journal: Journal,
  random: () => number,
  shopper: Shopper,
  copies: number,
): Promise<void> {
  const save = world.stripe
    ? await keylessSetupSave(world, journal, shopper)
    : await sandboxCardSave(world, journal, random, shopper);
  if (!save) {
    shopper.budget.cardAdds += copies;
    return;
  }
  const before = new Set((await cardsOf(world, shopper.id)).map((card) => card.id));
  const added = await burst(journal, 'card add', copies, save);
  const source = world.stripe ? 'one setup' : 'one token';
  atMostOneSucceeds(journal, 'card add', `customer ${shopper.id}, ${source}`, added);
  const saved = (await cardsOf(world, shopper.id)).filter((card) => !before.has(card.id)).map((card) => card.id);
  if (saved.length !== Math.min(1, successes(added))) {
    duplicateProblem(journal, 'card add', copies, `customer ${shopper.id} saved ${saved.length} cards from ${source}`);
  }
  await expectOneDefault(world, journal, shopper, { kind: 'card add', copies, expectedDefault: saved[0] });

  for (const cardId of saved) {
    const removeCopies = burstCopies(random);
    const removed = await burst(journal, 'card remove', removeCopies, () =>
      call(world, journal, 'DELETE', `/api/card/${cardId}`, shopper.token),
    );
    atMostOneSucceeds(journal, 'card remove', `card ${cardId}`, removed);
    const left = await cardsOf(world, shopper.id);
    if (left.some((card) => card.id === cardId)) {
      duplicateProblem(journal, 'card remove', removeCopies, `card ${cardId} is still saved`);
    }
    await expectOneDefault(world, journal, shopper, { kind: 'card remove', copies: removeCopies });
  }
}
