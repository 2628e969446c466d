import { z } from 'zod';
import { dayField, optional } from '../../lib/fields';

// The console's Overview (admin-overview.routes.ts): money in integer cents, as the
// console shows it. The schema is the answer's contract (OpenAPI); the type follows from it.

/** Days the period covers when none is asked for, today included. */
export const OVERVIEW_DAYS = 30;
/** The longest period the figures are read over (a leap year), so one request reads a bounded range. */
export const OVERVIEW_MAX_DAYS = 366;

const periodFields = {
  from: optional(
    dayField('from').describe(
      `The period's first UTC day, YYYY-MM-DD; ${OVERVIEW_DAYS - 1} days before \`to\` when left out`,
    ),
  ),
  to: optional(dayField('to').describe('The last UTC day, YYYY-MM-DD, included; today when left out')),
};

/** The period asked for: days in order and at most OVERVIEW_MAX_DAYS of them (checked once both are known, in the service). */
export const overviewQuery = z.object(periodFields);
export type OverviewQuery = z.infer<typeof overviewQuery>;

const levelSchema = z.object({
  level: z.number().describe('The price level, 1 for the first (the list price band), by quantity'),
  groups: z.number().describe('Groups whose booked units are at this level now'),
  reached: z.number().describe('Groups at this level or a higher one'),
});

const topGroupSchema = z.object({
  group_id: z.number(),
  product_name: z.string(),
  units: z.number().describe("Units on the group's lines of the orders charged in the period"),
  gmv_cents: z.number().describe('What those lines charged: goods, tax, shipping and platform fee'),
});

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
    from: z.string().describe("The period's first UTC day, YYYY-MM-DD"),
    to: z.string().describe("The period's last UTC day, YYYY-MM-DD, included"),
    gmv_cents: z.number().describe('Ledger charges made in the period (gross merchandise value)'),
    refunded_cents: z.number().describe('Ledger refunds made in the period, whatever their reason'),
    settlement_refunded_cents: z.number().describe("The period's refunds settlement made (price differences)"),
    cancellation_refunded_cents: z.number().describe("The period's refunds of cancelled lines"),
    return_refunded_cents: z.number().describe("The period's refunds of returned lines"),
    net_revenue_cents: z.number().describe('gmv_cents minus refunded_cents'),
    orders: z.number().describe('Orders charged in the period (ledger charges)'),
    average_order_cents: z.number().describe('gmv_cents / orders, rounded half up to the cent; 0 without orders'),
    refund_rate_basis_points: z
      .number()
      .describe('refunded_cents / gmv_cents in hundredths of a percent, rounded half up; 0 without charges'),
    lines: z.number().describe('Order lines of the orders charged in the period'),
    lines_refunded: z
      .number()
      .describe('Of those lines, the ones given any refund since (settlement, cancellation, return)'),
    fill: z
      .object({
        groups: z
          .number()
          .describe('Groups open at some time in the period: created before its end, ending on or after its start'),
        average_fill_basis_points: z
          .number()
          .describe(
            "The mean of those groups' booked / max units, in hundredths of a percent (each group's share rounded down)",
          ),
        levels: z
          .array(levelSchema)
          .describe('Groups with price levels, by the level their booked units are at, level 1 first'),
      })
      .describe("Groups' fill over the period"),
    settlement_lag: z
      .object({
        groups: z.number().describe('Groups whose last line was settled in the period'),
        median_seconds: z
          .number()
          .describe('From the end date to the last line settled, the median (nearest rank); 0 with no group'),
        p90_seconds: z.number().describe('The 90th percentile (nearest rank); 0 with no group'),
        max_seconds: z.number().describe('The longest; 0 with no group'),
      })
      .describe("How long settlement took after a group's end"),
    top_groups: z.array(topGroupSchema).describe('The five groups with the most GMV in the period, most first'),
    days: z
      .array(
        z.object({
          date: z.string().describe('The UTC day, YYYY-MM-DD'),
          orders: z.number().describe('Orders charged that day (ledger charges)'),
          sales_cents: z.number().describe("What those charges took: the day's GMV"),
          refunds: z.number().describe('Refunds made that day'),
          refunded_cents: z.number(),
          net_revenue_cents: z.number().describe('sales_cents minus refunded_cents'),
        }),
      )
      .describe('Every UTC day of the period, oldest first, days without any included'),
  })
  .meta({ id: 'AdminOverview' });

export type AdminOverview = z.infer<typeof overviewSchema>;
export type OverviewDay = AdminOverview['days'][number];
export type OverviewLevel = z.infer<typeof levelSchema>;
export type TopGroup = z.infer<typeof topGroupSchema>;
