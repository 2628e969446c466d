import type { Kysely, Transaction } from 'kysely';
import { JOINED_LINE_CHARGE_COLUMNS, type LineCharge } from '../../db/line-charge';
import { linesWithBuyerAndGroup } from '../../db/order-line-joins';
import type { Database } from '../../db/types';
import { firstImagePath } from '../catalog/first-image';

/** 'INV-000123' from the line id: unique because a line has at most one invoice. */
const invoiceNumber = (lineId: number) => `INV-${String(lineId).padStart(6, '0')}`;

/** Issues the line's invoice (once: a second call keeps the first) and answers its number. */
export async function issueInvoice(trx: Transaction<Database>, lineId: number, nowIso: string): Promise<string> {
  const number = invoiceNumber(lineId);
  await trx
    .insertInto('invoices')
    .values({ order_line_id: lineId, number, issued_at: nowIso })
    .onConflict((oc) => oc.column('order_line_id').doNothing())
    .execute();
  await trx.updateTable('order_lines').set({ invoice_id: number }).where('id', '=', lineId).execute();
  return number;
}

export async function orderOwner(db: Kysely<Database>, orderId: number): Promise<number | undefined> {
  const row = await db.selectFrom('orders').select('customer_id').where('id', '=', orderId).executeTakeFirst();
  return row?.customer_id;
}

export type InvoiceLineRow = LineCharge & {
  refunded_cents: number;
  final_price_cents: number | null;
  number: string;
  issued_at: string;
  product_name: string;
  product_image: string | null;
  supplier_street: string;
  supplier_city: string;
  supplier_state: string;
  supplier_zip: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
  first_name: string;
  last_name: string;
};

/**
 * The order's lines that have an invoice. An invoice is issued when a line is delivered
 * (docs/product.md#order-line-statuses) and stays a record of that sale whatever happens to the line
 * afterwards: a return asked for, accepted or refunded does not take it back (the refund is
 * its own ledger entry).
 */
export async function invoicedLines(db: Kysely<Database>, orderId: number): Promise<InvoiceLineRow[]> {
  return linesWithBuyerAndGroup(db)
    .innerJoin('invoices as i', 'i.order_line_id', 'l.id')
    .select((eb) => [
      ...JOINED_LINE_CHARGE_COLUMNS,
      'l.refunded_cents',
      'l.final_price_cents',
      'i.number',
      'i.issued_at',
      'g.product_name',
      firstImagePath(eb).as('product_image'),
      'g.supplier_street',
      'g.supplier_city',
      'g.supplier_state',
      'g.supplier_zip',
      'l.street',
      'l.city',
      'l.state',
      'l.zip_code',
      'c.first_name',
      'c.last_name',
    ])
    .where('l.order_id', '=', orderId)
    .orderBy('l.id')
    .execute();
}
