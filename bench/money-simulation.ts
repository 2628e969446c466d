// `npm run sim -- --groups 2000 [--customers 200] [--seed 1] [--seeds 10] [--db sqlite|postgres]
// [--provider sandbox|stripe]`: the money simulation of api/src/money-simulation at a larger
// size, keyless phase included, seeds `seed` to `seed + seeds - 1` in a row, each on a fresh
// database (and with `--provider stripe` a fresh Stripe double, whose books are reconciled
// too); prints each run's figures and a summary, writes them to bench/RESULTS.md, and exits
// non-zero when any seed's books do not reconcile.
import { parseArgs } from 'node:util';
import type { BurstTally } from '../api/src/money-simulation/duplicates';
import { runSimulation } from '../api/src/money-simulation/simulation';
import { startStripeDouble, type StripeDouble } from '../api/src/test/stripe-double';
import { createTestApp } from '../api/src/test/test-app';
import { machineStamp, writeResultsBlock } from './results';

const { values } = parseArgs({
  options: {
    groups: { type: 'string', default: '2000' },
    customers: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    seeds: { type: 'string', default: '1' },
    db: { type: 'string', default: 'sqlite' },
    provider: { type: 'string', default: 'sandbox' },
  },
});

/** The app's environment for the Stripe run: its provider is Stripe, against the double. */
const stripeEnv = (double: StripeDouble) => ({
  STRIPE_SECRET_KEY: 'sk_test_double',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
  STRIPE_API_BASE: double.url,
});

/** A Stripe run's own columns: its held orders, and what the double took and gave back. */
function stripeCells(figures: Record<string, number>, counts: Record<string, number>): string {
  const dollars = (cents: number | undefined) => ((cents ?? 0) / 100).toFixed(2);
  return ` ${counts['3-D Secure orders held'] ?? 0} | ${counts['3-D Secure orders completed'] ?? 0} | ${counts['3-D Secure authentications failed'] ?? 0} | ${counts['3-D Secure holds released by the job'] ?? 0} | ${dollars(figures['Stripe charged cents'])} | ${dollars(figures['Stripe refunded cents'])} |`;
}

/** Adds one run's bursts, kind by kind, into the totals over every seed. */
function addBursts(into: Map<string, BurstTally>, bursts: Record<string, BurstTally>): void {
  for (const [kind, tally] of Object.entries(bursts)) {
    const sum = into.get(kind) ?? { bursts: 0, requests: 0, succeeded: 0, refused: 0 };
    sum.bursts += tally.bursts;
    sum.requests += tally.requests;
    sum.succeeded += tally.succeeded;
    sum.refused += tally.refused;
    into.set(kind, sum);
  }
}

/**
 * A failing seed's problems, grouped by what they are about (their words before the first
 * number or ×: "cart add", "keyless placeorder", "line", "order", ...), three of each.
 */
function printProblems(problems: string[]): void {
  const byKind = new Map<string, string[]>();
  for (const problem of problems) {
    const kind = problem.replace(/[×\d].*$/s, '').trim();
    byKind.set(kind, [...(byKind.get(kind) ?? []), problem]);
  }
  for (const [kind, list] of byKind) {
    console.error(`  ${list.length} × ${kind}`);
    for (const problem of list.slice(0, 3)) console.error(`    ${problem}`);
  }
}

async function main(): Promise<void> {
  const groups = Number(values.groups);
  const customers = Number(values.customers);
  const firstSeed = Number(values.seed);
  const seeds = Number(values.seeds);
  if (!['sqlite', 'postgres'].includes(values.db)) throw new Error('--db must be sqlite or postgres');
  if (!['sandbox', 'stripe'].includes(values.provider)) throw new Error('--provider must be sandbox or stripe');
  const onPostgres = values.db === 'postgres';
  const onStripe = values.provider === 'stripe';
  const databaseUrl = onPostgres
    ? (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
    : undefined;
  const rows: string[] = [];
  const bursts = new Map<string, BurstTally>();
  const totals = { operations: 0, bursts: 0, requests: 0, refused: 0, seconds: 0 };
  let failed = 0;
  for (let seed = firstSeed; seed < firstSeed + seeds; seed += 1) {
    const stripe = onStripe ? await startStripeDouble() : undefined;
    const t = await createTestApp({ databaseUrl, env: stripe && stripeEnv(stripe) });
    const started = Date.now();
    try {
      const result = await runSimulation({
        app: t.app,
        db: t.handle.db,
        config: t.config,
        stripe,
        seed,
        groups,
        customers,
      });
      const elapsed = (Date.now() - started) / 1000;
      const seconds = elapsed.toFixed(1);
      const { figures, counts } = result;
      const verdict = result.problems.length === 0 ? 'reconciles' : `${result.problems.length} problems`;
      console.info(`seed ${seed}: ${verdict} in ${seconds} s`, JSON.stringify({ ...figures, ...counts }));
      printProblems(result.problems);
      if (result.problems.length > 0) failed += 1;
      addBursts(bursts, result.bursts);
      totals.operations += result.operations;
      totals.bursts += counts['keyless bursts']!;
      totals.requests += counts['keyless requests']!;
      totals.refused += counts['keyless 4xx']!;
      totals.seconds += elapsed;
      rows.push(
        `| ${seed} | ${result.operations} | ${figures.orders} | ${figures.lines} | ${counts['lines cancelled'] ?? 0} | ${counts['lines returned'] ?? 0} | ${counts['runner crashes'] ?? 0} | ${counts['keyless bursts']} | ${counts['keyless requests']} | ${counts['keyless 4xx']} | ${result.bursts['placeorder']?.bursts ?? 0} | ${counts['keyless orders placed'] ?? 0} | ${(figures['charged cents']! / 100).toFixed(2)} | ${(figures['refunded cents']! / 100).toFixed(2)} | ${seconds} | ${verdict} |${onStripe ? stripeCells(figures, counts) : ''}`,
      );
    } finally {
      await t.close();
      await stripe?.close();
    }
  }
  const database = onPostgres ? 'PostgreSQL' : 'SQLite';
  const onWhat = onStripe ? `${database}, Stripe double` : database;
  const summary =
    `${seeds - failed} of ${seeds} seeds reconcile on ${onWhat}: ${totals.operations} operations, ` +
    `${totals.bursts} keyless bursts of ${totals.requests} requests, ${totals.refused} duplicates refused (4xx), ` +
    `${totals.seconds.toFixed(0)} s`;
  console.info(summary);
  const kinds = [...bursts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, t]) => `| ${kind} | ${t.bursts} | ${t.requests} | ${t.succeeded} | ${t.refused} |`);
  const stripeText = onStripe
    ? " On the Stripe double (api/src/test/stripe-double.ts) through the real SDK: cards saved through SetupIntents (the keyless card saves: copies of one confirmed setup's save), one shopper in ten with a card declined when charged, two in ten with a card asking for 3-D Secure at every charge, whose orders are held, then completed after authentication, failed at the bank, or left to the hold job; the double's charges and refunds are reconciled with the ledger to the cent, and each hold's end with its PaymentIntent (reconcile-stripe.ts)."
    : '';
  const stripeHeader = onStripe
    ? ' 3-D Secure held | completed | failed | released by the job | Stripe charged $ | Stripe refunded $ |'
    : '';
  writeResultsBlock(
    `money-simulation-${onStripe ? 'Stripe-' : ''}${database}`,
    `### Money simulation: ${onStripe ? 'on the Stripe double' : 'keyless duplicates'}, ${database}: ${groups} groups, ${customers} shoppers, ${seeds} seeds in a row

${machineStamp()}
\`npm run sim -- --groups ${groups} --customers ${customers} --seed ${firstSeed} --seeds ${seeds}${onPostgres ? ' --db postgres' : ''}${onStripe ? ' --provider stripe' : ''}\`: eight operations a group in concurrent batches of 24: keyed orders, replays, declines, cancellations, deliveries, returns, settlement runs, and the keyless phase (2 to 6 copies of one request at once without an Idempotency-Key: cart changes and placeorder, cards, line moves, return steps, bulk moves, settlement, group edits and closes); then every group ends and settles (two runners, one crashing between refund and mark), and the books are reconciled to the cent (api/src/money-simulation/reconcile.ts and reconcile-duplicates.ts list the checks).${stripeText}

${summary}.

| seed | operations | orders | lines | cancelled | returned | runner crashes | keyless bursts | keyless requests | refused (4xx) | placeorder bursts | keyless orders | charged $ | refunded $ | seconds | books |${stripeHeader}
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |${onStripe ? ' --- | --- | --- | --- | --- | --- |' : ''}
${rows.join('\n')}

The keyless phase by request, over every seed (a second 2xx in one burst is a problem for placeorder, cart add and remove, card add and remove, a return request and every line move; a bulk move counts each line a copy refused in its results as a 4xx):

| request | bursts | requests | 2xx | 4xx |
| --- | --- | --- | --- | --- |
${kinds.join('\n')}`,
  );
  process.exit(failed === 0 ? 0 : 1);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
