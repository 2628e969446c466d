import { machineStamp, verdict, writeResultsBlock } from './results';
import { CONCURRENCIES, measureThroughput, throughputTable, type Throughput } from './throughput';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig } from '../api/src/config/config';
import { createDb, type DbHandle } from '../api/src/db/kysely';
import { migrateToLatest } from '../api/src/db/migrations/migrator';
import { runPostgresStatement } from '../api/src/db/postgres-statement';
import { createCatalogService } from '../api/src/modules/catalog/catalog.service';
import { buildServer } from '../api/src/server';
import { loadCatalogue } from './catalogue-load';
import {
  detailRequests,
  listingPageQueries,
  listingQueries,
  searchRequests,
  SEARCH_TEXTS,
  SHOPPER_ZIPS,
  suggestionRequests,
} from './catalogue-requests';
import { benchCategories } from './catalogue-rows';
import { cpuClock, type CpuClock } from './cpu-clock';
import { figures, measure, timed, type Figures } from './latency';
import { plansMarkdown, type PlannedRequest } from './plan-report';
import { explain, recordingHandle } from './query-plans';

// The catalogue's bars (bench/README.md#bars) at a million groups: the listing
// (POST customer/group-list) p95 under 25 ms, a group's page (GET group/{id}) under 10 ms
// and a search (POST customer/group-page with product_name, as the shop's search page asks)
// under 50 ms, each through the HTTP stack (app.inject), on PostgreSQL and SQLite; the
// listing's throughput at concurrency 1, 8 and 32. Builds its own database (never touches
// data/ or another run's tables), writes bench/RESULTS.md with the query plans of a few
// requests (EXPLAIN ANALYZE on PostgreSQL, EXPLAIN QUERY PLAN on SQLite).

/** Groups loaded on PostgreSQL. */
const PG_GROUPS = Number(process.env.BENCH_GROUPS ?? 1_000_000);
/**
 * Groups loaded on SQLite: as many as on PostgreSQL unless told otherwise. Its load is one
 * writer inserting every row through the FTS5 triggers of migration 022 (about 5 minutes
 * for a million on 2 busy cores; bench/RESULTS.md says how long it took).
 */
const SQLITE_GROUPS = Number(process.env.BENCH_SQLITE_GROUPS ?? PG_GROUPS);
const LISTING_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const DETAIL_REQUESTS = 1_000;
const SEARCH_REQUESTS = 500;
const PAGE_REQUESTS = 500;
const SUGGESTION_REQUESTS = 300;
/** Requests per concurrency of the throughput figures. */
const THROUGHPUT_REQUESTS = Number(process.env.BENCH_THROUGHPUT_REQUESTS ?? 1_000);
/** Unmeasured requests before each kind's figures: a tenth of them. */
const warmUpOf = (count: number) => Math.round(count / 10);
const BARS = { listing: 25, detail: 10, search: 50 } as const;

type Leg = {
  database: 'SQLite' | 'PostgreSQL';
  handle: DbHandle;
  groups: number;
  /** Whether the catalogue is there already (BENCH_SCHEMA names a schema loaded by an earlier run). */
  loaded: boolean;
  /** The CPU time of answering: the API's process, and PostgreSQL's for its connections. */
  clock: CpuClock;
  cleanUp: () => Promise<void>;
};

type LegResult = {
  database: string;
  cpuCovers: CpuClock['covers'];
  groups: number;
  loadSeconds: number | null;
  listing: Figures;
  listingService: Figures;
  avgItems: number;
  detail: Figures;
  search: Figures;
  pages: Figures;
  suggestions: Figures;
  throughput: Throughput[];
  plans: string;
};

const postJson = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });

/** The listing's mix through the HTTP stack and, right after each, the same query as a bare service call. */
async function measureListing(app: FastifyInstance, leg: Leg) {
  const catalog = createCatalogService(leg.handle.db);
  const queries = listingQueries(LISTING_REQUESTS + warmUpOf(LISTING_REQUESTS), benchCategories());
  const http: number[] = [];
  const httpCpu: number[] = [];
  const service: number[] = [];
  const serviceCpu: number[] = [];
  let items = 0;
  for (const [i, query] of queries.entries()) {
    const { ms, cpuMs, body } = await timed(app, postJson('/api/customer/group-list', query), leg.clock);
    const cpuStart = leg.clock.now();
    const start = performance.now();
    await catalog.listGroups(query);
    const serviceMs = performance.now() - start;
    const serviceCpuMs = leg.clock.now() - cpuStart;
    if (i < warmUpOf(LISTING_REQUESTS)) continue;
    http.push(ms);
    httpCpu.push(cpuMs);
    service.push(serviceMs);
    serviceCpu.push(serviceCpuMs);
    items += (JSON.parse(body) as { data: unknown[] }).data.length;
  }
  return {
    listing: figures(http, httpCpu),
    listingService: figures(service, serviceCpu),
    avgItems: Math.round((items / LISTING_REQUESTS) * 10) / 10,
  };
}

/** The shop's listing by cursor: each query's page `offset`, reached by the cursors of the pages before it (unmeasured). */
async function measurePages(app: FastifyInstance, clock: CpuClock) {
  const queries = listingPageQueries(PAGE_REQUESTS + warmUpOf(PAGE_REQUESTS), benchCategories());
  const samples: number[] = [];
  const cpu: number[] = [];
  for (const [i, { offset, ...query }] of queries.entries()) {
    let after: string | undefined;
    for (let page = 0; page < offset; page++) {
      const { body } = await timed(app, postJson('/api/customer/group-page', { ...query, after }));
      after = (JSON.parse(body) as { data: { end_cursor: string | null } }).data.end_cursor ?? undefined;
      if (!after) break;
    }
    const { ms, cpuMs } = await timed(app, postJson('/api/customer/group-page', { ...query, after }), clock);
    if (i < warmUpOf(PAGE_REQUESTS)) continue;
    samples.push(ms);
    cpu.push(cpuMs);
  }
  return figures(samples, cpu);
}

/** A few requests of each kind with the plans of every statement they send (the app on a recording handle). */
async function planRequests(leg: Leg): Promise<string> {
  const recording = recordingHandle(leg.handle);
  const app = await buildServer(benchConfig(), recording.handle);
  const requests: Array<[string, InjectOptions]> = [
    ['listing, Manhattan, page 3', postJson('/api/customer/group-list', { zip_code: '10001', limit: 12, offset: 2 })],
    [
      'listing, Manhattan, a category',
      postJson('/api/customer/group-list', { zip_code: '10001', limit: 12, offset: 0, category: 6 }),
    ],
    [
      'listing, Chicago, a price range',
      postJson('/api/customer/group-list', { zip_code: '60601', limit: 10, offset: 1, min: 100, max: 300 }),
    ],
    ['listing, rural Montana', postJson('/api/customer/group-list', { zip_code: '59001', limit: 12, offset: 0 })],
    [
      'listing, Dallas, a name',
      postJson('/api/customer/group-list', { zip_code: '75201', limit: 12, offset: 0, product_name: 'Blender' }),
    ],
    ['group page', { method: 'GET', url: `/api/group/${Math.ceil(leg.groups / 3)}` }],
    [
      'search, Manhattan',
      postJson('/api/customer/group-page', { zip_code: '10001', limit: 12, product_name: SEARCH_TEXTS[0] }),
    ],
    [
      'search with typos, Manhattan',
      postJson('/api/customer/group-page', { zip_code: '10001', limit: 12, product_name: SEARCH_TEXTS[1] }),
    ],
    [
      'search, two words, Chicago',
      postJson('/api/customer/group-page', { zip_code: '60601', limit: 12, product_name: SEARCH_TEXTS[2] }),
    ],
    [
      'search, rural Montana',
      postJson('/api/customer/group-page', { zip_code: '59001', limit: 12, product_name: SEARCH_TEXTS[3] }),
    ],
    [
      'shop listing by cursor, Manhattan, first page',
      postJson('/api/customer/group-page', { zip_code: '10001', limit: 12 }),
    ],
    ['suggestions, Manhattan', { method: 'GET', url: '/api/customer/product-search/keyb?zip_code=10001' }],
  ];
  const planned: PlannedRequest[] = [];
  try {
    // The shop's next page: after the first page's last card.
    const first = await timed(app, postJson('/api/customer/group-page', { zip_code: '10001', limit: 12 }));
    const after = (JSON.parse(first.body) as { data: { end_cursor: string } }).data.end_cursor;
    requests.push([
      'shop listing by cursor, Manhattan, next page',
      postJson('/api/customer/group-page', { zip_code: '10001', limit: 12, after }),
    ]);
    for (const [title, request] of requests) {
      await timed(app, request); // warm, like the figures' requests
      const stop = recording.record();
      await timed(app, request);
      const plans = [];
      for (const query of stop()) plans.push(await explain(leg.handle, query));
      const body = request.payload ? ` ${JSON.stringify(request.payload)}` : '';
      planned.push({ title, request: `${request.method} ${request.url}${body}`, plans });
    }
  } finally {
    await app.close();
  }
  return plansMarkdown(planned, leg.handle.dialect);
}

function benchConfig() {
  return loadConfig({ LOG_LEVEL: 'silent', MEDIA_DIR: path.join(os.tmpdir(), 'bench-media-unused') });
}

async function runLeg(leg: Leg): Promise<LegResult> {
  const count = leg.groups.toLocaleString('en-US');
  console.info(`[${leg.database}] migrating${leg.loaded ? '' : ` and loading ${count} groups`}...`);
  const loadStart = performance.now();
  await migrateToLatest(leg.handle);
  if (!leg.loaded) await loadCatalogue(leg.handle, leg.groups, Date.now());
  const loadSeconds = leg.loaded ? null : Math.round((performance.now() - loadStart) / 100) / 10;

  const app = await buildServer(benchConfig(), leg.handle);
  let measured;
  try {
    console.info(`[${leg.database}] the listing's mix (${LISTING_REQUESTS} requests)...`);
    const listing = await measureListing(app, leg);
    console.info(`[${leg.database}] group pages, searches, listing pages by cursor, suggestions...`);
    const detail = await measure(
      app,
      detailRequests(DETAIL_REQUESTS + warmUpOf(DETAIL_REQUESTS), leg.groups),
      warmUpOf(DETAIL_REQUESTS),
      leg.clock,
    );
    const search = await measure(
      app,
      searchRequests(SEARCH_REQUESTS + warmUpOf(SEARCH_REQUESTS)),
      warmUpOf(SEARCH_REQUESTS),
      leg.clock,
    );
    const pages = await measurePages(app, leg.clock);
    const suggestions = await measure(
      app,
      suggestionRequests(SUGGESTION_REQUESTS + warmUpOf(SUGGESTION_REQUESTS)),
      warmUpOf(SUGGESTION_REQUESTS),
      leg.clock,
    );
    // The listing's mix again, now with callers in parallel: requests/s through the HTTP stack.
    const queries = listingQueries(THROUGHPUT_REQUESTS, benchCategories());
    const throughput: Throughput[] = [];
    for (const concurrency of CONCURRENCIES) {
      console.info(`[${leg.database}] throughput at concurrency ${concurrency}...`);
      throughput.push(
        await measureThroughput(THROUGHPUT_REQUESTS, concurrency, async (i) => {
          await timed(app, postJson('/api/customer/group-list', queries[i]!));
        }),
      );
    }
    measured = { ...listing, detail, search, pages, suggestions, throughput };
  } finally {
    await app.close();
  }
  console.info(`[${leg.database}] query plans...`);
  const plans = await planRequests(leg);
  return { database: leg.database, cpuCovers: leg.clock.covers, groups: leg.groups, loadSeconds, ...measured, plans };
}

function sqliteLeg(): Leg {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const handle = createDb({ databaseUrl: undefined, sqliteFile: path.join(dir, 'bench.db') });
  return {
    database: 'SQLite',
    handle,
    groups: SQLITE_GROUPS,
    loaded: false,
    // SQLite answers inside this process.
    clock: cpuClock(),
    cleanUp: async () => {
      await handle.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh schema of its own, dropped afterwards, so the benchmark never mixes with real
 * data; or, with BENCH_SCHEMA, that schema, kept (loaded by the first run that names it,
 * migrated and measured by every run: for comparing changes without loading again).
 */
async function postgresLeg(url: string): Promise<Leg> {
  const kept = process.env.BENCH_SCHEMA;
  const schema = kept ?? `bench_${randomBytes(6).toString('hex')}`;
  const admin = (statement: string) => runPostgresStatement(url, statement);
  await admin(`create schema if not exists ${schema}`);
  const handle = createDb({ databaseUrl: url, sqliteFile: '' }, { pgSchema: schema });
  const clock = cpuClock(handle.pgPool);
  const loaded =
    kept !== undefined &&
    (await handle.pgPool!.query(`select to_regclass('${schema}.groups') is not null as found`)).rows[0]?.found ===
      true &&
    Number((await handle.pgPool!.query(`select count(*) as n from ${schema}.groups`)).rows[0]?.n) === PG_GROUPS;
  return {
    database: 'PostgreSQL',
    handle,
    groups: PG_GROUPS,
    loaded,
    clock,
    cleanUp: async () => {
      await handle.db.destroy();
      if (!kept) await admin(`drop schema ${schema} cascade`);
    },
  };
}

function section(result: LegResult): string {
  const row = (name: string, f: Figures, bar?: number) =>
    `| ${name} | ${f.count} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.mean} | ${f.cpu} | ${bar === undefined ? '' : `< ${bar}: ${verdict(f.p95 < bar)}`} |`;
  const load =
    result.loadSeconds === null
      ? 'loaded by an earlier run (BENCH_SCHEMA)'
      : `migrated and loaded in ${result.loadSeconds} s`;
  return [
    `### The catalogue at ${result.groups.toLocaleString('en-US')} groups, ${result.database}`,
    '',
    machineStamp(),
    `${result.groups.toLocaleString('en-US')} groups (3 levels and an image each; ${load}), the demo shop's products and a few more`,
    `at random US ZIP codes. Every request through the HTTP stack (app.inject), one after another, after a tenth as many`,
    `unmeasured: the listing's mix over ${SHOPPER_ZIPS.length} ZIPs (half filtered by category, price range or name, pages 0-4,`,
    `${result.avgItems} items per answer on average), group pages of random groups, searches (${SEARCH_TEXTS.length} texts from the`,
    `shoppers' ZIPs, the first page of 12 with its total, as the shop's search page asks), the shop's listing by cursor`,
    `(its page 0-4 of 12, reached by the cursors before it) and the search box's suggestions. CPU ms: the mean CPU time`,
    `of a request, ${result.cpuCovers === 'process' ? "this process's (the API and SQLite)" : "this process's (the API) and PostgreSQL's processes serving it"},`,
    `which the machine's other load does not stretch the way it stretches the latencies (bench/cpu-clock.ts).`,
    '',
    '| request | n | p50 ms | p95 ms | p99 ms | mean ms | CPU ms | bar (p95) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    row('listing `POST customer/group-list`', result.listing, BARS.listing),
    row('listing, the service call alone', result.listingService),
    row('group page `GET group/{id}`', result.detail, BARS.detail),
    row('search `POST customer/group-page` with `product_name`', result.search, BARS.search),
    row('listing by cursor `POST customer/group-page`', result.pages),
    row('suggestions `GET customer/product-search/{text}`', result.suggestions),
    '',
    `Throughput of the listing's mix through the HTTP stack, ${THROUGHPUT_REQUESTS} requests per concurrency:`,
    '',
    throughputTable(result.throughput),
    '',
    `Bars: listing p95 < ${BARS.listing} ms — ${verdict(result.listing.p95 < BARS.listing)} (${result.listing.p95} ms); ` +
      `group page p95 < ${BARS.detail} ms — ${verdict(result.detail.p95 < BARS.detail)} (${result.detail.p95} ms); ` +
      `search p95 < ${BARS.search} ms — ${verdict(result.search.p95 < BARS.search)} (${result.search.p95} ms).`,
    '',
    `#### Query plans, ${result.database}`,
    '',
    'Each statement a request sends, what it reads, and its plan (run again right after the request):',
    '',
    result.plans,
  ].join('\n');
}

const missesABar = (result: LegResult) =>
  result.listing.p95 >= BARS.listing || result.detail.p95 >= BARS.detail || result.search.p95 >= BARS.search;

async function main(): Promise<void> {
  const legs: Array<() => Promise<Leg>> = [];
  if (process.env.BENCH_SQLITE !== '0') legs.push(async () => sqliteLeg());
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) legs.push(() => postgresLeg(pgUrl));
  let missed = false;
  const measured: string[] = [];
  for (const makeLeg of legs) {
    const leg = await makeLeg();
    try {
      const result = await runLeg(leg);
      const markdown = section(result);
      console.info(markdown.slice(0, markdown.indexOf('#### Query plans')));
      writeResultsBlock(`group-list-${result.database}`, markdown);
      missed ||= missesABar(result);
      if (result.throughput.length === CONCURRENCIES.length) measured.push(result.database);
    } finally {
      await leg.cleanUp();
    }
  }
  const bothDatabases = measured.includes('SQLite') && measured.includes('PostgreSQL');
  console.info(
    `Bar: group-list throughput at concurrency ${CONCURRENCIES.join(', ')} written down for SQLite and PostgreSQL — ${verdict(bothDatabases)}` +
      (bothDatabases
        ? '.'
        : ' (the PostgreSQL leg runs with BENCH_DATABASE_URL set, the SQLite leg unless BENCH_SQLITE=0).'),
  );
  // A latency miss fails the run so CI can notice.
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
