import type { Kysely } from 'kysely';
import { z } from 'zod';
import { linesWithBuyerAndGroup } from '../../db/order-line-joins';
import type { Database } from '../../db/types';
import { notFound } from '../../lib/http-error';
import { keyset } from '../../lib/keyset-paging';
import { listPageFields, listPageInfo, readListPage, rowsWithCursors } from '../../lib/paging';
import { levelPriceCents } from '../catalog/price-level';
import { levelsByGroup } from '../catalog/price-levels.repository';
import { linePaidCents } from '../payments/line-refunds';
import type { GroupLinesPage } from './group-lines-view';
import { lineSettlementRefundCents } from './settlement.service';

// A group's order lines with what settlement does (or did) to each: the refund a line
// not yet settled would get at the price the group's booked quantity reaches now, by the
// same function settlement uses (settlement.service.ts), so the preview cannot drift.

export const groupLinesQuery = z.object(listPageFields);

/** A group's lines in the order they were placed, by id (lib/keyset-paging.ts). */
const LINE_ORDER = keyset<{ id: number }>('group-lines', [
  { column: 'l.id', type: 'integer', direction: 'asc', of: (row) => row.id },
]);

function lineColumns(db: Kysely<Database>, groupId: number) {
  return linesWithBuyerAndGroup(db)
    .select([
      'l.id',
      'l.order_id',
      'c.email',
      'l.quantity',
      'l.status',
      'l.price_cents',
      'l.tax_cents',
      'l.shipping_cents',
      'l.platform_fee_cents',
      'l.refunded_cents',
      'l.final_price_cents',
      'l.settled_at',
      'l.created_at',
    ])
    .where('l.group_id', '=', groupId);
}

export async function groupLines(
  db: Kysely<Database>,
  groupId: number,
  paging: z.output<typeof groupLinesQuery>,
): Promise<GroupLinesPage> {
  const group = await db
    .selectFrom('groups')
    .select(['price_cents', 'quantity_booked'])
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!group) throw notFound('Group not found');
  const levels = (await levelsByGroup(db, [groupId])).get(groupId) ?? [];
  const finalPrice = levelPriceCents(group.price_cents, levels, group.quantity_booked);
  const [page, unsettled, count] = await Promise.all([
    readListPage(LINE_ORDER, lineColumns(db, groupId), paging),
    // Every unsettled line, for the total: a few integers a line.
    lineColumns(db, groupId).where('l.settled_at', 'is', null).execute(),
    db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    group_id: groupId,
    final_price_cents: finalPrice,
    unsettled_lines: unsettled.length,
    refund_due_cents: unsettled.reduce((sum, line) => sum + lineSettlementRefundCents(line, finalPrice), 0),
    lines: rowsWithCursors(page, (line) => ({
      order_line_id: line.id,
      order_id: line.order_id,
      customer_email: line.email,
      quantity: line.quantity,
      status: line.status,
      unit_price_cents: line.price_cents,
      paid_cents: linePaidCents(line),
      refunded_cents: line.refunded_cents,
      final_price_cents: line.final_price_cents,
      settlement_refund_cents: line.settled_at === null ? lineSettlementRefundCents(line, finalPrice) : null,
      ordered_at: line.created_at,
    })),
    ...listPageInfo(page, count.total),
  };
}
