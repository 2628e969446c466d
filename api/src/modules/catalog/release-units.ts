import type { Transaction } from 'kysely';
import { forUpdate } from '../../db/row-lock';
import type { Database } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { groupIsOpenSql, isGroupOpen } from './group-open';
import { levelPriceCents } from './price-level';
import { levelsByGroup } from './price-levels.repository';

/**
 * Gives booked units of an open group (by `isGroupOpen`, end date included) back: the
 * booked quantity, and so the level price and the final price settlement will use, goes
 * down. A closed group's final quantity is fixed, so its buyers keep one final price:
 * nothing is given back and the answer is false. The one way units go back, for a
 * cancelled order line and for a held order released unpaid (docs/decisions.md "Money
 * integrity"). The group row is locked (PostgreSQL), so a booking or another release of
 * the same group waits and then sees this one; the UPDATE subtracts in SQL and re-checks
 * open, so even a stale read cannot lose units.
 */
export async function releaseGroupUnits(
  trx: Transaction<Database>,
  groupId: number,
  quantity: number,
  nowIso: string,
): Promise<boolean> {
  const group = await forUpdate(
    trx,
    trx
      .selectFrom('groups')
      .select(['price_cents', 'quantity_booked', 'max_quantity', 'status', 'end_date'])
      .where('id', '=', groupId),
  ).executeTakeFirstOrThrow();
  if (!isGroupOpen(group, nowIso)) return false;
  const booked = group.quantity_booked - quantity;
  const levels = (await levelsByGroup(trx, [groupId])).get(groupId) ?? [];
  const released = await trx
    .updateTable('groups')
    .set((eb) => ({
      quantity_booked: eb('quantity_booked', '-', quantity),
      current_price_cents: levelPriceCents(group.price_cents, levels, booked),
    }))
    .where('id', '=', groupId)
    .where('quantity_booked', '=', group.quantity_booked)
    .where(groupIsOpenSql('groups', nowIso))
    .executeTakeFirst();
  if (released.numUpdatedRows !== 1n) throw new HttpError(409, 'The group changed meanwhile; please try again');
  return true;
}
