import type { Resolvers } from '../__generated__/resolvers-types';
import { lineMoney, moneyFromDollars } from '../rest/money';
import { integerOrText } from '../rest/api-judged';

export const invoicesResolvers: Resolvers = {
  Query: {
    // Public with the link's token: the API decides who may see it (token or owner session).
    invoice: async (_parent, { orderId, token }, { rest }) => {
      const answer = await rest.post('/api/order/invoice', {
        body: { order_id: integerOrText(orderId), token: token ?? undefined },
      });
      return answer.data;
    },
  },

  Invoice: {
    orderId: (invoice) => String(invoice.order_id),
    invoiceNumber: (invoice) => invoice.invoice_number,
    issuedAt: (invoice) => invoice.issued_at,
    lines: (invoice) => invoice.order_list,
    total: (invoice) => moneyFromDollars(invoice.total),
    totalTax: (invoice) => moneyFromDollars(invoice.total_tax),
    totalShipping: (invoice) => moneyFromDollars(invoice.total_shipping),
    totalPlatformFee: (invoice) => moneyFromDollars(invoice.total_platform_fee),
    grandTotal: (invoice) => moneyFromDollars(invoice.grand_total),
  },

  InvoiceLine: {
    productName: (line) => line.group.product_name,
    productImage: (line) => line.group.product_image,
    supplierAddress: (line) => line.group.address,
    supplierZipCode: (line) => line.group.zip_code,
    unitPrice: (line) => moneyFromDollars(line.price),
    lineTotal: (line) => lineMoney(line.price, line.quantity),
    tax: (line) => moneyFromDollars(line.tax_price),
    shipping: (line) => moneyFromDollars(line.shipping),
    platformFee: (line) => moneyFromDollars(line.platform_fee),
    grandTotal: (line) => moneyFromDollars(line.total),
  },

  InvoiceCustomer: {
    zipCode: (customer) => customer.zip_code,
  },
};
