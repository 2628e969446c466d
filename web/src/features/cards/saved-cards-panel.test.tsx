import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardsDocument } from '../../__generated__/graphql';
import { card, paymentSettingsMock, renderWithOperations } from './cards-test-utils';
import { SavedCardsPanel } from './saved-cards-panel';

const VISA = card({ id: '1', isDefault: true });
const MASTERCARD = card({ id: '2', brand: 'mastercard', maskedNumber: '**** **** **** 4444', isDefault: false });

const cardsMock = (cards: ReturnType<typeof card>[]) => ({
  request: { query: CardsDocument },
  result: { data: { cards } },
});

function rowOf(text: RegExp): HTMLElement {
  return screen.getByText(text).closest('li.card-list__item') as HTMLElement;
}

describe("the dashboard's Saved Cards tab", () => {
  it("is headed 'Manage Saved Cards' and offers edit-default only on cards that are not the default", async () => {
    renderWithOperations(<SavedCardsPanel />, [cardsMock([VISA, MASTERCARD])]);
    expect(screen.getByRole('heading', { name: 'Manage Saved Cards' })).toBeInTheDocument();
    await screen.findByText(/4444/);

    expect(within(rowOf(/4444/)).getByRole('button', { name: /^Edit Mastercard/ })).toBeInTheDocument();
    expect(within(rowOf(/4444/)).getByRole('button', { name: /^Delete Mastercard/ })).toBeInTheDocument();
    expect(within(rowOf(/4242/)).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(rowOf(/4242/)).getByRole('button', { name: /^Delete Visa/ })).toBeInTheDocument();
  });

  it("shows 'No card found' without cards, and the delete confirmation on Delete", async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderWithOperations(<SavedCardsPanel />, [cardsMock([])]);
    expect(await screen.findByText('No card found')).toBeInTheDocument();
    unmount();

    renderWithOperations(<SavedCardsPanel />, [cardsMock([VISA])]);
    await user.click(await screen.findByRole('button', { name: /^Delete Visa/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, Delete it' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("opens 'Add new card'", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithOperations(<SavedCardsPanel />, [cardsMock([VISA]), paymentSettingsMock()]);
    await user.click(screen.getByRole('button', { name: 'Add new card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new card' });
    expect(await within(dialog).findByLabelText('Card holder name')).toBeInTheDocument();

    // Cancel closes it, and what was typed is gone the next time.
    await user.type(within(dialog).getByLabelText('Card holder name'), 'Sam Shopper');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add new card' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add new card' }));
    const again = await screen.findByRole('dialog', { name: 'Add new card' });
    expect(await within(again).findByLabelText('Card holder name')).toHaveValue('');
  });
});
