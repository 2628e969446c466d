import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { PriceLevel } from '../catalog/price-level';
import { stateTaxRateBp } from './state-tax-rates';
import { isTaxExempt } from './tax-exemption';

/** The price levels of each group, one query for all of them. */
export async function levelsByGroup(
  db: Kysely<Database>,
  groupIds: readonly number[],
): Promise<Map<number, PriceLevel[]>> {
  const byGroup = new Map<number, PriceLevel[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .selectFrom('group_levels')
    .select(['group_id', 'quantity_level', 'price_cents'])
    .where('group_id', 'in', [...groupIds])
    .execute();
  for (const row of rows) {
    const list = byGroup.get(row.group_id) ?? [];
    list.push({ quantity_level: row.quantity_level, price_cents: row.price_cents });
    byGroup.set(row.group_id, list);
  }
  return byGroup;
}

/** The sales tax rate (basis points) the customer pays on goods delivered to `state`. */
export async function taxRateBpFor(
  db: Kysely<Database>,
  customerId: number,
  state: string | undefined,
): Promise<number> {
  if (state === undefined) return 0;
  const rate = stateTaxRateBp(state);
  if (rate === 0) return 0;
  return (await isTaxExempt(db, customerId)) ? 0 : rate;
}
