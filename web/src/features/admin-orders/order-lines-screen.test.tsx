import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminOrderLinesDocument,
  MoveOrderLineDocument,
  MoveOrderLinesDocument,
  OrderLinesCsvPathDocument,
  type OrderLineTable_OrderLineFragment,
} from '../../__generated__/graphql';
import { adminConnection } from '../../test/admin-connection';
import { renderRoutes } from '../../test/render';
import { usd } from '../../test/money';
import { captureDownloads } from '../../test/download-capture';
import { accessOf } from '../../test/staff-access';
import { CARRIER_REQUIRED_MESSAGE } from './line-rules';
import { OrderLinesScreen } from './order-lines-screen';

// antd's table, select and modal are heavy in jsdom.
jest.setTimeout(60_000);

type Line = OrderLineTable_OrderLineFragment & { __typename: 'AdminOrderLine' };

const LINE: Line = {
  __typename: 'AdminOrderLine',
  id: '12',
  orderId: '7',
  customerEmail: 'shopper@example.com',
  groupId: '3',
  productName: 'Vitamix Blender',
  quantity: 2,
  unitPrice: usd('100.00'),
  paidTotal: usd('226.50'),
  refundedAmount: usd('0.00'),
  status: 'IN_PROGRESS',
  trackingCompany: null,
  trackingNumber: null,
  orderedAt: '2026-11-20T10:00:00.000Z',
};

const page = (lines: Line[]) => ({
  data: { admin: { __typename: 'AdminQuery', orderLines: adminConnection('AdminOrderLineConnection', lines) } },
});

test('shipping asks for tracking, shows the server message and the line leaves the In Progress list', async () => {
  const user = userEvent.setup();
  renderRoutes({
    routes: [{ path: '/', element: <OrderLinesScreen /> }],
    mocks: [
      {
        request: {
          query: AdminOrderLinesDocument,
          variables: { status: 'IN_PROGRESS', search: null, sort: 'NEWEST', first: 20 },
        },
        result: page([LINE]),
      },
      {
        request: {
          query: MoveOrderLineDocument,
          variables: { id: '12', status: 'SHIPPING', trackingCompany: 'UPS', trackingNumber: '1Z999' },
        },
        result: {
          data: {
            admin: {
              __typename: 'AdminMutation',
              moveOrderLine: {
                __typename: 'AdminOrderLinePayload',
                message: 'Order line updated',
                orderLine: { ...LINE, status: 'SHIPPING', trackingCompany: 'UPS', trackingNumber: '1Z999' },
              },
            },
          },
        },
      },
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Ship line #12' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/Ship line #12 of order #7 \(Vitamix Blender × 2\)/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
  expect(await within(dialog).findByText(CARRIER_REQUIRED_MESSAGE)).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('Carrier'), 'UPS');
  await user.type(within(dialog).getByLabelText('Tracking number'), '1Z999');
  await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
  expect(await screen.findByText('Order line updated')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Ship line #12' })).toBeNull());
  expect(screen.getByText('No order lines here.')).toBeInTheDocument();
});

test('a delivered line offers no move; a cancellation confirms the refund', async () => {
  const user = userEvent.setup();
  renderRoutes({
    routes: [{ path: '/', element: <OrderLinesScreen /> }],
    mocks: [
      {
        request: {
          query: AdminOrderLinesDocument,
          variables: { status: 'IN_PROGRESS', search: null, sort: 'NEWEST', first: 20 },
        },
        result: page([LINE, { ...LINE, id: '13', status: 'COMPLETED' }]),
      },
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Cancel and refund line #12' }, { timeout: 10_000 }));
  expect(await screen.findByText(/The buyer is refunded \$226\.50/)).toBeInTheDocument();
  // Its history stays open to an owner; no move does.
  expect(screen.queryByRole('button', { name: /^(Ship|Mark delivered|Cancel and refund) line #13$/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'History of line #13' })).toBeInTheDocument();
});

test('shipping selected lines asks for one tracking number and names each line that did not move', async () => {
  // Typing without delays: two lines' table, a modal and a form are slow enough in jsdom.
  const user = userEvent.setup({ delay: null });
  const other = { ...LINE, id: '13', productName: 'Stand mixer' };
  renderRoutes({
    routes: [{ path: '/', element: <OrderLinesScreen /> }],
    mocks: [
      {
        request: {
          query: AdminOrderLinesDocument,
          variables: { status: 'IN_PROGRESS', search: null, sort: 'NEWEST', first: 20 },
        },
        result: page([LINE, other]),
      },
      {
        request: {
          query: MoveOrderLinesDocument,
          variables: { ids: ['12', '13'], status: 'SHIPPING', trackingCompany: 'UPS', trackingNumber: '1ZBULK' },
        },
        result: {
          data: {
            admin: {
              __typename: 'AdminMutation',
              moveOrderLines: {
                __typename: 'AdminBulkMovePayload',
                message: '1 order line updated, 1 refused',
                moved: 1,
                refused: 1,
                results: [
                  {
                    __typename: 'AdminBulkMoveResult',
                    id: '12',
                    ok: true,
                    message: 'Order line updated',
                    orderLine: { ...LINE, status: 'SHIPPING', trackingCompany: 'UPS', trackingNumber: '1ZBULK' },
                  },
                  {
                    __typename: 'AdminBulkMoveResult',
                    id: '13',
                    ok: false,
                    message: 'Order line is cancelled; it cannot become shipping',
                    orderLine: null,
                  },
                ],
              },
            },
          },
        },
      },
    ],
  });
  const ship = await screen.findByRole('button', { name: 'Ship selected…' });
  expect(ship).toBeDisabled();
  await user.click(await screen.findByRole('checkbox', { name: 'Select line #12' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select line #13' }));
  expect(screen.getByText('2 lines selected')).toBeInTheDocument();
  await user.click(ship);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/Ship 2 selected lines with one carrier and tracking number/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Ship 2' }));
  expect(await within(dialog).findByText(CARRIER_REQUIRED_MESSAGE)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Carrier'), 'UPS');
  await user.type(within(dialog).getByLabelText('Tracking number'), '1ZBULK');
  await user.click(within(dialog).getByRole('button', { name: 'Ship 2' }));
  const results = await within(dialog).findByRole('list', { name: 'Results per line' });
  expect(within(results).getByText('Line #12: Order line updated')).toBeInTheDocument();
  expect(within(results).getByText('Line #13: Order line is cancelled; it cannot become shipping')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  // The shipped line leaves the In Progress list; the refused one stays selected.
  await waitFor(() => expect(screen.queryByText('Vitamix Blender')).toBeNull());
  expect(screen.getByText('1 line selected')).toBeInTheDocument();
}, 150_000);

// The console by role: a role sees only the moves it makes (the API refuses the others).
describe.each([
  ['FULFILMENT', ['Ship line #12'], ['Cancel and refund line #12', 'History of line #12'], true],
  ['FINANCE', ['Cancel and refund line #12'], ['Ship line #12', 'History of line #12'], false],
  ['OWNER', ['Ship line #12', 'Cancel and refund line #12', 'History of line #12'], [], true],
] as const)('as %s', (role, shown, hidden, bulk) => {
  test(`the line offers ${shown.join(', ')}${bulk ? ' and the bulk moves' : ', no bulk moves'}`, async () => {
    renderRoutes({
      routes: [{ path: '/', element: <OrderLinesScreen /> }],
      access: accessOf(role),
      mocks: [
        {
          request: {
            query: AdminOrderLinesDocument,
            variables: { status: 'IN_PROGRESS', search: null, sort: 'NEWEST', first: 20 },
          },
          result: page([LINE]),
        },
      ],
    });
    await screen.findByText('Vitamix Blender (#3)', undefined, { timeout: 10_000 });
    for (const name of shown) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    for (const name of hidden) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(Boolean(screen.queryByRole('button', { name: 'Ship selected…' }))).toBe(bulk);
    expect(Boolean(screen.queryByRole('checkbox', { name: 'Select line #12' }))).toBe(bulk);
  });
});

test('Export CSV downloads the pick list of the filter on screen', async () => {
  const user = userEvent.setup();
  localStorage.setItem('token', 'admin-token');
  const downloads = captureDownloads('order_line_id\n12\n');
  try {
    renderRoutes({
      routes: [{ path: '/', element: <OrderLinesScreen /> }],
      mocks: [
        {
          request: {
            query: AdminOrderLinesDocument,
            variables: { status: 'IN_PROGRESS', search: null, sort: 'NEWEST', first: 20 },
          },
          result: page([LINE]),
        },
        {
          request: {
            query: AdminOrderLinesDocument,
            variables: { status: 'SHIPPING', search: null, sort: 'NEWEST', first: 20 },
          },
          result: page([{ ...LINE, status: 'SHIPPING', trackingCompany: 'UPS', trackingNumber: '1Z999' }]),
        },
        {
          request: {
            query: OrderLinesCsvPathDocument,
            variables: { status: 'SHIPPING', search: null, sort: 'NEWEST' },
          },
          result: {
            data: {
              admin: {
                __typename: 'AdminQuery',
                orderLinesCsvPath: '/admin/order-lines.csv?status=shipping&sort=newest',
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('Vitamix Blender (#3)', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByText('Shipped', { selector: '.ant-select-item-option-content' }));
    expect(await screen.findByText('UPS 1Z999')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported the order lines')).toBeInTheDocument();
    expect(downloads.fetched).toEqual([
      { url: '/admin/order-lines.csv?status=shipping&sort=newest', authorization: 'Bearer admin-token' },
    ]);
    expect(downloads.saved).toEqual(['order-lines.csv']);
  } finally {
    downloads.restore();
    localStorage.clear();
  }
});
