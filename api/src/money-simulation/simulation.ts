import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/types';
import { createCheckoutService } from '../modules/checkout/checkout.service';
import { returnPendingCharges } from '../modules/payments/charges-to-return';
import { paymentProviderFor } from '../modules/payments/payment-providers';
import { createSettlementService } from '../modules/settlement/settlement.service';
import { seededRandom } from '../seed/random';
import type { StripeDouble } from '../test/stripe-double';
import { BatchShoppers } from './batch-shoppers';
import { burstCopies, burstTotals, type BurstTally } from './duplicates';
import {
  keylessBulkMove,
  keylessCancel,
  keylessDeliver,
  keylessGroupClose,
  keylessGroupEdit,
  keylessReturn,
  keylessSettleGroup,
  keylessSettlementRun,
} from './keyless-operator';
import { keylessCards, keylessOrder } from './keyless-shopper';
import {
  cancelLine,
  count,
  deliverLine,
  endGroup,
  newJournal,
  placeOrder,
  returnLine,
  type Journal,
} from './operations';
import { reconcile, type Reconciliation } from './reconcile';
import { threeDSecureOrder, type StripeWorld } from './stripe-shopper';
import { buildWorld, type Shopper, type World, type WorldSize } from './world';

export type SimulationOptions = WorldSize & {
  seed: number;
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  /**
   * The Stripe run: the app's provider is Stripe (`config`) against this double
   * (STRIPE_API_BASE), whose books are reconciled with the ledger. Absent: the sandbox.
   */
  stripe?: StripeDouble;
};
export type SimulationResult = Reconciliation & {
  seed: number;
  operations: number;
  counts: Record<string, number>;
  /** The keyless phase, per kind of request. */
  bursts: Record<string, BurstTally>;
};

/** How many operations run at once: enough to overlap on PostgreSQL's pool of 10. */
const BATCH = 24;

/**
 * Settlement as the job and operators run it: sometimes two runners at once, sometimes
 * a runner that dies between a line's refund and its mark (the next run must settle
 * that line exactly once), sometimes "settle now" on one group through the admin route.
 */
async function settle(world: World, config: Config, journal: Journal, random: () => number): Promise<void> {
  const runner = () => createSettlementService(world.db, paymentProviderFor(config));
  const roll = random();
  if (roll < 0.4) {
    await Promise.all([runner().run(), runner().run()]);
    journal.counts['two runners at once'] = (journal.counts['two runners at once'] ?? 0) + 1;
  } else if (roll < 0.7) {
    let crashed = false;
    const died = await runner()
      .run({
        beforeMark: () => {
          if (crashed) return;
          crashed = true;
          throw new Error('simulated crash between refund and mark');
        },
      })
      .then(
        () => false,
        () => true,
      );
    if (died) journal.counts['runner crashes'] = (journal.counts['runner crashes'] ?? 0) + 1;
  } else {
    const groupId = world.groupIds[Math.floor(random() * world.groupIds.length)]!;
    const res = await world.app.inject({
      method: 'POST',
      url: `/api/admin/groups/${groupId}/settle`,
      headers: { authorization: world.adminToken },
    });
    if (res.statusCode >= 500) journal.serverErrors.push(`settle group ${groupId} → ${res.statusCode} ${res.body}`);
  }
}

type Operation = (world: World, journal: Journal, random: () => number) => Promise<void>;
type MixEntry = {
  share: number;
  op: Operation | 'order' | 'settle' | 'keyless order' | 'keyless cards' | '3-D Secure order';
};

/**
 * What the operations of a run are, by share: the keyed phases (orders with a key and
 * replays, declines, cancellations, deliveries, returns, groups ending, settlement runs),
 * and the keyless phase, whose every operation sends its requests as duplicates at once
 * without a key (duplicates.ts), in the same batches. Orders ask for a shopper; the
 * keyless ones have it alone (batch-shoppers.ts).
 */
const MIX: MixEntry[] = [
  { share: 0.31, op: 'order' },
  { share: 0.11, op: cancelLine },
  { share: 0.11, op: deliverLine },
  { share: 0.08, op: returnLine },
  { share: 0.05, op: endGroup },
  { share: 0.055, op: 'settle' },
  { share: 0.05, op: 'keyless order' },
  { share: 0.02, op: 'keyless cards' },
  { share: 0.04, op: keylessCancel },
  { share: 0.04, op: keylessDeliver },
  { share: 0.05, op: keylessReturn },
  { share: 0.03, op: keylessBulkMove },
  { share: 0.02, op: keylessSettleGroup },
  { share: 0.015, op: keylessSettlementRun },
  { share: 0.015, op: keylessGroupEdit },
  { share: 0.005, op: keylessGroupClose },
];
/**
 * The Stripe run's mix: the same, and orders of the shoppers whose card asks for 3-D
 * Secure (stripe-shopper.ts), appended so the sandbox's seeds replay as before.
 */
const STRIPE_MIX: MixEntry[] = [...MIX, { share: 0.08, op: '3-D Secure order' }];
const totalOf = (mix: MixEntry[]) => mix.reduce((sum, entry) => sum + entry.share, 0);
/** Keyed and keyless orders are not for a 3-D Secure card: its orders are held, which their checks do not expect. */
const chargedAtOnce = (shopper: Shopper) => !shopper.authenticates;

/** One operation of a batch, or undefined when it needs a shopper and none is free. */
function nextOperation(
  world: World,
  config: Config,
  journal: Journal,
  random: () => number,
  shoppers: BatchShoppers,
): Promise<void> | undefined {
  const mix = world.stripe ? STRIPE_MIX : MIX;
  let roll = random() * totalOf(mix);
  const { op } = mix.find((candidate) => (roll -= candidate.share) < 0) ?? mix[0]!;
  if (typeof op === 'function') return op(world, journal, random);
  if (op === 'settle') return settle(world, config, journal, random);
  if (op === 'order') {
    const shopper = shoppers.take('shared', { orders: 2 }, chargedAtOnce);
    return shopper && placeOrder(world, journal, random, shopper);
  }
  if (op === '3-D Secure order') {
    const shopper = shoppers.take('alone', { orders: 4 }, (s) => s.authenticates);
    return shopper && threeDSecureOrder(world, journal, random, shopper);
  }
  const copies = burstCopies(random);
  if (op === 'keyless order') {
    const shopper = shoppers.take('alone', { orders: copies }, chargedAtOnce);
    return shopper && keylessOrder(world, journal, random, shopper, copies);
  }
  const shopper = shoppers.take('alone', { cardAdds: copies });
  return shopper && keylessCards(world, journal, random, shopper, copies);
}

/** The Stripe run's part of the world, checked against the app's configuration. */
function stripeWorld(options: SimulationOptions): StripeWorld | undefined {
  const onStripe = options.config.paymentProvider === 'stripe';
  if (onStripe !== (options.stripe !== undefined)) {
    throw new Error('The Stripe run needs both: the app configured for Stripe, and the double it talks to');
  }
  if (!options.stripe) return undefined;
  // The hold job's work, as the app's job runs it (checkout/payment-holds.ts), here on the simulation's call.
  const checkout = createCheckoutService(options.db, options.config, paymentProviderFor(options.config));
  return { double: options.stripe, releaseExpiredHolds: () => checkout.releaseExpiredHolds() };
}

/**
 * One seeded run: a shop of `groups` groups and `customers` shoppers, about eight
 * operations a group in concurrent batches (MIX), then every group ends, two runners
 * settle while a third crashes, a last run sweeps up, and the books are reconciled to
 * the cent. The same seed replays the same choices. With `stripe`, the same on Stripe:
 * cards saved through SetupIntents, charges and refunds at the double, orders held for
 * 3-D Secure (STRIPE_MIX), and the double's books reconciled with the ledger.
 */
export async function runSimulation(options: SimulationOptions): Promise<SimulationResult> {
  const random = seededRandom(options.seed);
  const world = await buildWorld(options.app, options.db, random, options, stripeWorld(options));
  const journal = newJournal();
  const operations = options.groups * 8;
  for (let done = 0; done < operations; done += BATCH) {
    const batch: Array<Promise<void>> = [];
    const shoppers = new BatchShoppers(world, random);
    for (let i = 0; i < Math.min(BATCH, operations - done); i += 1) {
      const operation = nextOperation(world, options.config, journal, random, shoppers);
      if (operation) batch.push(operation);
      else count(journal, 'no shopper free');
    }
    await Promise.all(batch);
  }

  // The end: every group's date passes; late cancellations race the settlement runners.
  await options.db
    .updateTable('groups')
    .set({ end_date: new Date().toISOString() })
    .where('id', 'in', world.groupIds)
    .execute();
  await Promise.all([
    settle(world, options.config, journal, () => 0.1),
    settle(world, options.config, journal, () => 0.5),
    cancelLine(world, journal, random),
    cancelLine(world, journal, random),
    returnLine(world, journal, random),
  ]);
  await createSettlementService(options.db, paymentProviderFor(options.config)).run({
    // Any claim a crashed runner left is stale by then.
    now: new Date(Date.now() + 60 * 60_000),
  });
  // The payments job's run: a charge Stripe made for an order whose commit then failed is
  // given back (checkout tries at once; this is the job that finishes what it could not).
  if (world.stripe) await returnPendingCharges(options.db, paymentProviderFor(options.config));

  const customerIds = world.shoppers.map((shopper) => shopper.id);
  const result = await reconcile(options.db, { groupIds: world.groupIds, customerIds }, journal, world.stripe?.double);
  const totals = burstTotals(journal);
  const counts = {
    ...journal.counts,
    'keyless bursts': totals.bursts,
    'keyless requests': totals.requests,
    'keyless 4xx': totals.refused,
  };
  return { ...result, seed: options.seed, operations, counts, bursts: journal.bursts };
}
