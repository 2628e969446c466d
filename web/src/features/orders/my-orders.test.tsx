import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MyOrdersDocument, type OrderLineStatus } from '../../__generated__/graphql';
import { renderRoutes } from '../../test/render';
import { usd } from '../../test/money';
import { MyOrders, NO_ORDERS_TEXT, ORDERS_PAGE_SIZE, type OrderLine } from './my-orders';

const LONG_NAME = `Espresso Machine ${'x'.repeat(200)}`;

function orderLine(id: string, status: OrderLineStatus | null, rawStatus: string, extra: Partial<OrderLine> = {}) {
  return {
    __typename: 'OrderLine' as const,
    id,
    orderId: `9${id}`,
    status,
    rawStatus,
    unitPrice: usd('1234.50'),
    quantity: 2,
    tax: usd('10.25'),
    shipping: usd('15.00'),
    platformFee: usd('49.38'),
    // What was charged: 2 × 1234.50 + 10.25 + 15 + 49.38.
    total: usd('2543.63'),
    invoiceId: null,
    invoiceUrl: null,
    trackingCompany: null,
    trackingNumber: null,
    orderedAt: '2026-03-07T12:00:00.000Z',
    deliveryAddress: {
      __typename: 'DeliveryAddress' as const,
      street: '1500 Main St',
      city: 'Dallas',
      state: 'TX',
      country: 'United States',
      zipCode: '75201',
    },
    groupId: `g${id}`,
    productName: `Product ${id}`,
    productImage: null,
    finalUnitPrice: null,
    refundedAmount: usd('0.00'),
    returnDeclineReason: null,
    todayUnitPrice: null,
    refundIfClosedNow: null,
    ...extra,
  };
}

/**
 * A page of the list: its lines, each with the cursor `c<id>`, after `after` (or the first
 * page), and whether lines follow it.
 */
const answer = (
  lines: ReturnType<typeof orderLine>[],
  { after, hasNextPage = false }: { after?: string; hasNextPage?: boolean } = {},
) => ({
  request: {
    query: MyOrdersDocument,
    variables: after ? { first: ORDERS_PAGE_SIZE, after } : { first: ORDERS_PAGE_SIZE },
  },
  result: {
    data: {
      orderLines: {
        __typename: 'OrderLineConnection' as const,
        edges: lines.map((node) => ({ __typename: 'OrderLineEdge' as const, cursor: `c${node.id}`, node })),
        pageInfo: {
          __typename: 'PageInfo' as const,
          hasNextPage,
          endCursor: lines.length > 0 ? `c${lines[lines.length - 1]!.id}` : null,
        },
      },
    },
  },
});

const lineRange = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => orderLine(String(from + i), 'IN_PROGRESS', 'in_progress'));

const cardOf = (name: string) => screen.getByRole('article', { name });

function renderOrders(mocks: MockLink.MockedResponse[], element = <MyOrders />) {
  return renderRoutes({ mocks, routes: [{ path: '/', element }] });
}

describe('My Orders (docs/product.md#screens)', () => {
  it("shows, for a line of an open group, the price paid, today's price and the refund if it closed now", async () => {
    renderOrders([
      answer([
        orderLine('1', 'IN_PROGRESS', 'in_progress', {
          unitPrice: usd('100.00'),
          todayUnitPrice: usd('90.00'),
          refundIfClosedNow: usd('21.20'),
        }),
        orderLine('2', 'COMPLETED', 'completed'),
      ]),
    ]);

    const card = await screen.findByRole('article', { name: 'Product 1' });
    const open = within(card).getByLabelText('While the group is open');
    const fact = (label: string) => within(open).getByText(label).nextSibling?.textContent;
    expect(fact('Price paid')).toBe('$100.00');
    expect(fact("Today's price")).toBe('$90.00');
    expect(fact('Refund if the group closed now')).toBe('$21.20');
    // A line of a closed group shows none of it.
    expect(within(cardOf('Product 2')).queryByText("Today's price")).toBeNull();
    expect(within(cardOf('Product 2')).queryByText('Refund if the group closed now')).toBeNull();
  });

  it('shows one card per line with every field', async () => {
    renderOrders([
      answer([
        orderLine('1', 'SHIPPING', 'shipping', {
          productName: LONG_NAME,
          trackingCompany: 'UPS',
          trackingNumber: '1Z999AA10001',
          productImage: '/media/groups/1-1.svg',
        }),
      ]),
    ]);

    const name = `${LONG_NAME.slice(0, 170)}...`;
    const card = await screen.findByRole('article', { name });
    // Headings in order under the dashboard's h1: the tab's h2, then each line's h3.
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H2', 'H3']);
    const link = within(card).getByRole('link', { name });
    expect(link).toHaveAttribute('href', '/product/g1');
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/groups/1-1.svg');
    const fact = (label: string) => within(card).getByText(label).nextSibling?.textContent;
    expect(fact('Price')).toBe('$1,234.50');
    expect(fact('Quantity')).toBe('2');
    expect(fact('Tax')).toBe('$10.25');
    expect(fact('Shipping')).toBe('$15.00');
    expect(fact('Platform fee')).toBe('$49.38');
    // The amount charged for the line, the platform fee included.
    expect(fact('Total')).toBe('$2,543.63');
    expect(fact('Tracking company')).toBe('UPS');
    expect(fact('Tracking number')).toBe('1Z999AA10001');
    expect(fact('Address')).toBe('1500 Main St, Dallas, TX 75201, United States');
    expect(within(card).getByText('#91')).toBeInTheDocument();
    expect(within(card).getByText('Shipped')).toBeInTheDocument();
    expect(within(card).getByText('03/07/2026')).toBeInTheDocument();
    // Nothing beyond the product rules for a line that was not settled or refunded.
    expect(within(card).queryByText('Final price')).not.toBeInTheDocument();
    expect(within(card).queryByText('Refunded')).not.toBeInTheDocument();
  });

  it('shows the badge label of each status and an unknown status raw', async () => {
    renderOrders([
      answer([
        orderLine('1', 'IN_PROGRESS', 'in_progress'),
        orderLine('2', 'RETURN_IN_PROGRESS', 'return_in_progress'),
        orderLine('3', null, 'lost_in_transit'),
      ]),
    ]);
    expect(within(await screen.findByRole('article', { name: 'Product 1' })).getByText('In Progress')).toBeVisible();
    expect(within(cardOf('Product 2')).getByText('Return In Progress')).toBeVisible();
    expect(within(cardOf('Product 3')).getByText('lost_in_transit')).toBeVisible();
  });

  it('shows a settled line’s final price and the refund received', async () => {
    renderOrders([
      answer([
        orderLine('1', 'COMPLETED', 'completed', { finalUnitPrice: usd('1100.00'), refundedAmount: usd('290.91') }),
      ]),
    ]);
    const card = await screen.findByRole('article', { name: 'Product 1' });
    expect(within(card).getByText('Final price').nextSibling).toHaveTextContent('$1,100.00');
    expect(within(card).getByText('Refunded').nextSibling).toHaveTextContent('$290.91');
  });

  it('shows why the shop declined a return', async () => {
    renderOrders([
      answer([orderLine('1', 'RETURN_DECLINED', 'return_declined', { returnDeclineReason: 'Opened and used' })]),
    ]);
    const card = await screen.findByRole('article', { name: 'Product 1' });
    expect(within(card).getByText('Return declined: Opened and used')).toBeVisible();
  });

  it('shows every line: the pages after the first follow by cursor, 20 at a time, while a spinner says more is loading', async () => {
    renderOrders([
      answer(lineRange(1, 20), { hasNextPage: true }),
      answer(lineRange(21, 20), { after: 'c20', hasNextPage: true }),
      answer(lineRange(41, 3), { after: 'c40' }),
    ]);

    expect(await screen.findByRole('article', { name: 'Product 43' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(43);
    // In the server's order (newest order first): the pages one after the other.
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toBe(cardOf('Product 1'));
    expect(cards[20]).toBe(cardOf('Product 21'));
    expect(cards[42]).toBe(cardOf('Product 43'));
    expect(screen.queryByText('Loading orders')).not.toBeInTheDocument();
  });

  it('keeps the lines it has when a following page fails, and stops loading, silently', async () => {
    renderOrders([
      answer(lineRange(1, 20), { hasNextPage: true }),
      {
        request: { query: MyOrdersDocument, variables: { first: ORDERS_PAGE_SIZE, after: 'c20' } },
        error: new Error('Network down'),
      },
    ]);

    expect(await screen.findByRole('article', { name: 'Product 20' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading orders')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(20);
  });

  it("says 'No Orders Available' when there are none", async () => {
    renderOrders([answer([])]);
    expect(await screen.findByText(NO_ORDERS_TEXT)).toBeVisible();
  });

  it('stays silent when the list fails: the spinner stops and the empty state shows', async () => {
    renderOrders([
      {
        request: { query: MyOrdersDocument, variables: { first: ORDERS_PAGE_SIZE } },
        error: new Error('Network down'),
      },
    ]);
    expect(await screen.findByText(NO_ORDERS_TEXT)).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Network down')).not.toBeInTheDocument();
  });

  it('offers the Return action only on completed lines and View Invoice only on completed lines with an invoice', async () => {
    const returnAction = jest.fn((line: OrderLine) => <button type="button">Return {line.id}</button>);
    renderOrders(
      [
        answer([
          orderLine('1', 'COMPLETED', 'completed', {
            invoiceId: 'INV-000001',
            invoiceUrl: '/invoice?orderid=91&token=abc',
          }),
          orderLine('2', 'COMPLETED', 'delivered'),
          orderLine('3', 'RETURN_REQUESTED', 'return_requested', { invoiceId: 'INV-000003' }),
          orderLine('4', 'SHIPPING', 'shipping'),
        ]),
      ],
      <MyOrders renderReturnAction={returnAction} />,
    );

    const first = await screen.findByRole('article', { name: 'Product 1' });
    expect(within(first).getByRole('button', { name: 'Return 1' })).toBeVisible();
    const invoice = within(first).getByRole('link', { name: 'View Invoice' });
    expect(invoice).toHaveAttribute('href', '/invoice?orderid=91&token=abc');
    expect(invoice).toHaveAttribute('target', '_blank');

    expect(within(cardOf('Product 2')).getByRole('button', { name: 'Return 2' })).toBeVisible();
    expect(within(cardOf('Product 2')).queryByRole('link', { name: 'View Invoice' })).not.toBeInTheDocument();
    for (const name of ['Product 3', 'Product 4']) {
      expect(within(cardOf(name)).queryByRole('button', { name: /^Return/ })).not.toBeInTheDocument();
      expect(within(cardOf(name)).queryByRole('link', { name: 'View Invoice' })).not.toBeInTheDocument();
    }
    expect(returnAction.mock.calls.map(([line]) => line.id)).toEqual(expect.arrayContaining(['1', '2']));
    expect(new Set(returnAction.mock.calls.map(([line]) => line.id))).toEqual(new Set(['1', '2']));
  });

  it('without a composed Return action no line offers one', async () => {
    renderOrders([answer([orderLine('1', 'COMPLETED', 'completed')])]);
    const card = await screen.findByRole('article', { name: 'Product 1' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('reloads the list from the server when the Return action reports success', async () => {
    let reload: () => void = () => undefined;
    renderOrders(
      [
        answer([orderLine('1', 'COMPLETED', 'completed')]),
        answer([orderLine('1', 'RETURN_REQUESTED', 'return_requested')]),
      ],
      <MyOrders
        renderReturnAction={(_line, onReturned) => {
          reload = onReturned;
          return <span>return control</span>;
        }}
      />,
    );
    const card = await screen.findByRole('article', { name: 'Product 1' });
    expect(within(card).getByText('Delivered')).toBeVisible();
    act(() => reload());
    expect(await within(cardOf('Product 1')).findByText('Return Requested')).toBeVisible();
  });

  it('reads the list from the server again each time it is mounted (the tab remounts it)', async () => {
    function Remounting() {
      const [mount, setMount] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setMount((n) => n + 1)}>
            My Orders
          </button>
          <MyOrders key={mount} />
        </>
      );
    }
    renderOrders(
      [answer([orderLine('1', 'SHIPPING', 'shipping')]), answer([orderLine('1', 'COMPLETED', 'completed')])],
      <Remounting />,
    );
    expect(within(await screen.findByRole('article', { name: 'Product 1' })).getByText('Shipped')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'My Orders' }));
    expect(
      await within(await screen.findByRole('article', { name: 'Product 1' })).findByText('Delivered'),
    ).toBeVisible();
  });
});
