import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';

// The owner's figures over a period, each one SQL query over the ledger (`payments`), the
// order lines and the groups, written once for both databases (docs/decisions.md "The
// figures overview"). A period is [fromIso, beforeIso): ledger entries by their time.

export type Period = { fromIso: string; beforeIso: string };

/** PostgreSQL answers counts and sums as bigint text; SQLite as numbers; none as null. */
const num = (value: unknown): number => Number(value ?? 0);

/** Which ledger rows are the period's, by the entry's own time (as `admin/ledger` filters). */
const inPeriod = (period: Period) =>
  sql<boolean>`p.created_at >= ${period.fromIso} and p.created_at < ${period.beforeIso}`;

/** Sums and counts of the period's ledger entries, refunds split by reason as ledger.repository.ts names them. */
export async function ledgerFigures(db: Kysely<Database>, period: Period) {
  const refundOf = (prefix: string) =>
    sql<number>`sum(case when p.kind = 'refund' and p.idempotency_key like ${`${prefix}%`} then p.amount_cents else 0 end)`;
  const row = await db
    .selectFrom('payments as p')
    .select([
      sql<number>`sum(case when p.kind = 'charge' then p.amount_cents else 0 end)`.as('gmv'),
      sql<number>`count(distinct case when p.kind = 'charge' then p.order_id end)`.as('orders'),
      sql<number>`sum(case when p.kind = 'refund' then p.amount_cents else 0 end)`.as('refunded'),
      refundOf('settle-').as('settlement'),
      refundOf('cancelled-').as('cancellation'),
    ])
    .where(inPeriod(period))
    .executeTakeFirstOrThrow();
  const refunded = num(row.refunded);
  const settlement = num(row.settlement);
  const cancellation = num(row.cancellation);
  return {
    gmv: num(row.gmv),
    orders: num(row.orders),
    refunded,
    settlement,
    cancellation,
    // Every other refund is a return's (ledger.repository.ts's ledgerReason).
    returns: refunded - settlement - cancellation,
  };
}

/** The period's ledger per UTC day: charges (count and cents) and refunds (count and cents). */
export async function ledgerDays(db: Kysely<Database>, period: Period) {
  const day = sql<string>`substr(p.created_at, 1, 10)`;
  const rows = await db
    .selectFrom('payments as p')
    .select([
      day.as('day'),
      sql<number>`sum(case when p.kind = 'charge' then 1 else 0 end)`.as('orders'),
      sql<number>`sum(case when p.kind = 'charge' then p.amount_cents else 0 end)`.as('charged'),
      sql<number>`sum(case when p.kind = 'refund' then 1 else 0 end)`.as('refunds'),
      sql<number>`sum(case when p.kind = 'refund' then p.amount_cents else 0 end)`.as('refunded'),
    ])
    .where(inPeriod(period))
    .groupBy(day)
    .execute();
  return new Map(
    rows.map((row) => [
      row.day,
      { orders: num(row.orders), charged: num(row.charged), refunds: num(row.refunds), refunded: num(row.refunded) },
    ]),
  );
}

/** The lines of the orders charged in the period, and how many of them have any refund in the ledger. */
export async function lineRefundFigures(db: Kysely<Database>, period: Period) {
  const row = await db
    .selectFrom('order_lines as l')
    .select((eb) => [
      eb.fn.countAll().as('lines'),
      eb.fn
        .sum(
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('payments as r')
                  .select('r.id')
                  .whereRef('r.order_line_id', '=', 'l.id')
                  .where('r.kind', '=', 'refund'),
              ),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('refunded'),
    ])
    .where('l.order_id', 'in', (eb) =>
      eb.selectFrom('payments as p').select('p.order_id').where('p.kind', '=', 'charge').where(inPeriod(period)),
    )
    .executeTakeFirstOrThrow();
  return { lines: num(row.lines), refunded: num(row.refunded) };
}

/**
 * Groups open at some time in the period (created before its end, ending on or after its
 * start), by the price level their booked units are at: the 1-based row holding them as
 * catalog/price-level.ts's currentLevelIndex has it (0 booked counts as 1; above the top
 * level, the top), 0 for a group without levels. Each with the sum of their fill in
 * hundredths of a percent, each group's share rounded down (integer division on both).
 */
export async function groupFillByLevel(db: Kysely<Database>, period: Period) {
  const perGroup = db
    .selectFrom('groups as g')
    .select((eb) => [
      sql<number>`g.quantity_booked * 10000 / g.max_quantity`.as('fill'),
      eb
        .selectFrom('group_levels as v')
        .select(eb.fn.countAll().as('n'))
        .whereRef('v.group_id', '=', 'g.id')
        .as('levels'),
      eb
        .selectFrom('group_levels as v')
        .select(eb.fn.countAll().as('n'))
        .whereRef('v.group_id', '=', 'g.id')
        .where(sql<boolean>`v.quantity_level < case when g.quantity_booked > 1 then g.quantity_booked else 1 end`)
        .as('below'),
    ])
    .where('g.created_at', '<', period.beforeIso)
    .where('g.end_date', '>=', period.fromIso);
  const level = sql<number>`case when f.levels = 0 then 0 when f.below + 1 > f.levels then f.levels else f.below + 1 end`;
  const rows = await db
    .selectFrom(perGroup.as('f'))
    .select((eb) => [level.as('level'), eb.fn.countAll().as('groups'), eb.fn.sum('f.fill').as('fill')])
    .groupBy(level)
    .orderBy(level)
    .execute();
  return rows.map((row) => ({ level: num(row.level), groups: num(row.groups), fill: num(row.fill) }));
}

/** Seconds from `from` to `to`, two ISO timestamps held as text, in the database's own date arithmetic. */
function secondsBetween(onPostgres: boolean, from: string, to: string) {
  const [a, b] = [sql.ref(from), sql.ref(to)];
  return onPostgres
    ? sql<number>`round(extract(epoch from (${b}::timestamptz - ${a}::timestamptz)))`
    : sql<number>`round((julianday(${b}) - julianday(${a})) * 86400)`;
}

/**
 * Settlement's lag over the groups whose last line was settled in the period (and none
 * left unsettled): from the group's end date to that last settlement, never below 0 (a
 * group an operator closed before its end date and settled at once waited nothing).
 * Median and 90th percentile by nearest rank (the ⌈p·n⌉-th smallest, in integers:
 * (p·n + 99) / 100), with window functions both databases have.
 */
export async function settlementLag(db: Kysely<Database>, period: Period) {
  const onPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const lag = secondsBetween(onPostgres, 'g.end_date', 'last_settled');
  const row = await db
    .with('settled', (qb) =>
      qb
        .selectFrom('groups as g')
        .innerJoin('order_lines as l', 'l.group_id', 'g.id')
        .select((eb) => ['g.id', 'g.end_date', eb.fn.max('l.settled_at').as('last_settled')])
        .groupBy(['g.id', 'g.end_date'])
        .having((eb) => eb(eb.fn.count('l.settled_at'), '=', eb.fn.countAll()))
        .having((eb) => eb.fn.max('l.settled_at'), '>=', period.fromIso)
        .having((eb) => eb.fn.max('l.settled_at'), '<', period.beforeIso),
    )
    .with('lags', (qb) =>
      qb.selectFrom('settled as g').select(sql<number>`case when ${lag} < 0 then 0 else ${lag} end`.as('seconds')),
    )
    .with('ranked', (qb) =>
      qb.selectFrom('lags').select((eb) => [
        'seconds',
        eb.fn
          .agg<number>('row_number')
          .over((ob) => ob.orderBy('seconds'))
          .as('pos'),
        eb.fn.countAll().over().as('n'),
      ]),
    )
    .selectFrom('ranked')
    .select((eb) => [
      eb.fn.max('n').as('groups'),
      sql<number>`max(case when pos = (n * 50 + 99) / 100 then seconds end)`.as('median'),
      sql<number>`max(case when pos = (n * 90 + 99) / 100 then seconds end)`.as('p90'),
      eb.fn.max('seconds').as('longest'),
    ])
    .executeTakeFirstOrThrow();
  return {
    groups: num(row.groups),
    median: num(row.median),
    p90: num(row.p90),
    max: num(row.longest),
  };
}

/**
 * The groups with the most GMV in the period: their lines of the orders charged in it,
 * what each line charged (db/line-charge.ts's columns), most first, then by id.
 */
export async function topGroups(db: Kysely<Database>, period: Period, limit = 5) {
  const charged = sql<number>`sum(l.price_cents * l.quantity + l.tax_cents + l.shipping_cents + l.platform_fee_cents)`;
  const rows = await db
    .selectFrom('order_lines as l')
    .innerJoin('groups as g', 'g.id', 'l.group_id')
    .select((eb) => ['g.id', 'g.product_name', eb.fn.sum('l.quantity').as('units'), charged.as('gmv')])
    .where('l.order_id', 'in', (eb) =>
      eb.selectFrom('payments as p').select('p.order_id').where('p.kind', '=', 'charge').where(inPeriod(period)),
    )
    .groupBy(['g.id', 'g.product_name'])
    .orderBy(charged, 'desc')
    .orderBy('g.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    group_id: row.id,
    product_name: row.product_name,
    units: num(row.units),
    gmv_cents: num(row.gmv),
  }));
}
