import type { Kysely } from 'kysely';
import { LINE_CHARGE_COLUMNS } from '../../db/line-charge';
import type { Database } from '../../db/types';
import { levelPriceCents } from '../catalog/price-level';
import { levelsByGroup } from '../catalog/price-levels.repository';
import { groupIsOpenSql } from '../catalog/group-open';
import { linePaidCents } from '../payments/line-refunds';
import { SETTLEMENT_REFUND_COLUMNS } from '../settlement/settlement.repository';
import { lineSettlementRefundCents } from '../settlement/settlement.service';
import { badRequest } from '../../lib/http-error';
import {
  groupFillByLevel,
  ledgerDays,
  ledgerFigures,
  lineRefundFigures,
  settlementLag,
  topGroups,
  type Period,
} from './admin-figures.repository';
import {
  OVERVIEW_DAYS,
  OVERVIEW_MAX_DAYS,
  type AdminOverview,
  type OverviewDay,
  type OverviewQuery,
} from './admin-overview-view';

// The console's Overview: the shop's state in a few figures, each read straight from the
// tables the screens list (docs/decisions.md, "Operator console: Overview").

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** PostgreSQL answers counts and sums as bigint text; SQLite as numbers; none as null. */
const num = (value: unknown): number => Number(value ?? 0);

/** The UTC day (YYYY-MM-DD) of an ISO timestamp. */
const dayOf = (iso: string) => iso.slice(0, 10);

const nextDayIso = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();

/** n / d in integers, rounded half up (both non-negative): ⌊(2n + d) / 2d⌋; 0 when d is 0. */
export const divideHalfUp = (n: number, d: number): number => (d === 0 ? 0 : Math.floor((2 * n + d) / (2 * d)));

/**
 * The period asked for, as UTC days: `to` defaults to today, `from` to OVERVIEW_DAYS days
 * up to `to`. A 400 names what is wrong: days out of order, or more than OVERVIEW_MAX_DAYS.
 */
export function periodOf(query: OverviewQuery, now: Date) {
  const to = query.to ?? dayOf(now.toISOString());
  const from =
    query.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - (OVERVIEW_DAYS - 1) * DAY_MS).toISOString());
  if (from > to) throw badRequest(`from (${from}) must not be after to (${to})`);
  const dayCount = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  if (dayCount > OVERVIEW_MAX_DAYS) {
    throw badRequest(
      `The period from ${from} to ${to} is ${dayCount} days; at most ${OVERVIEW_MAX_DAYS} days are allowed`,
    );
  }
  return { from, to, dayCount };
}

export function createAdminOverviewService(db: Kysely<Database>) {
  const startOfDay = (now: Date) => `${dayOf(now.toISOString())}T00:00:00.000Z`;

  async function groupCounts(nowIso: string, soonIso: string) {
    const row = await db
      .selectFrom('groups as g')
      .select((eb) => [
        eb.fn.countAll().as('open'),
        eb.fn.sum(eb.case().when('g.end_date', '<=', soonIso).then(1).else(0).end()).as('closing'),
      ])
      .where(groupIsOpenSql('g', nowIso))
      .executeTakeFirstOrThrow();
    return { open: num(row.open), closing: num(row.closing) };
  }

  async function unitsBookedSince(sinceIso: string): Promise<number> {
    const row = await db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.sum('quantity').as('units'))
      .where('created_at', '>=', sinceIso)
      .where('status', '!=', 'cancelled')
      .executeTakeFirstOrThrow();
    return num(row.units);
  }

  async function ledgerTotals() {
    const rows = await db
      .selectFrom('payments')
      .select((eb) => ['kind', eb.fn.sum('amount_cents').as('cents')])
      .groupBy('kind')
      .execute();
    const of = (kind: string) => num(rows.find((row) => row.kind === kind)?.cents);
    return { charged: of('charge'), refunded: of('refund') };
  }

  /**
   * Refunds owed but not made yet: what settlement will give back on the unsettled lines
   * of ended groups (computed as settlement computes it), and what is left of lines
   * whose return was accepted.
   */
  async function refundsDue(nowIso: string) {
    const unsettled = await db
      .selectFrom('order_lines as l')
      .innerJoin('groups as g', 'g.id', 'l.group_id')
      .select([...SETTLEMENT_REFUND_COLUMNS, 'g.end_date'])
      .where('l.settled_at', 'is', null)
      .where((eb) => eb.or([eb('g.status', '=', 'Closed'), eb('g.end_date', '<=', nowIso)]))
      .execute();
    const levels = await levelsByGroup(db, [...new Set(unsettled.map((line) => line.group_id))]);
    let settlement = 0;
    let oldestEnd: string | null = null;
    for (const line of unsettled) {
      if (oldestEnd === null || line.end_date < oldestEnd) oldestEnd = line.end_date;
      const final = levelPriceCents(line.group_price_cents, levels.get(line.group_id) ?? [], line.quantity_booked);
      settlement += lineSettlementRefundCents(line, final);
    }
    const returns = await db
      .selectFrom('order_lines')
      .select([...LINE_CHARGE_COLUMNS, 'refunded_cents'])
      .where('status', 'in', ['return_accepted', 'return_in_progress'])
      .execute();
    const returnsDue = returns.reduce((sum, line) => sum + linePaidCents(line) - line.refunded_cents, 0);
    return { cents: settlement + returnsDue, awaiting: unsettled.length, oldestEnd };
  }

  async function pending() {
    const documents = await db
      .selectFrom('customer_documents')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'Pending')
      .executeTakeFirstOrThrow();
    const returns = await db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'return_requested')
      .executeTakeFirstOrThrow();
    return { documents: num(documents.n), returns: num(returns.n) };
  }

  /** Every UTC day of the period, oldest first (zeros included), from the ledger. */
  async function days(period: Period, dayCount: number): Promise<OverviewDay[]> {
    const byDay = await ledgerDays(db, period);
    return Array.from({ length: dayCount }, (_, index) => {
      const date = dayOf(new Date(Date.parse(period.fromIso) + index * DAY_MS).toISOString());
      const day = byDay.get(date) ?? { orders: 0, charged: 0, refunds: 0, refunded: 0 };
      return {
        date,
        orders: day.orders,
        sales_cents: day.charged,
        refunds: day.refunds,
        refunded_cents: day.refunded,
        net_revenue_cents: day.charged - day.refunded,
      };
    });
  }

  /** The period's figures (docs/decisions.md "The figures overview"). */
  async function periodFigures(period: Period) {
    const ledger = await ledgerFigures(db, period);
    const lines = await lineRefundFigures(db, period);
    const levels = await groupFillByLevel(db, period);
    const lag = await settlementLag(db, period);
    const groups = levels.reduce((sum, row) => sum + row.groups, 0);
    const withLevels = levels.filter((row) => row.level > 0);
    return {
      gmv_cents: ledger.gmv,
      refunded_cents: ledger.refunded,
      settlement_refunded_cents: ledger.settlement,
      cancellation_refunded_cents: ledger.cancellation,
      return_refunded_cents: ledger.returns,
      net_revenue_cents: ledger.gmv - ledger.refunded,
      orders: ledger.orders,
      average_order_cents: divideHalfUp(ledger.gmv, ledger.orders),
      refund_rate_basis_points: divideHalfUp(ledger.refunded * 10_000, ledger.gmv),
      lines: lines.lines,
      lines_refunded: lines.refunded,
      fill: {
        groups,
        average_fill_basis_points: Math.floor(levels.reduce((sum, row) => sum + row.fill, 0) / Math.max(groups, 1)),
        levels: withLevels.map((row) => ({
          level: row.level,
          groups: row.groups,
          reached: withLevels.filter((other) => other.level >= row.level).reduce((sum, other) => sum + other.groups, 0),
        })),
      },
      settlement_lag: { groups: lag.groups, median_seconds: lag.median, p90_seconds: lag.p90, max_seconds: lag.max },
      top_groups: await topGroups(db, period),
    };
  }

  return {
    async read(query: OverviewQuery = {}, now = new Date()): Promise<AdminOverview> {
      const nowIso = now.toISOString();
      const { from, to, dayCount } = periodOf(query, now);
      const period = { fromIso: `${from}T00:00:00.000Z`, beforeIso: nextDayIso(to) };
      const groups = await groupCounts(nowIso, new Date(now.getTime() + 48 * HOUR_MS).toISOString());
      const ledger = await ledgerTotals();
      const due = await refundsDue(nowIso);
      const waiting = await pending();
      return {
        open_groups: groups.open,
        groups_closing_soon: groups.closing,
        units_booked_today: await unitsBookedSince(startOfDay(now)),
        gross_sales_cents: ledger.charged,
        refunds_made_cents: ledger.refunded,
        refunds_due_cents: due.cents,
        lines_awaiting_settlement: due.awaiting,
        // How long the oldest unsettled line has waited since its group ended.
        settlement_lag_seconds: due.oldestEnd
          ? Math.max(0, Math.floor((now.getTime() - Date.parse(due.oldestEnd)) / 1000))
          : 0,
        pending_documents: waiting.documents,
        pending_returns: waiting.returns,
        from,
        to,
        ...(await periodFigures(period)),
        days: await days(period, dayCount),
      };
    },
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
