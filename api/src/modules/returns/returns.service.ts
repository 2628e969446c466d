import type { Kysely } from 'kysely';
import type { Database, ReturnReason } from '../../db/types';
import { HttpError, notFound } from '../../lib/http-error';
import { findOwnLine, insertReturn, markReturnRequested } from './returns.repository';

export type ReturnInput = {
  order_id: number;
  order_line_id: number;
  group_id?: number;
  return_reason: ReturnReason;
  return_note?: string;
};

export function createReturnsService(db: Kysely<Database>) {
  return {
    /**
     * A customer asks to return a delivered (completed) line, once. Another customer's
     * line, or ids that do not belong together, answer 404 like an unknown id, so
     * nobody learns which lines exist.
     */
    async request(customerId: number, input: ReturnInput, now = new Date()) {
      const line = await findOwnLine(db, customerId, input.order_id, input.order_line_id);
      if (!line || (input.group_id !== undefined && input.group_id !== line.group_id)) {
        throw notFound('Order line not found');
      }
      const notReturnable = (status: string) =>
        new HttpError(409, `This order line is ${status}; only delivered items can be returned.`);
      if (line.status !== 'completed') throw notReturnable(line.status);
      const nowIso = now.toISOString();
      await db.transaction().execute(async (trx) => {
        // Guarded: of two concurrent requests (a duplicate sent at once) only one finds the
        // line still completed; the other is told the state the first one left it in.
        if (!(await markReturnRequested(trx, line.id, nowIso))) {
          const moved = await findOwnLine(trx, customerId, input.order_id, input.order_line_id);
          throw notReturnable(moved?.status ?? line.status);
        }
        await insertReturn(trx, {
          order_line_id: line.id,
          reason: input.return_reason,
          note: input.return_note ?? null,
          created_at: nowIso,
        });
      });
      return { order_line_id: line.id, status: 'return_requested' as const };
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
