import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/types';
import { paymentProviderFor } from '../modules/payments/payment-providers';
import { createSettlementService } from '../modules/settlement/settlement.service';
import { seededRandom } from '../seed/random';
import { cancelLine, deliverLine, endGroup, newJournal, placeOrder, returnLine, type Journal } from './operations';
import { reconcile, type Reconciliation } from './reconcile';
import { buildWorld, type World, type WorldSize } from './world';

export type SimulationOptions = WorldSize & {
  seed: number;
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
};
export type SimulationResult = Reconciliation & { seed: number; operations: number; counts: Record<string, number> };

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

/**
 * One seeded run: a shop of `groups` groups and `customers` shoppers, about eight
 * operations a group in concurrent batches (orders, replays, declines, cancellations,
 * deliveries, returns, groups ending, settlement runs), then every group ends, two
 * runners settle while a third crashes, a last run sweeps up, and the books are
 * reconciled to the cent. The same seed replays the same choices.
 */
export async function runSimulation(options: SimulationOptions): Promise<SimulationResult> {
  const random = seededRandom(options.seed);
  const world = await buildWorld(options.app, options.db, random, options);
  const journal = newJournal();
  const operations = options.groups * 8;
  for (let done = 0; done < operations; done += BATCH) {
    const batch: Array<Promise<void>> = [];
    for (let i = 0; i < Math.min(BATCH, operations - done); i += 1) {
      const roll = random();
      const shopper = world.shoppers[Math.floor(random() * world.shoppers.length)]!;
      if (roll < 0.45) batch.push(placeOrder(world, journal, random, shopper));
      else if (roll < 0.6) batch.push(cancelLine(world, journal, random));
      else if (roll < 0.75) batch.push(deliverLine(world, journal, random));
      else if (roll < 0.85) batch.push(returnLine(world, journal, random));
      else if (roll < 0.92) batch.push(endGroup(world, journal, random));
      else batch.push(settle(world, options.config, journal, random));
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

  const result = await reconcile(options.db, world.groupIds, journal);
  return { ...result, seed: options.seed, operations, counts: journal.counts };
}
