import type { Kysely } from 'kysely';
import { zipPlace } from '../lib/zip-places';
import type { Database } from '../db/types';

/**
 * Open groups supplied from `zip` (serving it, radius 30 miles), ending at the given
 * times and named `name n`, written straight into the table in batches of 100; answers
 * their ids in the order given. For paging tests, in an area no seeded group serves, so
 * the test knows every group the listing may show.
 */
export async function insertAreaGroups(
  db: Kysely<Database>,
  zip: string,
  endDates: string[],
  name: string,
): Promise<number[]> {
  const place = zipPlace(zip);
  if (!place) throw new Error(`No such ZIP code: ${zip}`);
  const { id: categoryId } = await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let start = 0; start < endDates.length; start += 100) {
    const rows = await db
      .insertInto('groups')
      .values(
        endDates.slice(start, start + 100).map((endDate, i) => ({
          category_id: categoryId,
          product_name: `${name} ${start + i}`,
          description: `${name}: a paging test group`,
          price_cents: 1000,
          current_price_cents: 1000,
          shipping_cents: 0,
          max_quantity: 10,
          quantity_booked: 0,
          end_date: endDate,
          status: 'Open' as const,
          supplier_zip: zip,
          supplier_street: '1 Main St',
          supplier_city: place.city,
          supplier_state: place.state,
          latitude: place.latitude,
          longitude: place.longitude,
          radius_miles: 30,
          created_at: new Date().toISOString(),
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
