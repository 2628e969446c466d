import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CardsDocument, type CardList_CardsFragment } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { AddCardDialog } from './add-card-dialog';
import { CardList, cardLabel } from './card-list';
import { DeleteCardDialog } from './delete-card-dialog';
import { EditDefaultCardDialog } from './edit-default-card-dialog';
import { LoadingState } from '../../components/loading-state';

// The dashboard's 'Saved Cards' tab (docs/product.md#screens): the list with edit-default and delete per
// card, and 'Add new card'. The dialogs' answers replace the cached list, so the list
// follows without a refetch.
export function SavedCardsPanel() {
  const { data, loading, error } = useQuery(CardsDocument);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CardList_CardsFragment | null>(null);
  const [deleting, setDeleting] = useState<CardList_CardsFragment | null>(null);
  const cards = data?.cards;

  return (
    <section className="saved-cards" aria-labelledby="saved-cards-title">
      <div className="card-picker__head">
        <h2 id="saved-cards-title" className="card-picker__title">
          Manage Saved Cards
        </h2>
        <Button type="primary" onClick={() => setAdding(true)}>
          Add new card
        </Button>
      </div>
      {!cards && loading && <LoadingState label="Loading cards" />}
      {!cards && error && <Alert type="error" showIcon title={errorMessage(error, 'Could not load your cards')} />}
      {cards && (
        <CardList
          cards={cards}
          actions={(card) => (
            <>
              {!card.isDefault && (
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`Edit ${cardLabel(card)}`}
                  onClick={() => setEditing(card)}
                />
              )}
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${cardLabel(card)}`}
                onClick={() => setDeleting(card)}
              />
            </>
          )}
        />
      )}
      <AddCardDialog open={adding} onClose={() => setAdding(false)} successToast="fixed" />
      <EditDefaultCardDialog card={editing} onClose={() => setEditing(null)} />
      <DeleteCardDialog card={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
