import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { InvoiceDocument as InvoiceQueryDocument } from '../../__generated__/graphql';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../lib/support-contact';
import { renderRoutes } from '../../test/render';
import { usd } from '../../test/money';
import { INVOICE_COLUMNS } from './invoice-document';
import { InvoicePage, MISSING_ORDER_TEXT, REFUSED_TITLE } from './invoice-page';

const INVOICE = {
  __typename: 'Invoice' as const,
  orderId: '41',
  invoiceNumber: 'INV-000077',
  issuedAt: '2026-03-07T12:00:00.000Z',
  lines: [
    {
      __typename: 'InvoiceLine' as const,
      productName: 'Vitamix Blender',
      productImage: '/media/groups/7-1.svg',
      supplierAddress: '1401 Elm St, Dallas, TX',
      supplierZipCode: '75201',
      quantity: 2,
      unitPrice: usd('1000.00'),
      lineTotal: usd('2000.00'),
      tax: usd('165.00'),
      shipping: usd('10.00'),
      platformFee: usd('40.00'),
      grandTotal: usd('2215.00'),
    },
  ],
  total: usd('2000.00'),
  totalTax: usd('165.00'),
  totalShipping: usd('10.00'),
  totalPlatformFee: usd('40.00'),
  // What the card was charged: goods, tax, shipping and the platform fee.
  grandTotal: usd('2215.00'),
  customer: {
    __typename: 'InvoiceCustomer' as const,
    name: 'Sam Shopper',
    street: '1500 Main St',
    city: 'Dallas',
    state: 'TX',
    zipCode: '75201',
  },
};

const invoiceMock = (token: string | null, outcome: Partial<MockLink.MockedResponse>): MockLink.MockedResponse => ({
  request: { query: InvoiceQueryDocument, variables: { orderId: '41', token } },
  ...outcome,
});

function renderInvoice(url: string, mocks: MockLink.MockedResponse[]) {
  return renderRoutes({ url, mocks, routes: [{ path: '/invoice', element: <InvoicePage /> }] });
}

describe('invoice page (docs/product.md#screens, #messages)', () => {
  it('shows a spinner, then the invoice from the signed link', async () => {
    renderInvoice('/invoice?orderid=41&token=abc', [invoiceMock('abc', { result: { data: { invoice: INVOICE } } })]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading invoice');

    const invoice = await screen.findByRole('article', { name: 'Invoice' });
    expect(within(invoice).getByRole('img', { name: 'GroupBuy' })).toBeInTheDocument();
    expect(within(invoice).getByText('INV-000077')).toBeVisible();
    expect(within(invoice).getByText('03/07/2026')).toBeVisible();
    expect(within(invoice).getByText('1401 Elm St, Dallas, TX')).toBeVisible();
    expect(within(invoice).getByText('Zip code: 75201')).toBeVisible();

    const headers = within(invoice)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Image', ...INVOICE_COLUMNS]);
    expect(INVOICE_COLUMNS).toEqual([
      'Product',
      'Qty',
      'Price',
      'Total',
      'Tax Amount',
      'Shipping Amount',
      'Platform Fee',
      'Grand Total',
    ]);
    const rows = within(invoice).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '',
      'Vitamix Blender',
      '2',
      '$1,000.00',
      '$2,000.00',
      '$165.00',
      '$10.00',
      '$40.00',
      '$2,215.00',
    ]);
    // Narrow screens label each cell with its column.
    expect(within(rows[1]!).getByText('$165.00')).toHaveAttribute('data-label', 'Tax Amount');

    expect(within(invoice).getByText('Total', { selector: '.invoice__total span' }).nextSibling).toHaveTextContent(
      '$2,215.00',
    );
    expect(within(invoice).getByText('Thank You!')).toBeVisible();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: SUPPORT_PHONE })).toBeVisible();
    expect(within(footer).getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
  });

  it('prints with the Print button', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderInvoice('/invoice?orderid=41', [invoiceMock(null, { result: { data: { invoice: INVOICE } } })]);
    await userEvent.click(await screen.findByRole('button', { name: /Print$/ }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('refuses without a valid token or session: the server message as a toast and on the page, loading stopped', async () => {
    const refused = 'You cannot view this invoice.';
    renderInvoice('/invoice?orderid=41', [
      invoiceMock(null, { result: { errors: [new GraphQLError(refused, { extensions: { code: 'FORBIDDEN' } })] } }),
    ]);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: REFUSED_TITLE })).toBeVisible();
    expect(within(alert).getByText(refused)).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    // The toast says it too.
    expect(await screen.findByText(refused, { selector: '.ant-message *' })).toBeInTheDocument();
    expect(screen.queryByText('Loading invoice')).not.toBeInTheDocument();
  });

  it('says so when the link has no order number', async () => {
    renderInvoice('/invoice', []);
    expect(await screen.findByText(MISSING_ORDER_TEXT)).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
