import type { FastifyInstance } from 'fastify';
import { randomInt } from '../seed/random';
import type { StripeDouble } from '../test/stripe-double';
import { authenticateAsShopper, confirmSetupAsShopper, type TestPaymentMethod } from '../test/stripe-shopper';
import { call, count, emptyCart, pick, quoteCart, recordOrder, whileCancelling, type Journal } from './operations';
import type { Shopper, World } from './world';

// The shopper's side of Stripe in the simulation's Stripe run (docs/decisions.md "Stripe
// objects", "3-D Secure at order time"): cards saved through a SetupIntent the shopper's
// browser confirms (here through the real SDK against the Stripe double, as
// test/stripe-shopper.ts does for the API's tests), and orders whose card's bank asks for
// 3-D Secure, which the shopper completes, fails, or leaves for the hold job.

/** How a 3-D Secure order of the run ends, as the shopper plays it. */
export type HoldPlay = 'complete' | 'fail' | 'abandon';

/** A held order and how the shopper played it: reconciled against the database and Stripe's books (reconcile-stripe.ts). */
export type HoldRecord = { orderId: number; play: HoldPlay };

/** What the Stripe run adds to the world: the double the app's provider talks to, and the hold job's run. */
export type StripeWorld = {
  double: StripeDouble;
  /** One run of the hold job (checkout's `releaseExpiredHolds`): ends each hold that ran out. */
  releaseExpiredHolds: () => Promise<number>;
};

/** Starts a card setup for the shopper and confirms it as Stripe.js would with `card`; answers its id, or undefined when refused. */
async function confirmedSetup(
  app: FastifyInstance,
  double: StripeDouble,
  token: string,
  card: TestPaymentMethod,
  onAnswer: (status: number, url: string, body: string) => void = () => undefined,
): Promise<string | undefined> {
  const url = '/api/card/setup-intents';
  const started = await app.inject({ method: 'POST', url, headers: { authorization: token } });
  onAnswer(started.statusCode, url, started.body);
  if (started.statusCode !== 200) return undefined;
  const setupId = started.json().data.setup_intent as string;
  await confirmSetupAsShopper(setupId, { apiBase: double.url, card });
  return setupId;
}

/** The world's card of a shopper, saved through a SetupIntent as the default; answers the card id. */
export async function saveStripeCard(
  app: FastifyInstance,
  double: StripeDouble,
  token: string,
  card: TestPaymentMethod,
): Promise<number> {
  const setupId = await confirmedSetup(app, double, token, card);
  if (!setupId) throw new Error('card setup refused');
  const saved = await app.inject({
    method: 'POST',
    url: `/api/card/setup-intents/${setupId}/save`,
    headers: { authorization: token },
    payload: { card_holder_name: 'Sim Shopper', default_card: true },
  });
  if (saved.statusCode !== 200) throw new Error(`card save failed: ${saved.body}`);
  return saved.json().data[0].id as number;
}

/**
 * The keyless card burst's request on Stripe: one setup, confirmed with a Mastercard, whose
 * save the burst sends as copies at once (as a browser's double submit would); undefined
 * when the setup was refused.
 */
export async function keylessSetupSave(world: World, journal: Journal, shopper: Shopper) {
  const setupId = await confirmedSetup(
    world.app,
    world.stripe!.double,
    shopper.token,
    'pm_card_mastercard',
    (status, url, body) => {
      if (status >= 500) journal.serverErrors.push(`POST ${url} → ${status} ${body}`);
    },
  );
  if (!setupId) return undefined;
  return () =>
    call(world, journal, 'POST', `/api/card/setup-intents/${setupId}/save`, shopper.token, {
      card_holder_name: 'Sim Shopper',
      default_card: true,
    });
}

/**
 * Which way the shopper plays a hold: the run's first three go one each way, so even a
 * short run ends a hold every way; then mostly completed, some failed at the bank, some
 * left for the hold job.
 */
function playOf(journal: Journal, random: () => number): HoldPlay {
  const roll = random();
  const first: HoldPlay | undefined = (['complete', 'abandon', 'fail'] as const)[journal.holds.length];
  return first ?? (roll < 0.55 ? 'complete' : roll < 0.7 ? 'fail' : 'abandon');
}

/**
 * A shopper whose card's bank asks for 3-D Secure at every charge (4000002500003155 in the
 * double) orders one or two groups with a key (one order in five sends it twice at once):
 * the order is held (202). Then the shopper answers the bank through the intent's next
 * action and sends `complete-payment` (once, or twice at once): placed, one charge; or
 * fails the challenge: released, 402; or walks away: its hold runs out (its `expires_at`
 * moved to now, as time passing would) and the hold job releases it, and a completion
 * sent afterwards answers 402. A release gives units back as a cancellation does, so it
 * runs marked as one (quotes across it are not compared). The shopper has its cart to
 * itself (simulation.ts takes it alone): a held order's lines come back to that cart. Its
 * rate budget holds four requests: two placeorder and two completions (a limit of the
 * same size each, so neither passes it); what is not sent goes back.
 */
export async function threeDSecureOrder(world: World, journal: Journal, random: () => number, shopper: Shopper) {
  const wanted = randomInt(random, 1, 2);
  for (let i = 0; i < wanted; i += 1) {
    const groupId = pick(random, world.groupIds)!;
    await call(world, journal, 'POST', '/api/cart', shopper.token, { group_id: groupId, qty: randomInt(random, 1, 6) });
  }
  const quote = await quoteCart(world, journal, shopper);
  if (!quote) {
    shopper.budget.orders += 4;
    return;
  }
  const key = `sim-3ds-${shopper.id}-${Math.floor(random() * 1e12)}`;
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
  const answers = replay ? await Promise.all([send(), send()]) : [await send()];
  const orderIds = answers.map((res) =>
    res.statusCode === 200 || res.statusCode === 202 ? (res.json().data.order_id as number) : undefined,
  );
  if (replay) journal.replays.push({ key, orderIds });
  const held = answers.find((res) => res.statusCode === 202);
  const placedAtOnce = orderIds.find((id, i) => id !== undefined && answers[i]!.statusCode === 200);
  if (placedAtOnce !== undefined) {
    // Never for this card: its bank asks at every charge. Reconciled as an order like any.
    recordOrder(journal, shopper, placedAtOnce, quote);
    journal.paymentProblems.push(`order ${placedAtOnce}: a 3-D Secure card was charged without authentication`);
    shopper.budget.orders += 4 - answers.length;
    return;
  }
  if (!held) {
    shopper.budget.orders += 4 - answers.length;
    count(journal, 'orders refused');
    await emptyCart(world, shopper);
    return;
  }
  const { order_id: orderId, payment_authentication: authentication } = held.json().data as {
    order_id: number;
    payment_authentication: { client_secret: string };
  };
  journal.answeredOrders.add(orderId);
  const play = playOf(journal, random);
  journal.holds.push({ orderId, play });
  count(journal, '3-D Secure orders held');

  const apiBase = world.stripe!.double.url;
  const completions = random() < 0.3 ? 2 : 1;
  shopper.budget.orders += 2 - answers.length + (2 - completions);
  const complete = () =>
    Promise.all(
      Array.from({ length: completions }, () =>
        call(world, journal, 'POST', `/api/orders/${orderId}/complete-payment`, shopper.token, {}),
      ),
    );
  const expectAnswers = (expected: number, answered: Array<{ statusCode: number }>, what: string) => {
    const codes = answered.map((res) => res.statusCode);
    if (codes.some((code) => code !== expected)) {
      journal.paymentProblems.push(`order ${orderId} (${what}): complete-payment answered ${codes.join(', ')}`);
    }
  };

  if (play === 'complete') {
    await authenticateAsShopper(authentication.client_secret, { apiBase, outcome: 'complete' });
    const answered = await complete();
    expectAnswers(200, answered, 'authenticated');
    if (answered.some((res) => res.statusCode === 200)) {
      recordOrder(journal, shopper, orderId, quote);
      count(journal, '3-D Secure orders completed');
    }
    return;
  }
  await whileCancelling(journal, [...quote.quoted.keys()], async () => {
    if (play === 'fail') {
      await authenticateAsShopper(authentication.client_secret, { apiBase, outcome: 'fail' });
      expectAnswers(402, await complete(), 'authentication failed');
      count(journal, '3-D Secure authentications failed');
      return;
    }
    // Time passes for this hold alone, then the hold job runs.
    await world.db
      .updateTable('payment_holds')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('order_id', '=', orderId)
      .execute();
    await world.stripe!.releaseExpiredHolds();
    // The shopper comes back too late.
    expectAnswers(402, await complete(), 'hold ran out');
    count(journal, '3-D Secure holds released by the job');
  });
  // The released order's lines are back in the cart; the next try starts afresh.
  await emptyCart(world, shopper);
}
