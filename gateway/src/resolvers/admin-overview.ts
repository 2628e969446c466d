import type { Resolvers } from '../__generated__/resolvers-types';
import { moneyFromCents } from '../rest/money';
import { adminOnly } from './admin-access';

// The console's Overview over admin/overview: the API counts in cents, GraphQL answers Money.

export const adminOverviewResolvers: Resolvers = {
  AdminQuery: {
    overview: adminOnly(async (_parent, _args, { rest }) => (await rest.get('/api/admin/overview')).data),
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
  },

  AdminOverviewDay: {
    sales: (day) => moneyFromCents(day.sales_cents),
    refunded: (day) => moneyFromCents(day.refunded_cents),
  },
};
