import { z } from 'zod';

// The console's Overview (admin-overview.routes.ts): money in integer cents, as the
// console shows it. The schema is the answer's contract (OpenAPI); the type follows from it.

/** Days the chart of orders and refunds covers, today included. */
export const OVERVIEW_DAYS = 30;

export const overviewSchema = z
  .object({
    open_groups: z.number().describe('Groups taking orders now (the open rule: status, end date, units left)'),
    groups_closing_soon: z.number().describe('Open groups whose end date falls in the next 48 hours'),
    units_booked_today: z.number().describe('Units on order lines placed since midnight UTC, cancelled lines left out'),
    gross_sales_cents: z.number().describe('Every charge in the ledger, all time'),
    refunds_made_cents: z.number().describe('Every refund in the ledger, all time'),
    refunds_due_cents: z
      .number()
      .describe('Owed, not made yet: settlement refunds of unsettled lines of ended groups, and accepted returns'),
    lines_awaiting_settlement: z.number().describe('Unsettled lines of ended groups'),
    settlement_lag_seconds: z
      .number()
      .describe('How long the oldest unsettled line has waited since its group ended; 0 when none waits'),
    pending_documents: z.number(),
    pending_returns: z.number().describe('Lines whose return the buyer requested and nobody decided yet'),
    days: z
      .array(
        z.object({
          date: z.string().describe('The UTC day, YYYY-MM-DD'),
          orders: z.number(),
          sales_cents: z.number(),
          refunds: z.number(),
          refunded_cents: z.number(),
        }),
      )
      .describe(`The last ${OVERVIEW_DAYS} UTC days, oldest first, today last, days without any included`),
  })
  .meta({ id: 'AdminOverview' });

export type AdminOverview = z.infer<typeof overviewSchema>;
export type OverviewDay = AdminOverview['days'][number];
