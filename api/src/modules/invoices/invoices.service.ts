import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { HttpError, badRequest } from '../../lib/http-error';
import { dollarsFromCents } from '../../lib/money';
import type { InvoiceSigner } from './invoice-signing';
import type { InvoiceView } from './invoice-view';
import { invoicedLines, orderOwner } from './invoices.repository';

const REFUSED = 'You cannot view this invoice.';

export function createInvoicesService(db: Kysely<Database>, signer: InvoiceSigner) {
  return {
    /**
     * The order's invoice for a valid token or for its signed-in owner. Every refusal,
     * including an unknown order id, is the same 403, so order ids cannot be probed.
     * Amounts are those charged at order time, the platform fee included, so the grand
     * total is what the card paid for these lines (refunds are separate ledger entries).
     */
    async get(orderId: number, token: string | undefined, customerId: number | undefined): Promise<InvoiceView> {
      const owner = await orderOwner(db, orderId);
      const byToken = token !== undefined && signer.verify(orderId, token);
      const byOwner = owner !== undefined && customerId !== undefined && owner === customerId;
      if (owner === undefined || !(byToken || byOwner)) throw new HttpError(403, REFUSED);

      const rows = await invoicedLines(db, orderId);
      const first = rows[0];
      if (!first) throw badRequest('No invoice has been issued for this order yet.');
      let goods = 0;
      let tax = 0;
      let shipping = 0;
      let fee = 0;
      const orderList = rows.map((row) => {
        const lineGoods = row.price_cents * row.quantity;
        goods += lineGoods;
        tax += row.tax_cents;
        shipping += row.shipping_cents;
        fee += row.platform_fee_cents;
        return {
          quantity: row.quantity,
          price: dollarsFromCents(row.price_cents),
          group: {
            address: `${row.supplier_street}, ${row.supplier_city}, ${row.supplier_state}`,
            zip_code: row.supplier_zip,
            product_image: row.product_image,
            product_name: row.product_name,
          },
          tax_price: dollarsFromCents(row.tax_cents),
          shipping: dollarsFromCents(row.shipping_cents),
          platform_fee: dollarsFromCents(row.platform_fee_cents),
          total: dollarsFromCents(lineGoods + row.tax_cents + row.shipping_cents + row.platform_fee_cents),
        };
      });
      return {
        order_list: orderList,
        total: dollarsFromCents(goods),
        total_tax: dollarsFromCents(tax),
        total_shipping: dollarsFromCents(shipping),
        total_platform_fee: dollarsFromCents(fee),
        grand_total: dollarsFromCents(goods + tax + shipping + fee),
        invoice_number: first.number,
        issued_at: first.issued_at,
        order_id: orderId,
        customer: {
          name: `${first.first_name} ${first.last_name}`,
          street: first.street,
          city: first.city,
          state: first.state,
          zip_code: first.zip_code,
        },
      };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
