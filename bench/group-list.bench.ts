import { machineStamp, verdict, writeResultsBlock } from './results';
import { CONCURRENCIES, measureThroughput, throughputTable, type Throughput } from './throughput';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import * as zipcodes from 'zipcodes';
import { loadConfig } from '../api/src/config/config';
import { createDb, type DbHandle } from '../api/src/db/kysely';
import { migrateToLatest } from '../api/src/db/migrations/migrator';
import { runPostgresStatement } from '../api/src/db/postgres-statement';
import type { Database } from '../api/src/db/types';
import { createCatalogService, type GroupListQuery } from '../api/src/modules/catalog/catalog.service';
import { levelPriceCents } from '../api/src/modules/catalog/price-level';
import { seededRandom, randomInt } from '../api/src/seed/random';
import { buildServer } from '../api/src/server';

// The bar of bench/README.md#bars: POST customer/group-list p95 under 25 ms with 100,000 groups on
// SQLite and PostgreSQL, and its throughput at concurrency 1, 8 and 32. Builds its own
// database (never touches data/), measures through the HTTP stack (app.inject) and the bare
// service call side by side, writes bench/RESULTS.md.

const GROUPS = 100_000;
const REQUESTS = 2_000;
/** Requests per concurrency of the throughput figures. */
const THROUGHPUT_REQUESTS = Number(process.env.BENCH_THROUGHPUT_REQUESTS ?? 1_000);
const WARM_UP = 200;
const BAR_P95_MS = 25;
const BATCH = 500; // rows per INSERT: 500 × 19 columns stays far below SQLite's 32,766 parameters

type ZipInfo = { zip: string; latitude: number; longitude: number; country: string };
// The package's type declaration (api/src/types) covers only lookup(); the data table is untyped.
const allZips = Object.values((zipcodes as unknown as { codes: Record<string, ZipInfo> }).codes).filter(
  (z) => z.country === 'US' && Number.isFinite(z.latitude) && Number.isFinite(z.longitude),
);

// Busy shopping areas, a few rural ones and an unknown ZIP, so the mix has dense and empty answers.
const SHOPPER_ZIPS = [
  '10001',
  '11201',
  '07302',
  '02108',
  '19103',
  '20001',
  '30303',
  '33101',
  '60601',
  '48226',
  '75201',
  '77002',
  '78701',
  '85004',
  '80202',
  '98101',
  '94103',
  '90012',
  '92101',
  '97204',
  '55401',
  '63101',
  '70112',
  '37203',
  '28202',
  '46204',
  '43215',
  '64106',
  '84101',
  '89101',
  '59001',
  '82001',
  '57501',
  '04330',
  '99501',
  '00000',
];
const NAME_WORDS = ['Blender', 'Kettle', 'Dog', 'Lamp', 'Chair', 'Coffee', 'Towel', 'Drill', 'Tent', 'Speaker'];
const NAME_ADJECTIVES = ['Compact', 'Deluxe', 'Classic', 'Smart', 'Eco', 'Pro', 'Mini', 'Family'];

type Leg = { database: 'SQLite' | 'PostgreSQL'; handle: DbHandle; cleanUp: () => Promise<void> };
type Figures = { p50: number; p95: number; p99: number; mean: number };
type LegResult = {
  database: string;
  seedSeconds: number;
  http: Figures;
  service: Figures;
  avgItems: number;
  throughput: Throughput[];
};

async function insertCategories(db: Kysely<Database>): Promise<number[]> {
  const subIds: number[] = [];
  for (let top = 1; top <= 8; top++) {
    const parent = await db
      .insertInto('categories')
      .values({ name: `Category ${top}`, parent_id: null, sort_order: top })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let sub = 1; sub <= 3; sub++) {
      const child = await db
        .insertInto('categories')
        .values({ name: `Category ${top}.${sub}`, parent_id: parent.id, sort_order: sub })
        .returning('id')
        .executeTakeFirstOrThrow();
      subIds.push(child.id);
    }
  }
  return subIds;
}

/** 100,000 groups at random US ZIPs (so denser where people are), each with 3 levels and an image. */
async function insertGroups(db: Kysely<Database>, categoryIds: number[]): Promise<void> {
  const random = seededRandom(20_261_121);
  const now = Date.now();
  const createdAt = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    for (let done = 0; done < GROUPS; done += BATCH) {
      const levelsOf: Array<Array<{ quantity_level: number; price_cents: number }>> = [];
      const rows = Array.from({ length: Math.min(BATCH, GROUPS - done) }, (_, i) => {
        const zip = allZips[randomInt(random, 0, allZips.length - 1)]!;
        const price = randomInt(random, 5, 2_000) * 100 - 1;
        const top = randomInt(random, 3, 60) * 10;
        const levels = [0.95, 0.9, 0.85].map((discount, row) => ({
          quantity_level: Math.round((top * (row + 1)) / 3),
          price_cents: Math.round(price * discount),
        }));
        levelsOf.push(levels);
        const booked = randomInt(random, 0, top);
        return {
          category_id: categoryIds[randomInt(random, 0, categoryIds.length - 1)]!,
          product_name: `${NAME_ADJECTIVES[randomInt(random, 0, NAME_ADJECTIVES.length - 1)]} ${
            NAME_WORDS[randomInt(random, 0, NAME_WORDS.length - 1)]
          } ${done + i + 1}`,
          description: 'Benchmark group',
          price_cents: price,
          current_price_cents: levelPriceCents(price, levels, booked),
          shipping_cents: randomInt(random, 0, 20) * 100,
          max_quantity: top * 2,
          quantity_booked: booked,
          // A tenth ended or closed: the listing must skip them, not just never see them.
          end_date: new Date(now + randomInt(random, -5, 60) * 86_400_000).toISOString(),
          status: random() < 0.1 ? ('Closed' as const) : ('Open' as const),
          supplier_zip: zip.zip,
          supplier_street: '1 Bench St',
          supplier_city: 'Bench',
          supplier_state: 'TX',
          latitude: zip.latitude,
          longitude: zip.longitude,
          radius_miles: randomInt(random, 10, 100),
          created_at: createdAt,
        };
      });
      const ids = await trx.insertInto('groups').values(rows).returning('id').execute();
      await trx
        .insertInto('group_levels')
        .values(ids.flatMap(({ id }, row) => levelsOf[row]!.map((level) => ({ group_id: id, ...level }))))
        .execute();
      await trx
        .insertInto('group_images')
        .values(ids.map(({ id }) => ({ group_id: id, path: `/media/groups/${id}-1.svg`, sort_order: 1 })))
        .execute();
    }
  });
}

/** The same 2,000 requests (plus warm-up) for every leg: ZIPs, filters and pages mixed. */
function buildQueries(categoryIds: number[]): GroupListQuery[] {
  const random = seededRandom(7);
  return Array.from({ length: WARM_UP + REQUESTS }, () => {
    const query: GroupListQuery = {
      zip_code: SHOPPER_ZIPS[randomInt(random, 0, SHOPPER_ZIPS.length - 1)]!,
      limit: random() < 0.5 ? 12 : 10,
      offset: randomInt(random, 0, 4),
    };
    const filter = random();
    if (filter < 0.2) query.category = categoryIds[randomInt(random, 0, categoryIds.length - 1)];
    else if (filter < 0.35) {
      query.min = randomInt(random, 0, 500);
      query.max = query.min + randomInt(random, 50, 1500);
    } else if (filter < 0.5) query.product_name = NAME_WORDS[randomInt(random, 0, NAME_WORDS.length - 1)];
    return query;
  });
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    mean: round(sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length),
  };
}

async function runLeg(leg: Leg): Promise<LegResult> {
  const { db } = leg.handle;
  console.info(`[${leg.database}] migrating and inserting ${GROUPS.toLocaleString('en-US')} groups...`);
  const seedStart = performance.now();
  await migrateToLatest(leg.handle);
  const categoryIds = await insertCategories(db);
  await insertGroups(db, categoryIds);
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;

  const config = loadConfig({ LOG_LEVEL: 'silent', MEDIA_DIR: path.join(os.tmpdir(), 'bench-media-unused') });
  const app = await buildServer(config, leg.handle);
  const catalog = createCatalogService(db);
  const queries = buildQueries(categoryIds);
  const http: number[] = [];
  const service: number[] = [];
  let items = 0;
  const throughput: Throughput[] = [];
  try {
    // Interleaved, so both measurements see the same cache and JIT state.
    for (const [i, query] of queries.entries()) {
      const start = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/customer/group-list', payload: query });
      const middle = performance.now();
      await catalog.listGroups(query);
      const end = performance.now();
      if (res.statusCode !== 200) throw new Error(`group-list answered ${res.statusCode}: ${res.body}`);
      if (i >= WARM_UP) {
        http.push(middle - start);
        service.push(end - middle);
        items += (res.json() as { data: unknown[] }).data.length;
      }
    }
    // The same mix again, now with callers in parallel: requests/s through the HTTP stack.
    for (const concurrency of CONCURRENCIES) {
      console.info(`[${leg.database}] throughput at concurrency ${concurrency}...`);
      throughput.push(
        await measureThroughput(THROUGHPUT_REQUESTS, concurrency, async (i) => {
          const query = queries[WARM_UP + (i % REQUESTS)]!;
          const res = await app.inject({ method: 'POST', url: '/api/customer/group-list', payload: query });
          if (res.statusCode !== 200) throw new Error(`group-list answered ${res.statusCode}: ${res.body}`);
        }),
      );
    }
  } finally {
    await app.close();
  }
  return {
    database: leg.database,
    seedSeconds,
    http: figures(http),
    service: figures(service),
    avgItems: Math.round((items / REQUESTS) * 10) / 10,
    throughput,
  };
}

function sqliteLeg(): Leg {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const handle = createDb({ databaseUrl: undefined, sqliteFile: path.join(dir, 'bench.db') });
  return {
    database: 'SQLite',
    handle,
    cleanUp: async () => {
      await handle.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresLeg(url: string): Promise<Leg> {
  // A fresh schema of its own, dropped afterwards: the benchmark never mixes with real data.
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = (statement: string) => runPostgresStatement(url, statement);
  await admin(`create schema ${schema}`);
  const handle = createDb({ databaseUrl: url, sqliteFile: '' }, { pgSchema: schema });
  return {
    database: 'PostgreSQL',
    handle,
    cleanUp: async () => {
      await handle.db.destroy();
      await admin(`drop schema ${schema} cascade`);
    },
  };
}

function section(result: LegResult): string {
  const row = (name: string, f: Figures) => `| ${name} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.mean} |`;
  return [
    `### POST customer/group-list, ${result.database}`,
    '',
    machineStamp(),
    `${GROUPS.toLocaleString('en-US')} groups (3 levels and an image each; loaded in ${result.seedSeconds} s),`,
    `${REQUESTS.toLocaleString('en-US')} sequential requests after ${WARM_UP} warm-up, ${SHOPPER_ZIPS.length} ZIPs,`,
    `half filtered (category, price range or name), pages 0-4; ${result.avgItems} items per answer on average.`,
    '',
    '| measured | p50 ms | p95 ms | p99 ms | mean ms |',
    '| --- | --- | --- | --- | --- |',
    row('app.inject (HTTP stack)', result.http),
    row('service call', result.service),
    '',
    `Throughput through the HTTP stack, the same mix, ${THROUGHPUT_REQUESTS} requests per concurrency:`,
    '',
    throughputTable(result.throughput),
    '',
    `Bar: p95 < ${BAR_P95_MS} ms through the HTTP stack — ${verdict(result.http.p95 < BAR_P95_MS)} (${result.http.p95} ms).`,
  ].join('\n');
}

async function main(): Promise<void> {
  const legs: Array<() => Promise<Leg>> = [async () => sqliteLeg()];
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) legs.push(() => postgresLeg(pgUrl));
  let missed = false;
  const measured: string[] = [];
  for (const makeLeg of legs) {
    const leg = await makeLeg();
    try {
      const result = await runLeg(leg);
      console.info(section(result));
      writeResultsBlock(`group-list-${result.database}`, section(result));
      missed ||= result.http.p95 >= BAR_P95_MS;
      if (result.throughput.length === CONCURRENCIES.length) measured.push(result.database);
    } finally {
      await leg.cleanUp();
    }
  }
  const bothDatabases = measured.includes('SQLite') && measured.includes('PostgreSQL');
  console.info(
    `Bar: group-list throughput at concurrency ${CONCURRENCIES.join(', ')} written down for SQLite and PostgreSQL — ${verdict(bothDatabases)}` +
      (bothDatabases ? '.' : ' (the PostgreSQL leg runs with BENCH_DATABASE_URL set).'),
  );
  // A latency miss fails the run so CI can notice.
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
