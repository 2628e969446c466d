import type { AdminOverviewQuery, StaffPermission } from '../../__generated__/graphql';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';

// What the Overview shows: each figure with its words and the list it links to.

type Overview = AdminOverviewQuery['admin']['overview'];

export interface OverviewFigure {
  key: string;
  label: string;
  value: string;
  /** A line under the value, e.g. what is waiting behind it. */
  detail?: string;
  /** The console list behind the figure. */
  to: string;
  /** Who may open that list (any one of these): for others the figure is not a link. */
  opensWith: readonly StaffPermission[];
}

// The permissions each list behind a figure opens with (app/routes/admin-console.tsx routes
// the same screens behind the same permissions).
const GROUPS: readonly StaffPermission[] = ['GROUPS_READ'];
const ORDERS: readonly StaffPermission[] = ['ORDERS_READ'];
const SETTLEMENT: readonly StaffPermission[] = ['SETTLEMENT_RUN', 'LEDGER_READ', 'PAYMENTS_READ'];
const DOCUMENTS: readonly StaffPermission[] = ['DOCUMENTS_REVIEW'];

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A wait in words: "none", "under a minute", "42 min", "3 h 5 min", "2 d 4 h". */
export function formatLag(seconds: number): string {
  if (seconds <= 0) return 'none';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

export function overviewFigures(overview: Overview): OverviewFigure[] {
  return [
    {
      key: 'open',
      label: 'Open groups',
      value: String(overview.openGroups),
      to: paths.adminGroups,
      opensWith: GROUPS,
    },
    {
      key: 'closing',
      label: 'Closing in the next 48 h',
      value: String(overview.groupsClosingSoon),
      to: paths.adminGroups,
      opensWith: GROUPS,
    },
    {
      key: 'units',
      label: 'Units booked today',
      value: String(overview.unitsBookedToday),
      to: paths.adminOrders,
      opensWith: ORDERS,
    },
    {
      key: 'sales',
      label: 'Gross sales',
      value: formatMoney(overview.grossSales),
      to: paths.adminSettlement,
      opensWith: SETTLEMENT,
    },
    {
      key: 'refunded',
      label: 'Refunds made',
      value: formatMoney(overview.refundsMade),
      to: paths.adminSettlement,
      opensWith: SETTLEMENT,
    },
    {
      key: 'due',
      label: 'Refunds due',
      value: formatMoney(overview.refundsDue),
      detail: 'Settlement of ended groups and accepted returns',
      to: paths.adminSettlement,
      opensWith: SETTLEMENT,
    },
    {
      key: 'lag',
      label: 'Settlement lag',
      value: formatLag(overview.settlementLagSeconds),
      detail: `${plural(overview.linesAwaitingSettlement, 'line')} awaiting settlement`,
      to: paths.adminSettlement,
      opensWith: SETTLEMENT,
    },
    {
      key: 'documents',
      label: 'Pending documents',
      value: String(overview.pendingDocuments),
      to: paths.adminDocuments,
      opensWith: DOCUMENTS,
    },
    {
      key: 'returns',
      label: 'Pending returns',
      value: String(overview.pendingReturns),
      to: paths.adminReturns,
      opensWith: ORDERS,
    },
  ];
}

export type ChartDay = { day: string; orders: number; refunds: number };

/** The chart's days: "MM/DD" under each bar (the API's days are UTC, so is the label). */
export function chartDays(days: Overview['days']): ChartDay[] {
  return days.map((day) => ({
    day: `${day.date.slice(5, 7)}/${day.date.slice(8, 10)}`,
    orders: day.orders,
    refunds: day.refunds,
  }));
}

/** What the chart says to someone who cannot see it. */
export function chartSummary(days: Overview['days']): string {
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const refunds = days.reduce((sum, day) => sum + day.refunds, 0);
  return `Orders and refunds per day over ${plural(days.length, 'day')}: ${plural(orders, 'order')} and ${plural(refunds, 'refund')} in all.`;
}
