import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { PriceLevel } from './price-level';

// A group's price levels are read and written here only: the group page, the listing,
// the cart, booking, cancellation, settlement and the console read them through
// `levelsByGroup`; the console's create and edit write them through `replaceLevels`.

/** The price levels of each group, sorted by quantity_level; one query for all of them. */
export async function levelsByGroup(
  db: Kysely<Database>,
  groupIds: readonly number[],
): Promise<Map<number, PriceLevel[]>> {
  const byGroup = new Map<number, PriceLevel[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .selectFrom('group_levels')
    .select(['group_id', 'quantity_level', 'price_cents'])
    .where('group_id', 'in', [...new Set(groupIds)])
    .orderBy('group_id')
    .orderBy('quantity_level')
    .execute();
  for (const row of rows) {
    const list = byGroup.get(row.group_id) ?? [];
    list.push({ quantity_level: row.quantity_level, price_cents: row.price_cents });
    byGroup.set(row.group_id, list);
  }
  return byGroup;
}

/** Writes the group's whole price table, in place of the one it had (inside the group's write). */
export async function replaceLevels(
  trx: Transaction<Database>,
  groupId: number,
  levels: readonly PriceLevel[],
): Promise<void> {
  await trx.deleteFrom('group_levels').where('group_id', '=', groupId).execute();
  await trx
    .insertInto('group_levels')
    .values(levels.map((level) => ({ group_id: groupId, ...level })))
    .execute();
}
