import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RunSettlementDocument } from '../../__generated__/graphql';
import { renderRoutes } from '../../test/render';
import { GROUP_REQUIRED_MESSAGE } from './settlement-rules';
import { SettlementScreen } from './settlement-screen';

jest.setTimeout(60_000);

test('settling one group asks for its number, confirms closing it, and lists the run', async () => {
  const user = userEvent.setup();
  renderRoutes({
    routes: [{ path: '/', element: <SettlementScreen /> }],
    mocks: [
      {
        request: { query: RunSettlementDocument, variables: { groupId: '12' } },
        result: {
          data: {
            admin: {
              __typename: 'AdminMutation',
              runSettlement: {
                __typename: 'AdminSettlementPayload',
                message: 'Group settled',
                groupsClosed: 1,
                linesSettled: 3,
                refundedAmount: 42.5,
              },
            },
          },
        },
      },
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Close and settle…' }));
  expect(await screen.findByText(GROUP_REQUIRED_MESSAGE)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Group number'), '12');
  await user.click(screen.getByRole('button', { name: 'Close and settle…' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/Close group #12 now, whatever its end date/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close and settle' }));
  expect(await screen.findByText('Group settled')).toBeInTheDocument();
  const row = (await screen.findByText('Group #12')).closest('tr')!;
  expect(within(row).getByText('$42.50')).toBeInTheDocument();
  expect(within(row).getByText('3')).toBeInTheDocument();
});
