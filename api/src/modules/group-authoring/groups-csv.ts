import type { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { csvStream } from '../../lib/csv-export';
import { dollarsFromCents } from '../../lib/money';
import { dollars } from '../audit/audit-log';
import { isGroupOpen } from '../catalog/group-open';
import { currentLevelIndex, type PriceLevel } from '../catalog/price-level';
import { levelsByGroup } from '../catalog/price-levels.repository';
import { listFilter } from './group-authoring.service';
import type { GroupCsvQuery } from './group-input';

// Groups as CSV for a buyer (issue 39): the console's list filters applied, newest first,
// each group with its fill and its price levels, read a batch at a time by id (keyset),
// the batch's levels in one query.

export const GROUP_CSV_COLUMNS = [
  'group_id',
  'product_name',
  'status',
  'opens_at',
  'closes_at',
  'booked_units',
  'max_units',
  'fill_percent',
  'current_price',
  'levels',
  'level_reached',
] as const;

type GroupCsvRow = Record<(typeof GROUP_CSV_COLUMNS)[number], string | number | null>;

/**
 * The price table as a person reads it, each row from the first unit it prices
 * (catalog/price-level.ts: row k covers L(k-1)+1 .. Lk, the last row everything above):
 * levels 10 @ $100, 20 @ $90 read "1+: $100.00; 11+: $90.00".
 */
export function levelsText(levels: readonly PriceLevel[]): string {
  return levels
    .map((level, i) => `${i === 0 ? 1 : levels[i - 1]!.quantity_level + 1}+: ${dollars(level.price_cents)}`)
    .join('; ');
}

/** Booked of max as a percentage with one decimal (a number, so a spreadsheet sorts and sums it). */
const fillPercent = (booked: number, max: number) => (max > 0 ? Math.round((booked * 1000) / max) / 10 : 0);

async function* groupRows(db: Kysely<Database>, query: GroupCsvQuery, now: Date, batchSize = 500) {
  const filter = listFilter(query, now.toISOString());
  let below: number | undefined;
  for (;;) {
    let page = db
      .selectFrom('groups as g')
      .select([
        'g.id',
        'g.product_name',
        'g.status',
        'g.created_at',
        'g.end_date',
        'g.quantity_booked',
        'g.max_quantity',
        'g.current_price_cents',
      ])
      .where(sql<boolean>`${filter}`);
    if (below !== undefined) page = page.where('g.id', '<', below);
    const batch = await page.orderBy('g.id', 'desc').limit(batchSize).execute();
    const levels = await levelsByGroup(
      db,
      batch.map((group) => group.id),
    );
    for (const group of batch) {
      const table = levels.get(group.id) ?? [];
      yield {
        group_id: group.id,
        product_name: group.product_name,
        status: isGroupOpen(group, now) ? 'Open' : 'Closed',
        opens_at: group.created_at,
        closes_at: group.end_date,
        booked_units: group.quantity_booked,
        max_units: group.max_quantity,
        fill_percent: fillPercent(group.quantity_booked, group.max_quantity),
        current_price: dollarsFromCents(group.current_price_cents),
        levels: levelsText(table),
        // The 1-based row of the table the booked units reached; 0 for a group without levels.
        level_reached: currentLevelIndex(table, group.quantity_booked),
      } satisfies GroupCsvRow;
    }
    if (batch.length < batchSize) return;
    below = batch[batch.length - 1]!.id;
  }
}

/** The filter's groups as CSV, newest first, streamed (lib/csv-export.ts); current_price in dollars. */
export function groupsCsv(db: Kysely<Database>, query: GroupCsvQuery, now = new Date()): Readable {
  return csvStream(groupRows(db, query, now), GROUP_CSV_COLUMNS, ['current_price']);
}
