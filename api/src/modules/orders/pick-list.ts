import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { linesWithBuyerAndGroup } from '../../db/order-line-joins';
import type { Database } from '../../db/types';
import { csvStream } from '../../lib/csv-export';
import type { OrderLineCsvQuery } from './admin-order-line-input';
import { searchMatches } from './order-line-search';

// The warehouse's pick list (issue 39): the console's order lines of a filter as CSV, each
// with who bought it and where it goes (the line keeps the street it ships to; the name
// and phone are the buyer's), read a batch at a time by line id.

export const PICK_LIST_COLUMNS = [
  'order_line_id',
  'order_id',
  'placed_at',
  'group_id',
  'product_name',
  'quantity',
  'status',
  'buyer_name',
  'company_name',
  'email',
  'phone',
  'street',
  'city',
  'state',
  'zip_code',
  'country',
  'tracking_company_name',
  'tracking_number',
] as const;

type PickListRow = Record<(typeof PICK_LIST_COLUMNS)[number], string | number | null>;

function filtered(db: Kysely<Database>, { status, search, customer_id: customerId }: OrderLineCsvQuery) {
  let query = linesWithBuyerAndGroup(db).select([
    'l.id',
    'l.order_id',
    'l.created_at',
    'l.group_id',
    'g.product_name',
    'l.quantity',
    'l.status',
    'c.first_name',
    'c.last_name',
    'c.company_name',
    'c.email',
    'c.phone_number',
    'l.street',
    'l.city',
    'l.state',
    'l.zip_code',
    'l.country',
    'l.tracking_company_name',
    'l.tracking_number',
  ]);
  if (status) query = query.where('l.status', '=', status);
  if (search) query = query.where(searchMatches(search));
  if (customerId !== undefined) query = query.where('o.customer_id', '=', customerId);
  return query;
}

/** Every line of the filter in the list's order (newest or oldest first), in batches by id (keyset). */
export async function* pickListRows(db: Kysely<Database>, query: OrderLineCsvQuery, batchSize = 500) {
  const newest = (query.sort ?? 'newest') === 'newest';
  let last: number | undefined;
  for (;;) {
    let page = filtered(db, query);
    if (last !== undefined) page = page.where('l.id', newest ? '<' : '>', last);
    const batch = await page
      .orderBy('l.id', newest ? 'desc' : 'asc')
      .limit(batchSize)
      .execute();
    for (const row of batch) {
      yield {
        order_line_id: row.id,
        order_id: row.order_id,
        placed_at: row.created_at,
        group_id: row.group_id,
        product_name: row.product_name,
        quantity: row.quantity,
        status: row.status,
        buyer_name: `${row.first_name} ${row.last_name}`.trim(),
        company_name: row.company_name,
        email: row.email,
        // An account may have no phone (staff); an empty cell, not a made-up one.
        phone: row.phone_number || null,
        street: row.street,
        city: row.city,
        state: row.state,
        zip_code: row.zip_code,
        country: row.country,
        tracking_company_name: row.tracking_company_name,
        tracking_number: row.tracking_number,
      } satisfies PickListRow;
    }
    if (batch.length < batchSize) return;
    last = batch[batch.length - 1]!.id;
  }
}

/** The filter's lines as CSV, streamed (lib/csv-export.ts). */
export function pickListCsv(db: Kysely<Database>, query: OrderLineCsvQuery): Readable {
  return csvStream(pickListRows(db, query), PICK_LIST_COLUMNS);
}
