import type { AdminOverviewQuery } from '../../__generated__/graphql';
import { centsOf, formatMoney } from '../../lib/money';
import { formatLag } from './overview-figures';

// What the Overview's period part shows: the owner's figures as cards, and the series its
// revenue chart draws (docs/decisions.md "The figures overview").

type Overview = AdminOverviewQuery['admin']['overview'];

export interface PeriodFigure {
  key: string;
  label: string;
  value: string;
  detail?: string;
}

/** The API's percentage (two decimals) as the console writes it: "12.5%", "0%". */
export const formatPercent = (percent: number): string =>
  `${percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** A day as the charts label it: "MM/DD" (the API's days are UTC, so is the label). */
export const shortDay = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

export function periodFigures(overview: Overview): PeriodFigure[] {
  const lag = overview.settlementTimes;
  return [
    { key: 'gmv', label: 'GMV', value: formatMoney(overview.gmv), detail: 'Charges made in the period' },
    {
      key: 'net',
      label: 'Net revenue',
      value: formatMoney(overview.netRevenue),
      detail: 'GMV less refunds made in the period',
    },
    {
      key: 'refunded',
      label: 'Refunds',
      value: formatMoney(overview.refunded),
      detail: `Settlement ${formatMoney(overview.settlementRefunds)}, returns ${formatMoney(overview.returnRefunds)}, cancellations ${formatMoney(overview.cancellationRefunds)}`,
    },
    { key: 'orders', label: 'Orders', value: String(overview.orders) },
    { key: 'aov', label: 'Average order value', value: formatMoney(overview.averageOrder) },
    {
      key: 'rate',
      label: 'Refund rate',
      value: formatPercent(overview.refundRatePercent),
      detail: `${overview.linesRefunded} of ${overview.lines} order lines refunded`,
    },
    {
      key: 'fill',
      label: 'Average group fill',
      value: formatPercent(overview.groupFill.averageFillPercent),
      detail: `Booked of max units over ${overview.groupFill.groups} groups`,
    },
    {
      key: 'lag',
      label: 'Settlement lag (median)',
      value: formatLag(lag.medianSeconds),
      detail:
        lag.groups === 0
          ? 'No group settled in the period'
          : `90th percentile ${formatLag(lag.p90Seconds)}, longest ${formatLag(lag.maxSeconds)}, over ${lag.groups} groups`,
    },
  ];
}

export type RevenueDay = { day: string; gmv: number; net: number };

/** GMV and net revenue per day in dollars, as the chart's axis reads them. */
export function revenueDays(days: Overview['days']): RevenueDay[] {
  return days.map((day) => ({
    day: shortDay(day.date),
    gmv: centsOf(day.sales) / 100,
    net: centsOf(day.netRevenue) / 100,
  }));
}

/** What the revenue chart says to someone who cannot see it. */
export function revenueSummary(overview: Overview): string {
  return `GMV and net revenue per day from ${overview.from} to ${overview.to}: ${formatMoney(overview.gmv)} GMV and ${formatMoney(overview.netRevenue)} net revenue in all.`;
}
