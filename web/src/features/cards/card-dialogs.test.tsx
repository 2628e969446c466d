import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  CardsDocument,
  DeleteCardDocument,
  SetDefaultCardDocument,
  type CardList_CardsFragment,
} from '../../__generated__/graphql';
import { CardList } from './card-list';
import { card, renderWithOperations } from './cards-test-utils';
import { DeleteCardDialog } from './delete-card-dialog';
import { EditDefaultCardDialog } from './edit-default-card-dialog';

const VISA = card({ id: '1', isDefault: true });
const MASTERCARD = card({ id: '2', brand: 'mastercard', maskedNumber: '**** **** **** 4444', isDefault: false });

// The dashboard's future 'Saved Cards' tab in miniature: the list with edit and delete.
function SavedCards() {
  const { data } = useQuery(CardsDocument);
  const [editing, setEditing] = useState<CardList_CardsFragment | null>(null);
  const [deleting, setDeleting] = useState<CardList_CardsFragment | null>(null);
  if (!data) return null;
  return (
    <>
      <CardList
        cards={data.cards}
        actions={(item) => (
          <>
            <button onClick={() => setEditing(item)}>Edit {item.id}</button>
            <button onClick={() => setDeleting(item)}>Delete {item.id}</button>
          </>
        )}
      />
      <EditDefaultCardDialog card={editing} onClose={() => setEditing(null)} />
      <DeleteCardDialog card={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

const cardsMock = (cards: ReturnType<typeof card>[]) => ({
  request: { query: CardsDocument },
  result: { data: { cards } },
});

// The list's row showing the text (dialogs may show the same card's label).
function rowOf(text: RegExp): HTMLElement {
  const row = screen
    .getAllByText(text)
    .map((element) => element.closest('li.card-list__item'))
    .find(Boolean);
  return row as HTMLElement;
}

describe('card list and dialogs', () => {
  it("shows 'No card found' without cards", () => {
    renderWithOperations(<CardList cards={[]} />, []);
    expect(screen.getByText('No card found')).toBeInTheDocument();
  });

  it("edit-default asks to tick the box, then makes the card the default from the mutation's list", async () => {
    const user = userEvent.setup();
    const { operations } = renderWithOperations(<SavedCards />, [
      cardsMock([VISA, MASTERCARD]),
      {
        request: { query: SetDefaultCardDocument, variables: { id: '2' } },
        result: {
          data: {
            setDefaultCard: {
              __typename: 'CardsPayload',
              message: 'Default card updated.',
              cards: [
                { ...VISA, isDefault: false },
                { ...MASTERCARD, isDefault: true },
              ],
            },
          },
        },
      },
    ]);

    await screen.findAllByText(/4444/);
    expect(within(rowOf(/4242/)).getByText('Default')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit 2' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('please select checkbox');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this my default card' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Default card updated.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(/4444/)).queryByText('Default')).toBeInTheDocument());
    expect(within(rowOf(/4242/)).queryByText('Default')).toBeNull();
    expect(operations).toEqual(['Cards', 'SetDefaultCard']);
  });

  it('delete asks for confirmation; Cancel keeps the card, Yes removes it without a refetch', async () => {
    const user = userEvent.setup();
    const { operations } = renderWithOperations(<SavedCards />, [
      cardsMock([VISA, MASTERCARD]),
      {
        request: { query: DeleteCardDocument, variables: { id: '1' } },
        result: {
          data: {
            deleteCard: {
              __typename: 'CardsPayload',
              message: 'Card removed successfully.',
              deletedCardId: '1',
              cards: [{ ...MASTERCARD, isDefault: true }],
            },
          },
        },
      },
    ]);

    await screen.findAllByText(/4242/);
    await user.click(screen.getByRole('button', { name: 'Delete 1' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operations).toEqual(['Cards']);

    await user.click(screen.getByRole('button', { name: 'Delete 1' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete it' }));

    expect(await screen.findByText('Successfully removed your card.')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.card-list')).not.toHaveTextContent('4242'));
    expect(within(rowOf(/4444/)).getByText('Default')).toBeInTheDocument();
    expect(operations).toEqual(['Cards', 'DeleteCard']);
  });

  it("shows 'No card found' after the last card is deleted", async () => {
    const user = userEvent.setup();
    renderWithOperations(<SavedCards />, [
      cardsMock([VISA]),
      {
        request: { query: DeleteCardDocument, variables: { id: '1' } },
        result: {
          data: {
            deleteCard: {
              __typename: 'CardsPayload',
              message: 'Card removed successfully.',
              deletedCardId: '1',
              cards: [],
            },
          },
        },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Delete it' }));
    expect(await screen.findByText('No card found')).toBeInTheDocument();
  });
});
