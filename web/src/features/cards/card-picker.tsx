import { Button } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CardsDocument } from '../../__generated__/graphql';
import { CardList } from './card-list';

// The dialog (its form and the card fields) is its own chunk, loaded on the first 'Add new
// card': the checkout's first load does not carry it (docs/decisions.md "Shop pages on a phone").
const AddCardDialog = lazy(() => import('./add-card-dialog').then((module) => ({ default: module.AddCardDialog })));

// docs/product.md#screens, #constants-and-limits: checkout picks the default card 3 seconds after load.
export const DEFAULT_CARD_PICK_MS = 3000;

interface CardPickerProps {
  value: string | null;
  onChange: (cardId: string) => void;
}

// Checkout's saved cards: a radio list, the default card chosen 3 s after the list loads
// (unless the shopper chose one first), and 'Add new card' (the new card is chosen when it
// is the default; the toast is the server's message, docs/product.md#messages).
export function CardPicker({ value, onChange }: CardPickerProps) {
  const { data, loading } = useQuery(CardsDocument);
  const [adding, setAdding] = useState(false);
  // Once opened, the dialog stays mounted, so it can play its closing animation.
  const [opened, setOpened] = useState(false);
  const cards = data?.cards;
  const defaultId = cards?.find((card) => card.isDefault)?.id ?? null;
  const loaded = cards !== undefined;

  const chosen = value !== null;
  // Set the moment the shopper chooses (a click, or a new default card), before React renders
  // it: a choice and the timer landing in one batch of updates would otherwise end with the
  // timer's pick, the later of the two.
  const choiceMade = useRef(false);
  const choose = (cardId: string) => {
    choiceMade.current = true;
    onChange(cardId);
  };

  useEffect(() => {
    if (!loaded || chosen || defaultId === null) return;
    const timer = setTimeout(() => {
      if (!choiceMade.current) onChange(defaultId);
    }, DEFAULT_CARD_PICK_MS);
    // A choice made before the timer fires (a click, or a new default card) cancels it.
    return () => clearTimeout(timer);
    // Armed on the first load only: later list changes do not re-pick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, chosen]);

  return (
    <section className="card-picker" aria-labelledby="card-picker-title">
      <div className="card-picker__head">
        <h2 id="card-picker-title" className="card-picker__title">
          Saved Cards
        </h2>
        <Button
          onClick={() => {
            setOpened(true);
            setAdding(true);
          }}
        >
          Add new card
        </Button>
      </div>
      {loading && !cards ? (
        <p role="status">Loading cards</p>
      ) : (
        <CardList cards={cards ?? []} selectedId={value} onSelect={choose} />
      )}
      {opened && (
        <Suspense fallback={null}>
          <AddCardDialog
            open={adding}
            onClose={() => setAdding(false)}
            successToast="server"
            onAdded={(card) => {
              if (card.isDefault) choose(card.id);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
