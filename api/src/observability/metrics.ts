import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { LATENCY_BUCKETS_SECONDS } from '@shop/server-kit/latency-buckets';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DbHandle } from '../db/kysely';
import { mailQueueDepth } from '../modules/mail/mail-outbox.repository';

/**
 * The API's Prometheus metrics (prom-client), served on their own port (metrics-server.ts),
 * never on the public one. Request figures are this process's; the shop's money figures
 * (orders, refunds, settlement lag) are read from the database at each scrape, so they are
 * exact and the same on every instance: take them from one (docs/decisions.md, "Production mode": Metrics).
 */
export function createApiMetrics(app: FastifyInstance, handle: DbHandle): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API requests by route pattern, method and status, and how long they took',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'API answers of 4xx and 5xx, by status',
    labelNames: ['status_code'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids and search text would make a series each.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 400) errors.inc({ status_code: String(reply.statusCode) });
  });

  const pool = handle.pgPool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  const fromDatabase = (name: string, help: string, read: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  const db = handle.db;
  const sumOf = async (kind: 'charge' | 'refund', what: 'count' | 'cents') => {
    const row = await db
      .selectFrom('payments')
      .select((eb) =>
        (what === 'count' ? eb.fn.countAll() : eb.fn.coalesce(eb.fn.sum('amount_cents'), sql.lit(0))).as('n'),
      )
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  fromDatabase('shop_orders_placed', 'Orders placed, all time (from the database)', async () => {
    const row = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      // Not those held for their card's 3-D Secure or released unpaid (migration 019).
      .where('payment_state', '=', 'placed')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
  fromDatabase('shop_charged_cents', 'Cents charged for orders, all time (the payments ledger)', () =>
    sumOf('charge', 'cents'),
  );
  fromDatabase('shop_refunds', 'Refunds made, all time (the payments ledger)', () => sumOf('refund', 'count'));
  fromDatabase('shop_refunded_cents', 'Cents refunded, all time (the payments ledger)', () => sumOf('refund', 'cents'));
  fromDatabase(
    'shop_settlement_lag_seconds',
    'How long the oldest closed group with unsettled lines has waited since its end (0 when none)',
    async () => {
      const row = await db
        .selectFrom('groups as g')
        .innerJoin('order_lines as l', 'l.group_id', 'g.id')
        .select((eb) => eb.fn.min('g.end_date').as('oldest'))
        .where('g.status', '=', 'Closed')
        .where('l.settled_at', 'is', null)
        .executeTakeFirst();
      const oldest = row?.oldest ? Date.parse(String(row.oldest)) : NaN;
      return Number.isNaN(oldest) ? 0 : Math.max(0, (Date.now() - oldest) / 1000);
    },
  );
  fromDatabase('shop_charges_to_return', 'Charges an outage left without an order, not given back yet', async () => {
    const row = await db
      .selectFrom('charges_to_return')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('returned_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
  // The mail queue (docs/decisions.md#jobs): mail waiting to be sent (including retries
  // in their backoff) and mail given up after its tries, which an operator should look at.
  new Gauge({
    name: 'shop_mail_queue',
    help: 'Outgoing mail by state: queued (waiting or retrying) and failed (gave up, see `admin mail:list --failed`)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const depth = await mailQueueDepth(db);
      this.set({ state: 'queued' }, depth.queued);
      this.set({ state: 'failed' }, depth.failed);
    },
  });
  return registry;
}
