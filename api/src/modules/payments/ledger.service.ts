import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { csvStream } from '../../lib/csv-export';
import { dayField, optional } from '../../lib/fields';
import { listPageFields, listPageInfo, rowsWithCursors } from '../../lib/paging';
import type { LedgerEntry, LedgerPage } from './ledger-view';
import {
  ledgerEntries,
  ledgerPage,
  ledgerReason,
  ledgerReconciles,
  ledgerTotals,
  type LedgerFilter,
  type LedgerRow,
} from './ledger.repository';

// The payments ledger for operators: a page at a time with totals over the whole filter,
// or whole as CSV (docs/decisions.md, "Settlement runs and the ledger").

const ledgerFilterFields = {
  kind: optional(z.enum(['charge', 'refund'], { error: 'kind must be one of charge, refund' })),
  from: optional(dayField('from').describe('The first UTC day, YYYY-MM-DD')),
  to: optional(dayField('to').describe('The last UTC day, YYYY-MM-DD, included')),
};
const daysInOrder = (filter: { from?: string; to?: string }) => !filter.from || !filter.to || filter.from <= filter.to;
const DAYS_MESSAGE = { message: 'from must not be after to', path: ['from'] };
export const ledgerFilterQuery = z.object(ledgerFilterFields).refine(daysInOrder, DAYS_MESSAGE);
export const ledgerPageQuery = z.object({ ...ledgerFilterFields, ...listPageFields }).refine(daysInOrder, DAYS_MESSAGE);

const entry = (row: LedgerRow): LedgerEntry => ({
  payment_id: row.id,
  kind: row.kind,
  reason: ledgerReason(row.kind, row.idempotency_key),
  amount_cents: row.amount_cents,
  provider: row.provider,
  provider_id: row.provider_id,
  order_id: row.order_id,
  order_line_id: row.order_line_id,
  customer_id: row.customer_id,
  customer_email: row.email,
  created_at: row.created_at,
  refund_state: row.refund_state,
  refund_failure: row.refund_failure,
  refund_retries: row.refund_retries,
});

/** The filter's days as timestamps: `to` is the whole day, so the next day's midnight is the bound. */
function filterOf(query: z.output<typeof ledgerFilterQuery>): LedgerFilter {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    kind: query.kind,
    from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    before: query.to ? nextDay(query.to) : undefined,
  };
}

const CSV_COLUMNS = [
  'payment_id',
  'created_at',
  'kind',
  'reason',
  'amount',
  'order_id',
  'order_line_id',
  'customer_id',
  'customer_email',
  'provider',
  'provider_id',
] as const;

export function createLedgerService(db: Kysely<Database>) {
  return {
    async ledger(query: z.output<typeof ledgerPageQuery>): Promise<LedgerPage> {
      const { page: pageNumber, page_size, after, before, ...rest } = query;
      const filter = filterOf(rest);
      const [page, totals, books] = await Promise.all([
        ledgerPage(db, filter, { page: pageNumber, page_size, after, before }),
        ledgerTotals(db, filter),
        ledgerReconciles(db),
      ]);
      const whole = await ledgerTotals(db, {});
      return {
        entries: rowsWithCursors(page, entry),
        ...listPageInfo(page, totals.entries),
        totals,
        // The whole ledger against the orders, whatever the filter.
        reconciliation: {
          ...books,
          reconciled: whole.charged_cents === books.orders_cents && whole.refunded_cents === books.lines_refunded_cents,
        },
      };
    },

    /** The filter's entries as CSV, newest first, amounts in dollars with two decimals; streamed. */
    csv(query: z.output<typeof ledgerFilterQuery>): Readable {
      const rows = async function* () {
        for await (const row of ledgerEntries(db, filterOf(query))) {
          const { amount_cents: cents, ...rest } = entry(row);
          // A number, not text: written with two decimals by csvStream, never taken for a formula.
          yield { ...rest, amount: cents / 100 };
        }
      };
      // Formula cells neutralised, `amount` with two decimals (lib/csv-export.ts).
      return csvStream(rows(), CSV_COLUMNS, ['amount']);
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
