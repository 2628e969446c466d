import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import { EMPTY_CART } from '../rest/cart-answer';
import { groupAnswer } from '../rest/group-answer';
import { lineMoney, moneyFromDollars, moneyOrNull } from '../rest/money';
import { CONNECTION_DEFAULT_SIZES } from '../schema/connection-sizes';
import { connectionOf, cursorWindow } from './connection';
import { readCart } from './cart';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export const ordersResolvers: Resolvers = {
  Query: {
    orderLines: async (_parent, { status, ...paging }, { rest }) => {
      // The arguments' rules first (connection.ts): a refused page asks nothing upstream.
      const { size, after, before } = cursorWindow(paging, CONNECTION_DEFAULT_SIZES['Query.orderLines']!);
      const answer = await rest.post('/api/orders', {
        body: { status: status ?? undefined, limit: size, after, before },
      });
      return connectionOf(answer.data.order_list, answer.data);
    },
  },

  Mutation: {
    placeOrder: async (_parent, { input }, { rest }) => {
      // It travels as an HTTP header: anything else than visible ASCII is the client's
      // mistake, said here rather than failing the upstream call as an outage.
      if (input.idempotencyKey != null && !IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
        throw new GraphQLError('idempotencyKey must be 1 to 255 visible ASCII characters', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const answer = await rest.post('/api/placeorder', {
        header: input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : undefined,
        body: {
          card_id: input.cardId == null ? undefined : Number(input.cardId),
          // A wallet's payment method instead of a card (docs/decisions.md "Wallets"); the API judges both.
          payment_method: input.paymentMethod ?? undefined,
          address_id: input.addressId ? Number(input.addressId) : undefined,
        },
      });
      // The API's 202: held for the card's 3-D Secure (docs/decisions.md "3-D Secure at order time").
      const authentication = 'payment_authentication' in answer.data ? answer.data.payment_authentication : null;
      return {
        message: answer.message,
        orderId: String(answer.data.order_id),
        grandTotal: moneyFromDollars(answer.data.grand_total),
        // The order is placed and charged (or held): an API that stops answering now (a
        // deploy) must not turn it into an error the shopper would read as "not placed".
        // The order emptied the cart, so that is the cart to show when it cannot be read.
        cart: await readCart(rest).catch(() => EMPTY_CART),
        paymentAuthentication: authentication && {
          clientSecret: authentication.client_secret,
          expiresAt: authentication.expires_at,
        },
      };
    },

    completeOrderPayment: async (_parent, { orderId }, { rest }) => {
      const answer = await rest.post('/api/orders/{order_id}/complete-payment', { path: { order_id: orderId } });
      return {
        message: answer.message,
        orderId: String(answer.data.order_id),
        grandTotal: moneyFromDollars(answer.data.grand_total),
        // Placed and charged: as placeOrder's, the cart is no reason to answer an error.
        cart: await readCart(rest).catch(() => EMPTY_CART),
        paymentAuthentication: null,
      };
    },

    requestReturn: async (_parent, { input }, { rest }) => {
      const answer = await rest.post('/api/order/request-return', {
        body: {
          order_id: Number(input.orderId),
          order_line_id: Number(input.orderLineId),
          group_id: Number(input.groupId),
          return_reason: input.reason,
          return_note: input.note ?? undefined,
        },
      });
      return { message: answer.message, orderLineId: input.orderLineId };
    },
  },

  OrderLine: {
    id: (line) => String(line.order_line_id),
    orderId: (line) => String(line.order_id),
    status: (line) => line.group.status,
    rawStatus: (line) => line.group.status,
    unitPrice: (line) => moneyFromDollars(line.price),
    tax: (line) => moneyFromDollars(line.tax_price),
    shipping: (line) => moneyFromDollars(line.shipping),
    platformFee: (line) => moneyFromDollars(line.platform_fee),
    // What the card was charged for the line (docs/product.md#pricing-and-money): price × quantity + tax +
    // shipping + platform fee, so My Orders agrees with the amount charged.
    total: (line) => lineMoney(line.price, line.quantity, line.tax_price, line.shipping, line.platform_fee),
    invoiceId: (line) => (line.invoice_id && line.invoice_id !== 'NULL' ? line.invoice_id : null),
    invoiceUrl: (line) => line.invoice_url,
    trackingCompany: (line) => line.group.tracking_company_name,
    trackingNumber: (line) => line.group.tracking_number,
    orderedAt: (line) => line.group.date_created,
    deliveryAddress: (line) => line.group,
    groupId: (line) => String(line.group.group_id),
    productName: (line) => line.group.product_name,
    productImage: (line) => line.group.product_image,
    finalUnitPrice: (line) => moneyOrNull(line.final_price),
    refundedAmount: (line) => moneyFromDollars(line.refunded_amount ?? 0),
    returnDeclineReason: (line) => line.return_decline_reason,
    todayUnitPrice: (line) => moneyOrNull(line.today_price),
    refundIfClosedNow: (line) => moneyOrNull(line.refund_if_closed_now),
    group: async (line, _args, { loaders }) => groupAnswer(await loaders.groupOrFail(String(line.group.group_id))),
  },

  DeliveryAddress: {
    zipCode: (address) => address.zip_code,
  },
};
