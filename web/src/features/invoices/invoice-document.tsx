import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { InvoiceQuery } from '../../__generated__/graphql';
import { BrandLogo } from '../../lib/brand-logo';
import { formatDate } from '../../lib/date';
import { mediaUrl } from '../../lib/media';
import { formatMoney } from '../../lib/money';

type Invoice = InvoiceQuery['invoice'];

// The table's columns (docs/product.md#screens), also the labels of the cells on narrow screens.
export const INVOICE_COLUMNS = [
  'Product',
  'Qty',
  'Price',
  'Total',
  'Tax Amount',
  'Shipping Amount',
  // Beyond the product rules' columns: the fee is part of what was charged (docs/decisions.md).
  'Platform Fee',
  'Grand Total',
] as const;

// The invoice itself: logo, the product's (supplier's) address and ZIP code, the customer,
// one row per invoiced line, the Total line and 'Thank You!'. Print uses the same markup
// with the print styles of invoice.css.
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  // Lines of one supplier share an address; show each address once.
  const suppliers = [
    ...new Map(invoice.lines.map((line) => [`${line.supplierAddress}|${line.supplierZipCode}`, line])).values(),
  ];

  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <header className="invoice__header">
        <BrandLogo size={36} />
        <div className="invoice__heading">
          <h1 id="invoice-title">Invoice</h1>
          <dl className="invoice__ids">
            <div>
              <dt>Invoice number</dt>
              <dd>{invoice.invoiceNumber}</dd>
            </div>
            <div>
              <dt>Order ID</dt>
              <dd>#{invoice.orderId}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>
                <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt)}</time>
              </dd>
            </div>
          </dl>
        </div>
      </header>

      <div className="invoice__parties">
        <section aria-labelledby="invoice-from">
          <h2 id="invoice-from">From</h2>
          {suppliers.map((line) => (
            <address key={`${line.supplierAddress}|${line.supplierZipCode}`}>
              <span>{line.supplierAddress}</span>
              <span>Zip code: {line.supplierZipCode}</span>
            </address>
          ))}
        </section>
        <section aria-labelledby="invoice-to">
          <h2 id="invoice-to">Billed to</h2>
          <address>
            <span>{invoice.customer.name}</span>
            <span>{invoice.customer.street}</span>
            <span>
              {invoice.customer.city}, {invoice.customer.state} {invoice.customer.zipCode}
            </span>
          </address>
        </section>
      </div>

      <table className="invoice__table">
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">Image</span>
            </th>
            {INVOICE_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => {
            const cells = [
              line.productName,
              String(line.quantity),
              formatMoney(line.unitPrice),
              formatMoney(line.lineTotal),
              formatMoney(line.tax),
              formatMoney(line.shipping),
              formatMoney(line.platformFee),
              formatMoney(line.grandTotal),
            ];
            return (
              <tr key={index}>
                <td className="invoice__image-cell">
                  {line.productImage ? (
                    <img src={mediaUrl(line.productImage)} alt="" width={56} height={56} decoding="async" />
                  ) : (
                    <span className="invoice__image--empty" aria-hidden="true" />
                  )}
                </td>
                {cells.map((value, column) => (
                  <td key={INVOICE_COLUMNS[column]} data-label={INVOICE_COLUMNS[column]}>
                    {value}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>

      <div className="invoice__total">
        <span>Total</span>
        <strong>{formatMoney(invoice.grandTotal)}</strong>
      </div>

      <p className="invoice__note">
        Amounts are those charged when the order was placed. If a group&apos;s price dropped by its closing, the
        difference, with the tax and platform fee charged on it, is refunded to the card used and shown with your
        orders.
      </p>

      <p className="invoice__thanks">Thank You!</p>

      <div className="invoice__print">
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Print
        </Button>
      </div>
    </article>
  );
}
