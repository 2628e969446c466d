import type { Resolvers } from '../__generated__/resolvers-types';
import { moneyFromCents } from '../rest/money';
import { requires } from './admin-access';
import { ADMIN_QUERY_PERMISSIONS } from './admin-permissions';

// The console's Overview over admin/overview: the API counts in cents, GraphQL answers Money.

/** Hundredths of a percent (an integer) as a percentage with two decimals: 1234 → 12.34. */
const percentOf = (basisPoints: number) => basisPoints / 100;

export const adminOverviewResolvers: Resolvers = {
  AdminQuery: {
    overview: requires(
      ADMIN_QUERY_PERMISSIONS.overview,
      async (_parent, { from, to }, { rest }) =>
        (await rest.get('/api/admin/overview', { query: { from: from ?? undefined, to: to ?? undefined } })).data,
    ),
  },

  AdminOverview: {
    openGroups: (overview) => overview.open_groups,
    groupsClosingSoon: (overview) => overview.groups_closing_soon,
    unitsBookedToday: (overview) => overview.units_booked_today,
    grossSales: (overview) => moneyFromCents(overview.gross_sales_cents),
    refundsMade: (overview) => moneyFromCents(overview.refunds_made_cents),
    refundsDue: (overview) => moneyFromCents(overview.refunds_due_cents),
    linesAwaitingSettlement: (overview) => overview.lines_awaiting_settlement,
    settlementLagSeconds: (overview) => overview.settlement_lag_seconds,
    pendingDocuments: (overview) => overview.pending_documents,
    pendingReturns: (overview) => overview.pending_returns,
    gmv: (overview) => moneyFromCents(overview.gmv_cents),
    refunded: (overview) => moneyFromCents(overview.refunded_cents),
    settlementRefunds: (overview) => moneyFromCents(overview.settlement_refunded_cents),
    cancellationRefunds: (overview) => moneyFromCents(overview.cancellation_refunded_cents),
    returnRefunds: (overview) => moneyFromCents(overview.return_refunded_cents),
    netRevenue: (overview) => moneyFromCents(overview.net_revenue_cents),
    averageOrder: (overview) => moneyFromCents(overview.average_order_cents),
    refundRatePercent: (overview) => percentOf(overview.refund_rate_basis_points),
    linesRefunded: (overview) => overview.lines_refunded,
    groupFill: ({ fill }) => ({
      groups: fill.groups,
      averageFillPercent: percentOf(fill.average_fill_basis_points),
      levels: fill.levels,
    }),
    settlementTimes: ({ settlement_lag: lag }) => ({
      groups: lag.groups,
      medianSeconds: lag.median_seconds,
      p90Seconds: lag.p90_seconds,
      maxSeconds: lag.max_seconds,
    }),
    topGroups: (overview) => overview.top_groups,
  },

  AdminOverviewDay: {
    sales: (day) => moneyFromCents(day.sales_cents),
    refunded: (day) => moneyFromCents(day.refunded_cents),
    netRevenue: (day) => moneyFromCents(day.net_revenue_cents),
  },

  AdminTopGroup: {
    groupId: (group) => String(group.group_id),
    productName: (group) => group.product_name,
    gmv: (group) => moneyFromCents(group.gmv_cents),
  },
};
