import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { LevelMail } from '../mail/level-mail';
import { orderPlacedMail } from '../mail/templates';
import type { PlaceOrderAnswer } from './place-order-view';

/**
 * Queues the buyer's 'order placed' mail in the transaction that places the order (at
 * once, or when a held order's payment completes): an order that rolls back mails nobody.
 * Without `mail` (some tests) nobody is mailed.
 */
export async function queueOrderPlacedMail(
  trx: Transaction<Database>,
  mail: LevelMail | undefined,
  customerId: number,
  answer: PlaceOrderAnswer,
): Promise<void> {
  if (!mail) return;
  const buyer = await trx
    .selectFrom('customers')
    .select(['email', 'first_name'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  await mail.queue.add(
    trx,
    orderPlacedMail({
      to: buyer.email,
      firstName: buyer.first_name,
      orderId: answer.order_id,
      grandTotal: answer.grand_total.toFixed(2),
      link: `${mail.publicUrl}/dashboard`,
    }),
  );
}
