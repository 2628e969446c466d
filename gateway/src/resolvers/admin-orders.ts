import type { Resolvers } from '../__generated__/resolvers-types';
import { integerOrText } from '../rest/api-judged';
import { moneyFromDollars, moneyOrNull } from '../rest/money';
import { adminOnly } from './admin-access';
import { adminCursorQuery } from './admin-paging';
import { connectionOf } from './connection';

// Order lines and returns over admin/order-lines: a return is a line's status.

export const adminOrdersResolvers: Resolvers = {
  AdminQuery: {
    orderLines: adminOnly(async (_parent, { status, search, customerId, sort, ...paging }, { rest }) => {
      const answer = await rest.get('/api/admin/order-lines', {
        query: {
          ...adminCursorQuery('orderLines', paging),
          status: status ?? undefined,
          search: search?.trim() || undefined,
          customer_id: customerId || undefined,
          sort: sort ?? undefined,
        },
      });
      return connectionOf(answer.data.order_lines, answer.data);
    }),
  },

  AdminMutation: {
    moveOrderLine: adminOnly(async (_parent, { id, status, trackingCompany, trackingNumber }, { rest }) => {
      const answer = await rest.put('/api/admin/order-lines/{id}/status', {
        path: { id },
        body: {
          status,
          tracking_company_name: trackingCompany ?? undefined,
          tracking_number: trackingNumber ?? undefined,
        },
      });
      return { message: answer.message, orderLine: answer.data };
    }),
    moveOrderLines: adminOnly(async (_parent, { ids, status, trackingCompany, trackingNumber }, { rest }) => {
      const answer = await rest.post('/api/admin/order-lines/status', {
        body: {
          order_line_ids: ids.map(integerOrText),
          status,
          tracking_company_name: trackingCompany ?? undefined,
          tracking_number: trackingNumber ?? undefined,
        },
      });
      return { message: answer.message, ...answer.data };
    }),
    acceptReturn: adminOnly(async (_parent, { id }, { rest }) => {
      const answer = await rest.post('/api/admin/order-lines/{id}/return/accept', { path: { id } });
      return { message: answer.message, orderLine: answer.data };
    }),
    declineReturn: adminOnly(async (_parent, { id, reason }, { rest }) => {
      const answer = await rest.post('/api/admin/order-lines/{id}/return/decline', { path: { id }, body: { reason } });
      return { message: answer.message, orderLine: answer.data };
    }),
  },

  AdminBulkMoveResult: {
    id: (result) => String(result.order_line_id),
    orderLine: (result) => result.order_line,
  },

  AdminOrderLine: {
    id: (line) => String(line.order_line_id),
    orderId: (line) => String(line.order_id),
    customerId: (line) => String(line.customer_id),
    customerEmail: (line) => line.customer_email,
    groupId: (line) => String(line.group_id),
    productName: (line) => line.product_name,
    unitPrice: (line) => moneyFromDollars(line.price),
    paidTotal: (line) => moneyFromDollars(line.paid_total),
    finalUnitPrice: (line) => moneyOrNull(line.final_price),
    refundedAmount: (line) => moneyFromDollars(line.refunded_amount),
    trackingCompany: (line) => line.tracking_company_name,
    trackingNumber: (line) => line.tracking_number,
    invoiceId: (line) => line.invoice_id,
    returnReason: (line) => line.return_reason,
    returnNote: (line) => line.return_note,
    returnDeclineReason: (line) => line.return_decline_reason,
    orderedAt: (line) => line.date_created,
  },
};
