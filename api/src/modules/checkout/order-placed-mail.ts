import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { LevelMail } from '../mail/level-mail';
import { orderPlacedMail } from '../mail/templates';
import type { PlaceOrderAnswer } from './place-order-view';

/**
 * Queues the buyer's 'order placed' mail in the transaction that places the order (at
 * once, or when a held order's payment completes): an order that rolls back mails nobody.
 * The receipt is read from the order and its lines as this transaction wrote them, so it
 * shows exactly what was booked and charged. Without `mail` (some tests) nobody is mailed.
 */
export async function queueOrderPlacedMail(
  trx: Transaction<Database>,
  mail: LevelMail | undefined,
  customerId: number,
  answer: PlaceOrderAnswer,
): Promise<void> {
  if (!mail) return;
  const order = await trx
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select([
      'c.email',
      'c.first_name',
      'c.last_name',
      'o.goods_cents',
      'o.tax_cents',
      'o.shipping_cents',
      'o.platform_fee_cents',
      'o.grand_total_cents',
    ])
    .where('o.id', '=', answer.order_id)
    .where('o.customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('order_lines as l')
    .innerJoin('groups as g', 'g.id', 'l.group_id')
    .select([
      'g.product_name',
      'l.quantity',
      'l.price_cents',
      'l.street',
      'l.city',
      'l.state',
      'l.zip_code',
      'l.country',
    ])
    .where('l.order_id', '=', answer.order_id)
    .orderBy('l.id')
    .execute();
  // One order goes to one address: checkout writes the shipping address onto each line.
  const [first] = lines;
  if (!first) throw new Error(`Order ${answer.order_id} has no lines to mail`);
  await mail.queue.add(
    trx,
    orderPlacedMail(order.email, {
      firstName: order.first_name,
      orderId: answer.order_id,
      items: lines.map((line) => ({
        product: line.product_name,
        quantity: line.quantity,
        unitPriceCents: line.price_cents,
      })),
      goodsCents: order.goods_cents,
      taxCents: order.tax_cents,
      shippingCents: order.shipping_cents,
      platformFeeCents: order.platform_fee_cents,
      totalCents: order.grand_total_cents,
      deliveryAddress: {
        name: `${order.first_name} ${order.last_name}`.trim(),
        street: first.street,
        city: first.city,
        state: first.state,
        zipCode: first.zip_code,
        country: first.country,
      },
      ordersUrl: `${mail.publicUrl}/dashboard`,
    }),
  );
}
