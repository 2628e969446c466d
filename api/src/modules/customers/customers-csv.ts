import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/types';
import { dollarsFromCents } from '../../lib/money';

// Customers as CSV for support (issue 39): each account of the console's search with its
// orders and what it spent. The figures are subqueries of the export's batch query (one
// query a batch, not one a row); customers.service.ts pages it by the list's own order.

export const CUSTOMER_CSV_COLUMNS = [
  'customer_id',
  'name',
  'email',
  'kind',
  'company_name',
  'tax_exempt',
  'created_at',
  'orders',
  'spent',
] as const;

/** Placed orders only: one held for 3-D Secure or released unpaid is no order (migration 019). */
const placedOrdersOf = (eb: ExpressionBuilder<Database, 'customers'>) =>
  eb.selectFrom('orders as o').whereRef('o.customer_id', '=', 'customers.id').where('o.payment_state', '=', 'placed');

/** The figures of each account, as columns of the export's query on `customers`. */
export function customerFigures(eb: ExpressionBuilder<Database, 'customers'>, nowIso: string) {
  return [
    placedOrdersOf(eb)
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .as('order_count'),
    placedOrdersOf(eb)
      .select(sql<number | string | null>`sum(o.grand_total_cents)`.as('c'))
      .as('charged_cents'),
    placedOrdersOf(eb)
      .innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .select(sql<number | string | null>`sum(l.refunded_cents)`.as('r'))
      .as('refunded_cents'),
    // An approved, unexpired tax document: with the claim, the exemption pricing applies
    // (pricing/tax-exemption.ts says it for one customer; this for a batch).
    eb
      .exists(
        eb
          .selectFrom('customer_documents as d')
          .select('d.id')
          .whereRef('d.customer_id', '=', 'customers.id')
          .where('d.doc_type', '=', 'tax_exempt')
          .where('d.status', '=', 'Approved')
          .where((inner) => inner.or([inner('d.expires_at', 'is', null), inner('d.expires_at', '>', nowIso)])),
      )
      .as('has_tax_document'),
  ] as const;
}

type CsvSource = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  customer_type: string;
  company_name: string | null;
  is_tax_exempt: number;
  created_at: string;
  order_count: number | string | null;
  charged_cents: number | string | null;
  refunded_cents: number | string | null;
  has_tax_document: unknown;
};

/**
 * Whether they pay sales tax, as the customer's page says it: `exempt` (a Business that
 * claims it with an approved, unexpired tax document), `claimed` (claimed, not verified
 * yet: no document approved, or it expired), or `no`.
 */
function taxExemptText(row: CsvSource): string {
  if (row.customer_type !== 'Business' || row.is_tax_exempt !== 1) return 'no';
  // SQLite answers exists as 0/1, PostgreSQL as a boolean.
  return row.has_tax_document === true || Number(row.has_tax_document) === 1 ? 'exempt' : 'claimed';
}

/** One CSV row: spent is what their placed orders charged less what was refunded, in dollars (a number). */
export function customerCsvRow(row: CsvSource): Record<(typeof CUSTOMER_CSV_COLUMNS)[number], string | number | null> {
  return {
    customer_id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    kind: row.customer_type,
    company_name: row.company_name,
    tax_exempt: taxExemptText(row),
    created_at: row.created_at,
    orders: Number(row.order_count ?? 0),
    spent: dollarsFromCents(Number(row.charged_cents ?? 0) - Number(row.refunded_cents ?? 0)),
  };
}
