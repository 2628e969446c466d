import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { RequestReturnDocument } from '../../__generated__/graphql';
import { renderRoutes } from '../../test/render';
import { usd } from '../../test/money';
import { RequestReturnButton } from './request-return-button';
import type { ReturnableLine } from './returnable-line';
import { REASON_REQUIRED_MESSAGE } from './return-schema';
import { RETURN_FAILURE_MESSAGE, RETURN_SUCCESS_MESSAGE } from './use-request-return';

// antd's modal and select are heavy in jsdom; on a busy machine a test takes longer than
// the project's 20 s default.
jest.setTimeout(60_000);

const LINE: ReturnableLine = {
  orderId: '41',
  orderLineId: '77',
  groupId: '7',
  productName: 'Vitamix Blender',
  productImage: '/media/groups/7-1.svg',
  quantity: 2,
  total: usd('2494.25'),
};

function returnMock(note: string | null, outcome: Partial<MockLink.MockedResponse>): MockLink.MockedResponse {
  return {
    request: {
      query: RequestReturnDocument,
      variables: { input: { orderId: '41', orderLineId: '77', groupId: '7', reason: 'DAMAGED', note } },
    },
    ...outcome,
  };
}

const success = (note: string | null) =>
  returnMock(note, {
    result: {
      data: {
        requestReturn: { __typename: 'ReturnPayload', message: RETURN_SUCCESS_MESSAGE, orderLineId: '77' },
      },
    },
  });

function renderButton(mocks: MockLink.MockedResponse[]) {
  const onReturned = jest.fn();
  renderRoutes({
    mocks,
    routes: [{ path: '/', element: <RequestReturnButton line={LINE} onReturned={onReturned} /> }],
  });
  return { onReturned };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Return' }));
  return screen.findByRole('dialog', { name: 'Request Return' });
}

async function chooseReason(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByLabelText('Return reason'));
  await user.click(await screen.findByTitle(label));
}

describe('Request Return modal (docs/product.md#screens, #order-line-statuses, #validation-rules, #messages)', () => {
  it('shows the product summary, the eleven reasons, details, Cancel and Submit', async () => {
    const user = userEvent.setup({ delay: null });
    renderButton([]);
    const dialog = await openModal(user);

    // (The modal is still fading in: present, not yet 'visible' to jsdom.)
    expect(within(dialog).getByText('Vitamix Blender')).toBeInTheDocument();
    expect(within(dialog).getByText(/Order ID #41 · Quantity 2 · Total \$2,494\.25/)).toBeInTheDocument();
    expect(dialog.querySelector('.return-summary img')).toHaveAttribute('src', '/media/groups/7-1.svg');
    expect(within(dialog).getByLabelText('Details (optional)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Return reason'));
    const labels = [
      'Defective',
      'Wrong item',
      'Not as described',
      'Damaged',
      'Size issue',
      'Quality issue',
      'Changed my mind',
      'Duplicate order',
      'Missing parts',
      'Expired',
      'Other',
    ];
    for (const label of labels) expect(await screen.findByTitle(label)).toBeInTheDocument();
  });

  it("keeps Submit disabled with 'Please select a return reason' until a reason is chosen", async () => {
    const user = userEvent.setup({ delay: null });
    renderButton([]);
    const dialog = await openModal(user);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });

    expect(submit).toBeDisabled();
    expect(within(dialog).getByText(REASON_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(submit).toHaveAccessibleDescription(REASON_REQUIRED_MESSAGE);
    await chooseReason(user, dialog, 'Damaged');
    expect(submit).toBeEnabled();
    expect(within(dialog).queryByText(REASON_REQUIRED_MESSAGE)).not.toBeInTheDocument();
  });

  it('counts the details live up to 1000 characters', async () => {
    const user = userEvent.setup({ delay: null });
    renderButton([]);
    const dialog = await openModal(user);
    const details = within(dialog).getByLabelText('Details (optional)');

    expect(within(dialog).getByText('0/1000 characters')).toBeInTheDocument();
    await user.type(details, 'Dented lid');
    expect(within(dialog).getByText('10/1000 characters')).toBeVisible();
    expect(details).toHaveAttribute('maxlength', '1000');
    await user.clear(details);
    await user.click(details);
    await user.paste('x'.repeat(1200));
    expect(within(dialog).getByText('1000/1000 characters')).toBeVisible();
  });

  it('submits, toasts the success, closes and asks the list to reload', async () => {
    const user = userEvent.setup({ delay: null });
    const { onReturned } = renderButton([success('Dented lid')]);
    const dialog = await openModal(user);
    await chooseReason(user, dialog, 'Damaged');
    await user.type(within(dialog).getByLabelText('Details (optional)'), '  Dented lid ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(RETURN_SUCCESS_MESSAGE)).toBeVisible();
    await waitFor(() => expect(onReturned).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request Return' })).not.toBeInTheDocument());
  });

  it('sends no note when the details are blank', async () => {
    const user = userEvent.setup({ delay: null });
    const { onReturned } = renderButton([success(null)]);
    const dialog = await openModal(user);
    await chooseReason(user, dialog, 'Damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onReturned).toHaveBeenCalledTimes(1));
  });

  it('shows the server’s message on failure and keeps the modal open', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'This order line is return_requested; only delivered items can be returned.';
    const { onReturned } = renderButton([returnMock(null, { result: { errors: [new GraphQLError(message)] } })]);
    const dialog = await openModal(user);
    await chooseReason(user, dialog, 'Damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(onReturned).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Request Return' })).toBeVisible();
  });

  it("shows 'Failed to submit return request' when there is no server message", async () => {
    const user = userEvent.setup({ delay: null });
    renderButton([returnMock(null, { error: new Error('Failed to fetch') })]);
    const dialog = await openModal(user);
    await chooseReason(user, dialog, 'Damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(RETURN_FAILURE_MESSAGE)).toBeVisible();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });

  it('Cancel closes without sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const { onReturned } = renderButton([]);
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request Return' })).not.toBeInTheDocument());
    expect(onReturned).not.toHaveBeenCalled();
  });
});
