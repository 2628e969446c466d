// `npm run sim -- --groups 2000 [--customers 200] [--seed 1] [--seeds 10] [--db sqlite|postgres]`:
// the money simulation of api/src/money-simulation at a larger size, several seeds in a
// row, each on a fresh database; prints each run's figures, writes them to
// bench/RESULTS.md, and exits non-zero when any seed's books do not reconcile.
import { parseArgs } from 'node:util';
import { runSimulation } from '../api/src/money-simulation/simulation';
import { createTestApp } from '../api/src/test/test-app';
import { machineStamp, writeResultsBlock } from './results';

const { values } = parseArgs({
  options: {
    groups: { type: 'string', default: '2000' },
    customers: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    seeds: { type: 'string', default: '1' },
    db: { type: 'string', default: 'sqlite' },
  },
});

async function main(): Promise<void> {
  const groups = Number(values.groups);
  const customers = Number(values.customers);
  const firstSeed = Number(values.seed);
  const seeds = Number(values.seeds);
  const onPostgres = values.db === 'postgres';
  const databaseUrl = onPostgres
    ? (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
    : undefined;
  const rows: string[] = [];
  let failed = 0;
  for (let seed = firstSeed; seed < firstSeed + seeds; seed += 1) {
    const t = await createTestApp({ databaseUrl });
    const started = Date.now();
    try {
      const result = await runSimulation({ app: t.app, db: t.handle.db, config: t.config, seed, groups, customers });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const { figures, counts } = result;
      const verdict = result.problems.length === 0 ? 'reconciles' : `${result.problems.length} problems`;
      console.info(`seed ${seed}: ${verdict} in ${seconds} s`, JSON.stringify({ ...figures, ...counts }));
      for (const problem of result.problems.slice(0, 20)) console.error(`  ${problem}`);
      if (result.problems.length > 0) failed += 1;
      rows.push(
        `| ${seed} | ${result.operations} | ${figures.orders} | ${figures.lines} | ${counts['lines cancelled'] ?? 0} | ${counts['lines returned'] ?? 0} | ${counts['runner crashes'] ?? 0} | ${(figures['charged cents']! / 100).toFixed(2)} | ${(figures['refunded cents']! / 100).toFixed(2)} | ${seconds} | ${verdict} |`,
      );
    } finally {
      await t.close();
    }
  }
  const database = onPostgres ? 'PostgreSQL' : 'SQLite';
  writeResultsBlock(
    `money-simulation-${database}`,
    `### Money simulation, ${database}: ${groups} groups, ${customers} shoppers, ${seeds} seeds in a row

${machineStamp()}
\`npm run sim -- --groups ${groups} --customers ${customers} --seed ${firstSeed} --seeds ${seeds}${onPostgres ? ' --db postgres' : ''}\`: eight operations a group in concurrent batches of 24, then every group ends and settles (two runners, one crashing between refund and mark), and the books are reconciled to the cent (api/src/money-simulation/reconcile.ts lists the checks).

| seed | operations | orders | lines | cancelled | returned | runner crashes | charged $ | refunded $ | seconds | books |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}`,
  );
  process.exit(failed === 0 ? 0 : 1);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
