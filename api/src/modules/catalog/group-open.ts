import { sql } from 'kysely';
import type { GroupStatus } from '../../db/types';

/** What deciding open or closed needs of a group. */
export type GroupOpenFacts = {
  status: GroupStatus;
  end_date: string;
  quantity_booked: number;
  max_quantity: number;
};

/**
 * The one rule for "is this group open?", used by the listing, the group page, the
 * cart, booking, cancellation, returns and settlement alike: the stored status is
 * 'Open', the end date lies ahead, and units are left. A group whose end date has
 * passed is closed at once, even before the settlement job writes 'Closed': from that
 * moment its booked count (and so its final price) never changes again.
 */
export function isGroupOpen(group: GroupOpenFacts, now: Date | string): boolean {
  const nowIso = typeof now === 'string' ? now : now.toISOString();
  return group.status === 'Open' && group.end_date > nowIso && group.quantity_booked < group.max_quantity;
}

/**
 * The same rule as a SQL condition on `groups` under `alias`, for listings and guarded
 * UPDATEs (which re-check it on the row they change, so a stale read cannot book or
 * release units of a group that closed meanwhile).
 */
export function groupIsOpenSql(alias: string, nowIso: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${column('status')} = 'Open' and ${column('end_date')} > ${nowIso} and ${column('quantity_booked')} < ${column('max_quantity')})`;
}
