import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config/config';
import type { Database, PaymentProviderName } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { dollarsFromCents } from '../../lib/money';
import { queueLevelReachedMails, type LevelMail } from '../mail/level-mail';
import { groupServesZip } from '../catalog/area';
import { isGroupOpen } from '../catalog/group-open';
import { currentLevelIndex, levelPriceCents } from '../catalog/price-level';
import { returnCharge, type ChargeToReturn } from '../payments/charges-to-return';
import {
  AuthenticationRequiredError,
  PaymentDeclinedError,
  PaymentUnavailableError,
} from '../payments/payment-provider';
import type { PaymentProviderFor } from '../payments/payment-providers';
import { priceLine, sumLines, type LinePrice } from '../pricing/pricing';
import { levelsByGroup } from '../catalog/price-levels.repository';
import { taxRateBpFor } from '../pricing/pricing.repository';
import { assertZipInState } from '../pricing/zip-in-state';
import { findDeliveryAddress } from '../profile/addresses.repository';
import {
  bookGroup,
  cartHasLines,
  claimCartItems,
  claimIdempotencyKey,
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
import { savedCardPayer, walletPayer } from './order-payer';
import { queueOrderPlacedMail } from './order-placed-mail';
import { createPaymentHolds } from './payment-holds';
import type { HeldLine } from './payment-holds.repository';
import { isHeld, type PlaceOrderAnswer, type PlaceOrderResult } from './place-order-view';

/** What the order is paid with: a saved card, or a wallet's one-time payment method (docs/decisions.md "Wallets"). */
export type PlaceOrderInput = ({ card_id: number; payment_method?: undefined } | { payment_method: string }) & {
  address_id?: number;
};

const OUT_OF_STOCK = 'Some items in your cart can no longer be ordered.';
const CART_EMPTY = 'Your cart is empty.';
/** The cart was seen with lines, but another placement of it claimed them first. */
const CART_BEING_ORDERED = 'This cart is already being ordered.';

/** The shopper's answer when the payment provider failed or timed out: nothing of the order stays. */
const orderNotPlacedPaymentDown = () =>
  new HttpError(
    503,
    'The payment service is not answering, so your order was not placed. ' +
      'Anything taken from your card is given back. Please try again in a few minutes.',
  );

/**
 * One message per line that cannot be booked now (docs/product.md#placing-an-order: data.out_of_stock),
 * a group that does not deliver to the order's address included (docs/decisions.md 'Area').
 */
function stockProblems(
  items: CartItemRow[],
  groups: Map<number, LockedGroup>,
  now: string,
  deliveryZip: string,
): string[] {
  const problems: string[] = [];
  for (const item of items) {
    const group = groups.get(item.group_id);
    if (!group) continue;
    if (!isGroupOpen(group, now)) {
      problems.push(`${group.product_name} is closed`);
      continue;
    }
    if (!groupServesZip(group, deliveryZip)) {
      problems.push(`${group.product_name} does not deliver to ZIP code ${deliveryZip}`);
      continue;
    }
    const left = group.max_quantity - group.quantity_booked;
    if (item.qty > left) problems.push(`Only ${left} units left for ${group.product_name}`);
  }
  return problems;
}

type PricedLine = { item: CartItemRow; price: LinePrice };
/** A group this order moved to a new, lower price level. */
type LevelReached = { groupId: number; productName: string; priceCents: number };

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
  deliveryZip: string,
): Promise<{ priced: PricedLine[]; reached: LevelReached[] }> {
  const locked = await lockGroups(
    trx,
    items.map((i) => i.group_id),
  );
  const groups = new Map(locked.map((g) => [g.id, g]));
  const problems = stockProblems(items, groups, nowIso, deliveryZip);
  if (problems.length > 0) throw new HttpError(409, OUT_OF_STOCK, { out_of_stock: problems });

  const levels = await levelsByGroup(trx, [...groups.keys()]);
  const priced: PricedLine[] = [];
  const reached: LevelReached[] = [];
  for (const item of items) {
    const group = groups.get(item.group_id)!;
    const groupLevels = levels.get(group.id) ?? [];
    const booked = group.quantity_booked + item.qty;
    const newPriceCents = levelPriceCents(group.price_cents, groupLevels, booked);
    const ok = await bookGroup(trx, {
      groupId: group.id,
      qty: item.qty,
      newPriceCents,
      closes: booked >= group.max_quantity,
      nowIso,
    });
    if (!ok) throw new HttpError(409, OUT_OF_STOCK, { out_of_stock: [`${group.product_name} is sold out`] });
    priced.push({ item, price: priceLine({ ...group, levels: groupLevels }, item.qty, rates) });
    const sorted = [...groupLevels].sort((a, b) => a.quantity_level - b.quantity_level);
    if (currentLevelIndex(sorted, booked) > currentLevelIndex(sorted, group.quantity_booked)) {
      reached.push({ groupId: group.id, productName: group.product_name, priceCents: newPriceCents });
    }
  }
  return { priced, reached };
}

/**
 * Where the 'order placed' and 'price level reached' mails go out, with the signer of the
 * latter's unsubscribe link; without it (some tests) no mail is sent.
 */
export type CheckoutMail = LevelMail;

export function createCheckoutService(
  db: Kysely<Database>,
  config: Pick<Config, 'platformFeeRate' | 'paymentAuthenticationHoldMinutes'>,
  providerFor: PaymentProviderFor,
  mail?: CheckoutMail,
) {
  const holds = createPaymentHolds(db, config, providerFor, mail);

  /** A stored answer replayed: a held order's is answered as it stands now (placed, still held, or released). */
  async function replay(customerId: number, stored: string): Promise<PlaceOrderResult> {
    const answer = JSON.parse(stored) as PlaceOrderResult;
    return isHeld(answer) ? holds.current(customerId, answer.order_id) : answer;
  }

  return {
    /**
     * Places the customer's cart as one order, all in ONE transaction: claim the
     * idempotency key, claim (take out) the cart's lines, re-price, check and book stock,
     * write the order, then charge the card as the last call out before commit, and write
     * the order's lines, ledger charge and mail once it is paid.
     *
     * Why charge inside the transaction: a declined card throws and rolls everything
     * back, so a failed charge books nothing; and the charge happens only once the
     * order row is written, so only a failing commit could leave a charge without an
     * order. The sandbox's books are in this same transaction (a rollback voids the
     * charge too); for an outside provider such a charge is refunded at once. The price
     * is that PostgreSQL holds the group rows locked during the provider's call, which
     * only delays other buyers of the same groups.
     *
     * When the card's bank asks the shopper to authenticate (Stripe's 3-D Secure), the
     * order commits held instead: units booked, cart taken, no lines, charge or mail yet;
     * the answer carries what the browser needs (payment-holds.ts). A cart that is empty
     * because an order of it is held answers that held order again.
     */
    async placeOrder(
      customerId: number,
      input: PlaceOrderInput,
      idempotencyKey: string | undefined,
      now = new Date(),
    ): Promise<PlaceOrderResult> {
      if (idempotencyKey) {
        const earlier = await findIdempotentAnswer(db, customerId, idempotencyKey);
        if (earlier) return replay(customerId, earlier);
      }
      // Another customer's card, wallet payment method or address gets the same 404 as an unknown id.
      const payer =
        input.payment_method !== undefined
          ? await walletPayer(db, providerFor(db), customerId, input.payment_method)
          : await savedCardPayer(db, customerId, input.card_id);
      const address = await findDeliveryAddress(db, customerId, input.address_id);
      if (!address) {
        throw input.address_id === undefined
          ? badRequest('Please add a billing address first.')
          : notFound('Address not found');
      }
      assertZipInState(address);
      const rates = {
        taxRateBp: await taxRateBpFor(db, customerId, address.state),
        platformFeeRate: config.platformFeeRate,
      };
      // A fresh key per attempt: a retry after a decline may use another card.
      const chargeKey = `placeorder_${randomUUID()}`;
      // The charge asked of an outside provider, to give back if no order comes of it:
      // known once it answered (chargeId set), uncertain when it timed out or waits for
      // the shopper's authentication (asked again with its key, it is then canceled).
      let chargeAsked: ChargeToReturn | undefined;
      let chargeUncertain = false;
      const nowIso = now.toISOString();

      try {
        const placed = await db.transaction().execute(async (trx): Promise<PlaceOrderResult> => {
          if (idempotencyKey) await claimIdempotencyKey(trx, customerId, idempotencyKey, nowIso);
          const answered = async (answer: PlaceOrderResult) => {
            if (idempotencyKey) await storeIdempotentAnswer(trx, customerId, idempotencyKey, JSON.stringify(answer));
            return answer;
          };

          // The cart is claimed before anything is booked or charged: a duplicate of this
          // request sent at once, with or without a key, finds it taken (409) or empty (400).
          const sawLines = await cartHasLines(trx, customerId);
          const items = await claimCartItems(trx, customerId);
          if (items.length === 0) {
            // Placed again while its order waits for the bank: that order, not a second one.
            const waiting = sawLines ? undefined : await holds.waiting(trx, customerId);
            if (waiting) return answered(waiting);
            throw sawLines ? new HttpError(409, CART_BEING_ORDERED) : badRequest(CART_EMPTY);
          }
          const { priced, reached } = await bookCart(trx, items, rates, nowIso, address.zip_code);

          const totals = sumLines(priced.map((p) => p.price));
          const orderId = await insertOrder(trx, {
            customer_id: customerId,
            card_id: payer.cardId,
            wallet: payer.wallet,
            goods_cents: totals.goods_cents,
            tax_cents: totals.tax_cents,
            shipping_cents: totals.shipping_cents,
            platform_fee_cents: totals.platform_fee_cents,
            grand_total_cents: totals.grand_total_cents,
            created_at: nowIso,
          });
          const lines: HeldLine[] = priced.map(({ item, price }) => ({
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
          }));
          const answer: PlaceOrderAnswer = {
            order_id: orderId,
            grand_total: dollarsFromCents(totals.grand_total_cents),
          };
          // The units are booked (held ones too): the group's price has moved for everyone.
          if (mail) {
            for (const level of reached) {
              await queueLevelReachedMails(trx, mail, { ...level, ordererId: customerId, now });
            }
          }

          let paid: { provider: PaymentProviderName; chargeId: string } | undefined;
          if (totals.grand_total_cents > 0) {
            const provider = providerFor(trx);
            if (payer.provider !== provider.name) {
              throw badRequest('This card was saved with another payment provider; please add it again.');
            }
            chargeAsked = {
              provider: provider.name,
              customerId,
              amountCents: totals.grand_total_cents,
              card: payer.method,
              customer: payer.customer,
              wallet: payer.wallet,
              idempotencyKey: chargeKey,
              description: `Order ${orderId}`,
            };
            let chargeId: string;
            try {
              ({ chargeId } = await provider.charge(chargeAsked));
            } catch (error) {
              if (error instanceof AuthenticationRequiredError) {
                chargeUncertain = true;
                return answered(
                  await holds.hold(trx, {
                    orderId,
                    customerId,
                    grandTotalCents: totals.grand_total_cents,
                    provider: provider.name,
                    waiting: error,
                    chargeKey,
                    lines,
                    now,
                  }),
                );
              }
              if (error instanceof PaymentDeclinedError) throw badRequest(error.message);
              if (error instanceof PaymentUnavailableError && error.chargeMayExist) chargeUncertain = true;
              throw error;
            }
            if (!provider.transactional) chargeAsked.chargeId = chargeId;
            paid = { provider: provider.name, chargeId };
          }

          // Paid (or free): the order's lines, its ledger charge and its mail.
          await insertOrderLines(
            trx,
            lines.map((line) => ({ ...line, order_id: orderId })),
          );
          if (paid) {
            await insertPayment(trx, {
              kind: 'charge',
              amount_cents: totals.grand_total_cents,
              provider: paid.provider,
              provider_id: paid.chargeId,
              order_id: orderId,
              order_line_id: null,
              idempotency_key: chargeKey,
              created_at: nowIso,
            });
          }
          await queueOrderPlacedMail(trx, mail, customerId, answer);
          return answered(answer);
        });
        // Only a newly placed order is mailed; replays of an idempotency key return above.
        mail?.queue.wake();
        return placed;
      } catch (error) {
        // No order, but an outside provider charged (our commit failed) or may have
        // (it timed out, or it waits for an authentication): give the money back, or
        // cancel the waiting charge, now or through the payments job.
        if (chargeAsked && (chargeAsked.chargeId || chargeUncertain)) {
          try {
            await returnCharge(db, providerFor, chargeAsked, now);
          } catch (recordError) {
            // Logged as a 500 with both causes and the charge key, for an operator to settle by hand.
            throw new AggregateError(
              [error, recordError],
              `Order failed after charge ${chargeAsked.chargeId ?? chargeKey}, and writing it down to return failed too`,
            );
          }
        }
        if (error instanceof PaymentUnavailableError) throw orderNotPlacedPaymentDown();
        // A concurrent request with the same key committed first: answer what it answered.
        if (idempotencyKey && isUniqueViolation(error)) {
          const earlier = await findIdempotentAnswer(db, customerId, idempotencyKey);
          if (earlier) return replay(customerId, earlier);
        }
        throw error;
      }
    },

    /** The shopper's bank answered (or not): see payment-holds.ts `complete`. */
    completePayment: (customerId: number, orderId: number, now?: Date) => holds.complete(customerId, orderId, now),

    /** The hold job's run: see payment-holds.ts `releaseExpired`. */
    releaseExpiredHolds: (now?: Date) => holds.releaseExpired(now),

    /** Held orders as Stripe's payment events reach them (jobs/shop-jobs.ts, payments/stripe-events.ts). */
    heldOrders: holds.heldOrders,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
