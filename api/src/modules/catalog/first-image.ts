import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/types';

/**
 * A subquery for the path of a group's first image (by sort order, then id), for the
 * lists that show one picture per group: listing, cart, orders, invoices. `g` is the
 * groups table's alias in the calling query.
 */
export function firstImagePath(eb: ExpressionBuilder<Database & { g: Database['groups'] }, 'g'>) {
  return eb
    .selectFrom('group_images as gi')
    .select('gi.path')
    .whereRef('gi.group_id', '=', 'g.id')
    .orderBy('gi.sort_order')
    .orderBy('gi.id')
    .limit(1);
}
