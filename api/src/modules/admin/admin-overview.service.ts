import { sql, type Kysely } from 'kysely';
import { LINE_CHARGE_COLUMNS } from '../../db/line-charge';
import type { Database } from '../../db/types';
import { levelPriceCents } from '../catalog/price-level';
import { levelsByGroup } from '../catalog/price-levels.repository';
import { groupIsOpenSql } from '../catalog/group-open';
import { linePaidCents } from '../payments/line-refunds';
import { SETTLEMENT_REFUND_COLUMNS } from '../settlement/settlement.repository';
import { lineSettlementRefundCents } from '../settlement/settlement.service';
import { OVERVIEW_DAYS, type AdminOverview, type OverviewDay } from './admin-overview-view';

// The console's Overview: the shop's state in a few figures, each read straight from the
// tables the screens list (docs/decisions.md, "Operator console: Overview").

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** PostgreSQL answers counts and sums as bigint text; SQLite as numbers; none as null. */
const num = (value: unknown): number => Number(value ?? 0);

/** The UTC day (YYYY-MM-DD) of an ISO timestamp. */
const dayOf = (iso: string) => iso.slice(0, 10);

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

  /** Orders and refunds per UTC day, oldest first, every day present (zeros included). */
  async function days(now: Date): Promise<OverviewDay[]> {
    const first = new Date(Date.parse(startOfDay(now)) - (OVERVIEW_DAYS - 1) * DAY_MS).toISOString();
    const day = sql<string>`substr(created_at, 1, 10)`;
    const orders = await db
      .selectFrom('orders')
      .select((eb) => [day.as('day'), eb.fn.countAll().as('n'), eb.fn.sum('grand_total_cents').as('cents')])
      .where('created_at', '>=', first)
      // Placed orders only: one held for its card's 3-D Secure is not a sale yet (migration 019).
      .where('payment_state', '=', 'placed')
      .groupBy(day)
      .execute();
    const refunds = await db
      .selectFrom('payments')
      .select((eb) => [day.as('day'), eb.fn.countAll().as('n'), eb.fn.sum('amount_cents').as('cents')])
      .where('kind', '=', 'refund')
      .where('created_at', '>=', first)
      .groupBy(day)
      .execute();
    return Array.from({ length: OVERVIEW_DAYS }, (_, index) => {
      const date = dayOf(new Date(Date.parse(first) + index * DAY_MS).toISOString());
      const ordered = orders.find((row) => row.day === date);
      const refunded = refunds.find((row) => row.day === date);
      return {
        date,
        orders: num(ordered?.n),
        sales_cents: num(ordered?.cents),
        refunds: num(refunded?.n),
        refunded_cents: num(refunded?.cents),
      };
    });
  }

  return {
    async read(now = new Date()): Promise<AdminOverview> {
      const nowIso = now.toISOString();
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
        days: await days(now),
      };
    },
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
