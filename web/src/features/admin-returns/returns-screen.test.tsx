import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  AdminReturnsDocument,
  DeclineReturnDocument,
  type ReturnTable_OrderLineFragment,
} from '../../__generated__/graphql';
import { adminConnection } from '../../test/admin-connection';
import { renderRoutes } from '../../test/render';
import { usd } from '../../test/money';
import { accessOf } from '../../test/staff-access';
import { DECLINE_REASON_REQUIRED_MESSAGE } from './return-rules';
import { ReturnsScreen } from './returns-screen';

// antd's table and modal are heavy in jsdom.
jest.setTimeout(60_000);

const LINE: ReturnTable_OrderLineFragment & { __typename: 'AdminOrderLine' } = {
  __typename: 'AdminOrderLine',
  id: '9',
  orderId: '4',
  customerEmail: 'shopper@example.com',
  productName: 'Desk Lamp',
  quantity: 1,
  paidTotal: usd('54.20'),
  refundedAmount: usd('0.00'),
  status: 'RETURN_REQUESTED',
  returnReason: 'SIZE_ISSUE',
  returnNote: 'Too small',
  returnDeclineReason: null,
  orderedAt: '2026-11-01T10:00:00.000Z',
};

const list = {
  request: { query: AdminReturnsDocument, variables: { status: 'RETURN_REQUESTED', first: 20 } },
  result: {
    data: {
      admin: {
        __typename: 'AdminQuery',
        orderLines: adminConnection('AdminOrderLineConnection', [LINE]),
      },
    },
  },
};
const decline = (result: object) => ({
  request: { query: DeclineReturnDocument, variables: { id: '9', reason: 'Opened and used' } },
  result,
});

async function declineWithReason(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByText('Size issue', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText('Too small')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Decline: return of line #9' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(await within(dialog).findByText(DECLINE_REASON_REQUIRED_MESSAGE)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Reason for the buyer'), 'Opened and used');
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
}

test('declining needs a reason, shows the server message and the line leaves the Requested list', async () => {
  const user = userEvent.setup();
  renderRoutes({
    routes: [{ path: '/', element: <ReturnsScreen /> }],
    mocks: [
      list,
      decline({
        data: {
          admin: {
            __typename: 'AdminMutation',
            declineReturn: {
              __typename: 'AdminOrderLinePayload',
              message: 'Return declined',
              orderLine: { ...LINE, status: 'RETURN_DECLINED', returnDeclineReason: 'Opened and used' },
            },
          },
        },
      }),
    ],
  });
  await declineWithReason(user);
  expect(await screen.findByText('Return declined')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('No returns here.')).toBeInTheDocument());
});

test('a refusal shows the server message and keeps the line', async () => {
  const user = userEvent.setup();
  renderRoutes({
    routes: [{ path: '/', element: <ReturnsScreen /> }],
    mocks: [
      list,
      decline({ errors: [new GraphQLError('Order line is return_accepted; it cannot become return_declined')] }),
    ],
  });
  await declineWithReason(user);
  expect(
    await screen.findByText('Order line is return_accepted; it cannot become return_declined'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Accept: return of line #9' })).toBeInTheDocument();
});

// The console by role: deciding on a return is support's; a role that does not decide sees
// the return without its steps.
test.each([
  ['SUPPORT', true],
  ['FULFILMENT', false],
] as const)('as %s a requested return offers Accept and Decline: %s', async (role, offered) => {
  renderRoutes({ routes: [{ path: '/', element: <ReturnsScreen /> }], mocks: [list], access: accessOf(role) });
  await screen.findByText('Desk Lamp × 1', undefined, { timeout: 10_000 });
  expect(Boolean(screen.queryByRole('button', { name: 'Accept: return of line #9' }))).toBe(offered);
  expect(Boolean(screen.queryByRole('button', { name: 'Decline: return of line #9' }))).toBe(offered);
});
