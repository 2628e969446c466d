import { z } from 'zod';
import { listPageAnswerFields, withCursor } from '../../lib/paging';

/** A refund's states (migration 020; refund-states.ts). */
export const REFUND_STATES = [
  'accepted',
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
  'retrying',
] as const;

// The payments ledger as operators read it (ledger.routes.ts): money in integer cents, as
// the console shows it (the CSV export alone writes dollars). Each schema is its answer's
// contract (OpenAPI); each type follows from it.

export const ledgerEntrySchema = z
  .object({
    payment_id: z.number(),
    kind: z.enum(['charge', 'refund']),
    reason: z
      .enum(['order', 'settlement', 'cancellation', 'return'])
      .describe('A charge is an order; a refund was made by settlement, a cancellation or a return'),
    amount_cents: z.number(),
    provider: z.string(),
    provider_id: z.string(),
    order_id: z.number(),
    order_line_id: z.number().nullable(),
    customer_id: z.number(),
    customer_email: z.string(),
    created_at: z.string(),
    refund_state: z
      .enum(REFUND_STATES)
      .nullable()
      .describe(
        "A refund's state: accepted (the provider took it, no word since), pending, requires_action, succeeded, " +
          'failed (refund_failure says why; the payments job retries it), canceled, or retrying; null for a charge',
      ),
    refund_failure: z.string().nullable().describe('Why the refund failed, while it is failed'),
    refund_retries: z.number().describe('Retries made of the refund after it failed, each a new refund at Stripe'),
  })
  .meta({ id: 'LedgerEntry' });

export const ledgerPageSchema = z
  .object({
    entries: z.array(withCursor(ledgerEntrySchema)),
    ...listPageAnswerFields,
    totals: z
      .object({
        entries: z.number(),
        charged_cents: z.number(),
        refunded_cents: z.number(),
        net_cents: z.number().describe('charged_cents − refunded_cents'),
      })
      .describe('Over every entry of the filter, not only this page'),
    reconciliation: z
      .object({
        orders_cents: z.number().describe('What the charged orders say was paid'),
        lines_refunded_cents: z.number().describe('What the order lines say was refunded'),
        reconciled: z.boolean().describe("The whole ledger's charges and refunds equal these two sums"),
      })
      .describe('The whole ledger against the orders, whatever the filter'),
  })
  .meta({ id: 'LedgerPage' });

export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export type LedgerPage = z.infer<typeof ledgerPageSchema>;
