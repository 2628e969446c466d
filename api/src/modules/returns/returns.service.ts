import type { Kysely } from 'kysely';
import type { Database, ReturnReason } from '../../db/types';
import { notFound } from '../../lib/http-error';
import type { OrderLineLifecycle } from '../orders/order-line-lifecycle';
import type { ReturnRequested } from './return-view';
import { findOwnLine } from './returns.repository';

export type ReturnInput = {
  order_id: number;
  order_line_id: number;
  group_id?: number;
  return_reason: ReturnReason;
  return_note?: string;
};

export function createReturnsService(db: Kysely<Database>, lifecycle: OrderLineLifecycle) {
  return {
    /**
     * A customer asks to return a delivered (completed) line, once. Another customer's
     * line, or ids that do not belong together, answer 404 like an unknown id, so
     * nobody learns which lines exist. The request is the buyer's move of the line's one
     * state machine (orders/order-line-lifecycle.ts): checked under the line's lock, so of
     * two requests sent at once only one opens the return; the other is told the state
     * the first one left the line in.
     */
    async request(customerId: number, input: ReturnInput, now = new Date()): Promise<ReturnRequested> {
      const line = await findOwnLine(db, customerId, input.order_id, input.order_line_id);
      if (!line || (input.group_id !== undefined && input.group_id !== line.group_id)) {
        throw notFound('Order line not found');
      }
      const request = { reason: input.return_reason, note: input.return_note ?? null };
      await lifecycle.move(line.id, { status: 'return_requested', return_request: request }, 'buyer', now);
      return { order_line_id: line.id, status: 'return_requested' };
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
