import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config/config';
import type { Database } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { dollarsFromCents } from '../../lib/money';
import type { Mailer } from '../mail/mailer';
import { orderPlacedMail } from '../mail/templates';
import { findCard } from '../cards/cards.repository';
import { isGroupOpen } from '../catalog/group-open';
import { levelPriceCents } from '../catalog/price-level';
import { PaymentDeclinedError } from '../payments/payment-provider';
import type { PaymentProviderFor } from '../payments/payment-providers';
import { priceLine, sumLines, type LinePrice } from '../pricing/pricing';
import { levelsByGroup, taxRateBpFor } from '../pricing/pricing.repository';
import { findDeliveryAddress } from '../profile/addresses.repository';
import {
  bookGroup,
  cartItemsOf,
  claimIdempotencyKey,
  emptyCart,
  findIdempotentAnswer,
  insertOrder,
  insertOrderLines,
  insertPayment,
  lockGroups,
  storeIdempotentAnswer,
  type CartItemRow,
  type LockedGroup,
} from './checkout.repository';
import { isUniqueViolation } from './unique-violation';

export type PlaceOrderAnswer = { order_id: number; grand_total: number };
export type PlaceOrderInput = { card_id: number; address_id?: number };

const OUT_OF_STOCK = 'Some items in your cart can no longer be ordered.';

/** One message per line that cannot be booked now (design §3: data.out_of_stock). */
function stockProblems(items: CartItemRow[], groups: Map<number, LockedGroup>, now: string): string[] {
  const problems: string[] = [];
  for (const item of items) {
    const group = groups.get(item.group_id);
    if (!group) continue;
    if (!isGroupOpen(group, now)) {
      problems.push(`${group.product_name} is closed`);
      continue;
    }
    const left = group.max_quantity - group.quantity_booked;
    if (item.qty > left) problems.push(`Only ${left} units left for ${group.product_name}`);
  }
  return problems;
}

type PricedLine = { item: CartItemRow; price: LinePrice };

/**
 * Locks the cart's groups, checks every line (409 listing each problem), then books
 * each line at the level price its own quantity reaches and moves the group's current
 * price (closing a group that is now full).
 */
async function bookCart(
  trx: Transaction<Database>,
  items: CartItemRow[],
  rates: { taxRateBp: number; platformFeeRate: number },
  nowIso: string,
): Promise<PricedLine[]> {
  const locked = await lockGroups(
    trx,
    items.map((i) => i.group_id),
  );
  const groups = new Map(locked.map((g) => [g.id, g]));
  const problems = stockProblems(items, groups, nowIso);
  if (problems.length > 0) throw new HttpError(409, OUT_OF_STOCK, { out_of_stock: problems });

  const levels = await levelsByGroup(trx, [...groups.keys()]);
  const priced: PricedLine[] = [];
  for (const item of items) {
    const group = groups.get(item.group_id)!;
    const groupLevels = levels.get(group.id) ?? [];
    const booked = group.quantity_booked + item.qty;
    const ok = await bookGroup(trx, {
      groupId: group.id,
      qty: item.qty,
      newPriceCents: levelPriceCents(group.price_cents, groupLevels, booked),
      closes: booked >= group.max_quantity,
      nowIso,
    });
    if (!ok) throw new HttpError(409, OUT_OF_STOCK, { out_of_stock: [`${group.product_name} is sold out`] });
    priced.push({ item, price: priceLine({ ...group, levels: groupLevels }, item.qty, rates) });
  }
  return priced;
}

/** Where the 'order placed' mail goes out; without it (some tests) no mail is sent. */
export type CheckoutMail = { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

export function createCheckoutService(
  db: Kysely<Database>,
  config: Pick<Config, 'platformFeeRate'>,
  providerFor: PaymentProviderFor,
  mail?: CheckoutMail,
) {
  /** Sent after the commit; a failed mail is logged and never undoes the order. */
  async function tellBuyer(customerId: number, answer: PlaceOrderAnswer): Promise<void> {
    if (!mail) return;
    try {
      const buyer = await db
        .selectFrom('customers')
        .select(['email', 'first_name'])
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      await mail.mailer.send(
        orderPlacedMail({
          to: buyer.email,
          firstName: buyer.first_name,
          orderId: answer.order_id,
          grandTotal: answer.grand_total.toFixed(2),
          link: `${mail.publicUrl}/dashboard`,
        }),
      );
    } catch (error) {
      mail.log.error({ err: error, orderId: answer.order_id }, 'order placed mail failed');
    }
  }

  return {
    /**
     * Places the customer's cart as one order, all in ONE transaction: claim the
     * idempotency key, re-price, check and book stock, write the order, empty the cart,
     * then charge the card as the last step before commit.
     *
     * Why charge inside the transaction: a declined card throws and rolls everything
     * back, so a failed charge books nothing; and the charge happens only once the
     * order rows are written, so only a failing commit could leave a charge without an
     * order. The sandbox's books are in this same transaction (a rollback voids the
     * charge too); for an outside provider such a charge is refunded at once. The price
     * is that PostgreSQL holds the group rows locked during the provider's call, which
     * only delays other buyers of the same groups.
     */
    async placeOrder(
      customerId: number,
      input: PlaceOrderInput,
      idempotencyKey: string | undefined,
      now = new Date(),
    ): Promise<PlaceOrderAnswer> {
      if (idempotencyKey) {
        const earlier = await findIdempotentAnswer(db, customerId, idempotencyKey);
        if (earlier) return JSON.parse(earlier) as PlaceOrderAnswer;
      }
      // Another customer's card or address gets the same 404 as an unknown id.
      const card = await findCard(db, customerId, input.card_id);
      if (!card) throw notFound('Card not found');
      const address = await findDeliveryAddress(db, customerId, input.address_id);
      if (!address) {
        throw input.address_id === undefined
          ? badRequest('Please add a billing address first.')
          : notFound('Address not found');
      }
      const rates = {
        taxRateBp: await taxRateBpFor(db, customerId, address.state),
        platformFeeRate: config.platformFeeRate,
      };
      // A fresh key per attempt: a retry after a decline may use another card.
      const chargeKey = `placeorder_${randomUUID()}`;
      let outsideCharge: { chargeId: string; amountCents: number } | undefined;
      const nowIso = now.toISOString();

      try {
        const placed = await db.transaction().execute(async (trx) => {
          if (idempotencyKey) await claimIdempotencyKey(trx, customerId, idempotencyKey, nowIso);

          const items = await cartItemsOf(trx, customerId);
          if (items.length === 0) throw badRequest('Your cart is empty.');
          const priced = await bookCart(trx, items, rates, nowIso);

          const totals = sumLines(priced.map((p) => p.price));
          const orderId = await insertOrder(trx, {
            customer_id: customerId,
            card_id: card.id,
            goods_cents: totals.goods_cents,
            tax_cents: totals.tax_cents,
            shipping_cents: totals.shipping_cents,
            platform_fee_cents: totals.platform_fee_cents,
            grand_total_cents: totals.grand_total_cents,
            created_at: nowIso,
          });
          await insertOrderLines(
            trx,
            priced.map(({ item, price }) => ({
              order_id: orderId,
              group_id: item.group_id,
              quantity: item.qty,
              price_cents: price.price_cents,
              tax_cents: price.tax_cents,
              shipping_cents: price.shipping_cents,
              platform_fee_cents: price.platform_fee_cents,
              status: 'in_progress' as const,
              street: address.street,
              city: address.city,
              state: address.state,
              country: address.country,
              zip_code: address.zip_code,
              created_at: nowIso,
              updated_at: nowIso,
            })),
          );
          await emptyCart(
            trx,
            customerId,
            items.map((i) => i.id),
          );

          if (totals.grand_total_cents > 0) {
            const provider = providerFor(trx);
            if (card.provider !== provider.name) {
              throw badRequest('This card was saved with another payment provider; please add it again.');
            }
            let chargeId: string;
            try {
              ({ chargeId } = await provider.charge({
                amountCents: totals.grand_total_cents,
                card: card.provider_card_id,
                idempotencyKey: chargeKey,
                description: `Order ${orderId}`,
              }));
            } catch (error) {
              if (error instanceof PaymentDeclinedError) throw badRequest(error.message);
              throw error;
            }
            if (!provider.transactional) outsideCharge = { chargeId, amountCents: totals.grand_total_cents };
            await insertPayment(trx, {
              kind: 'charge',
              amount_cents: totals.grand_total_cents,
              provider: provider.name,
              provider_id: chargeId,
              order_id: orderId,
              order_line_id: null,
              idempotency_key: chargeKey,
              created_at: nowIso,
            });
          }

          const answer: PlaceOrderAnswer = {
            order_id: orderId,
            grand_total: dollarsFromCents(totals.grand_total_cents),
          };
          if (idempotencyKey) await storeIdempotentAnswer(trx, customerId, idempotencyKey, JSON.stringify(answer));
          return answer;
        });
        // Only a newly placed order is mailed; replays of an idempotency key return above.
        await tellBuyer(customerId, placed);
        return placed;
      } catch (error) {
        // The commit failed after an outside provider charged: give the money back.
        if (outsideCharge) {
          try {
            await providerFor(db).refund({ ...outsideCharge, idempotencyKey: `${chargeKey}_void` });
          } catch (refundError) {
            // Logged as a 500 with both causes and the charge id, for an operator to settle by hand.
            throw new AggregateError(
              [error, refundError],
              `Order failed after charge ${outsideCharge.chargeId}, and refunding it failed too`,
            );
          }
        }
        // A concurrent request with the same key committed first: answer what it answered.
        if (idempotencyKey && isUniqueViolation(error)) {
          const earlier = await findIdempotentAnswer(db, customerId, idempotencyKey);
          if (earlier) return JSON.parse(earlier) as PlaceOrderAnswer;
        }
        throw error;
      }
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
