import type { AdminQueryOrderLinesCsvPathArgs, Resolvers } from '../__generated__/resolvers-types';
import { integerOrText } from '../rest/api-judged';
import { moneyFromDollars, moneyOrNull } from '../rest/money';
import { restUrl } from '../rest/rest-url';
import { requires } from './admin-access';
import { ADMIN_MUTATION_PERMISSIONS, ADMIN_QUERY_PERMISSIONS } from './admin-permissions';
import { adminCursorQuery } from './admin-paging';
import { connectionOf } from './connection';
import { importPayload } from './import-payload';

// Order lines and returns over admin/order-lines: a return is a line's status. The pick
// list of a filter downloads as CSV from the API's admin/order-lines.csv, which the
// gateway passes through at ORDER_LINES_CSV_PATH (server.ts), as the ledger's.

/** Where the order lines' pick list downloads as CSV on the gateway. */
export const ORDER_LINES_CSV_PATH = '/admin/order-lines.csv';

/** The list's filter as the API's query, the same for a page and for the CSV. */
function lineFilter({ status, search, customerId, sort }: Partial<AdminQueryOrderLinesCsvPathArgs>) {
  return {
    status: status ?? undefined,
    search: search?.trim() || undefined,
    customer_id: customerId || undefined,
    sort: sort ?? undefined,
  };
}

export const adminOrdersResolvers: Resolvers = {
  AdminQuery: {
    orderLines: requires(
      ADMIN_QUERY_PERMISSIONS.orderLines,
      async (_parent, { status, search, customerId, sort, ...paging }, { rest }) => {
        const answer = await rest.get('/api/admin/order-lines', {
          query: { ...adminCursorQuery('orderLines', paging), ...lineFilter({ status, search, customerId, sort }) },
        });
        return connectionOf(answer.data.order_lines, answer.data);
      },
    ),
    orderLinesCsvPath: requires(ADMIN_QUERY_PERMISSIONS.orderLinesCsvPath, (_parent, filter) =>
      restUrl(ORDER_LINES_CSV_PATH, { query: lineFilter(filter) }),
    ),
  },

  AdminMutation: {
    moveOrderLine: requires(
      ADMIN_MUTATION_PERMISSIONS.moveOrderLine,
      async (_parent, { id, status, trackingCompany, trackingNumber }, { rest }) => {
        const answer = await rest.put('/api/admin/order-lines/{id}/status', {
          path: { id },
          body: {
            status,
            tracking_company_name: trackingCompany ?? undefined,
            tracking_number: trackingNumber ?? undefined,
          },
        });
        return { message: answer.message, orderLine: answer.data };
      },
    ),
    moveOrderLines: requires(
      ADMIN_MUTATION_PERMISSIONS.moveOrderLines,
      async (_parent, { ids, status, trackingCompany, trackingNumber }, { rest }) => {
        const answer = await rest.post('/api/admin/order-lines/status', {
          body: {
            order_line_ids: ids.map(integerOrText),
            status,
            tracking_company_name: trackingCompany ?? undefined,
            tracking_number: trackingNumber ?? undefined,
          },
        });
        return { message: answer.message, ...answer.data };
      },
    ),
    importTracking: requires(ADMIN_MUTATION_PERMISSIONS.importTracking, async (_parent, { csv, apply }, { rest }) => {
      const answer = await rest.post('/api/admin/order-lines/tracking-import', { body: { csv, apply } });
      return importPayload(answer, (row) => ({
        row: row.row,
        orderLineId: row.order_line_id === null ? null : String(row.order_line_id),
        trackingCompany: row.tracking_company_name,
        trackingNumber: row.tracking_number,
        error: row.error,
        shipped: row.shipped,
      }));
    }),
    acceptReturn: requires(ADMIN_MUTATION_PERMISSIONS.acceptReturn, async (_parent, { id }, { rest }) => {
      const answer = await rest.post('/api/admin/order-lines/{id}/return/accept', { path: { id } });
      return { message: answer.message, orderLine: answer.data };
    }),
    declineReturn: requires(ADMIN_MUTATION_PERMISSIONS.declineReturn, async (_parent, { id, reason }, { rest }) => {
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
