import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useCardsQuery } from '../../__generated__/graphql';
import { AddCardDialog } from './add-card-dialog';
import { CardList } from './card-list';

// Spec §4/§9: checkout picks the default card 3 seconds after load.
export const DEFAULT_CARD_PICK_MS = 3000;

interface CardPickerProps {
  value: string | null;
  onChange: (cardId: string) => void;
}

// Checkout's saved cards: a radio list, the default card chosen 3 s after the list loads
// (unless the shopper chose one first), and 'Add new card' (the new card is chosen when it
// is the default; the toast is the server's message, spec §8).
export function CardPicker({ value, onChange }: CardPickerProps) {
  const { data, loading } = useCardsQuery();
  const [adding, setAdding] = useState(false);
  const cards = data?.cards;
  const defaultId = cards?.find((card) => card.isDefault)?.id ?? null;
  const loaded = cards !== undefined;

  useEffect(() => {
    if (!loaded || value !== null || defaultId === null) return;
    const timer = setTimeout(() => onChange(defaultId), DEFAULT_CARD_PICK_MS);
    return () => clearTimeout(timer);
    // Only once, after the first load: later list changes do not re-pick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  return (
    <section className="card-picker" aria-labelledby="card-picker-title">
      <div className="card-picker__head">
        <h2 id="card-picker-title" className="card-picker__title">
          Saved Cards
        </h2>
        <Button onClick={() => setAdding(true)}>Add new card</Button>
      </div>
      {loading && !cards ? (
        <p role="status">Loading cards</p>
      ) : (
        <CardList cards={cards ?? []} selectedId={value} onSelect={onChange} />
      )}
      <AddCardDialog
        open={adding}
        onClose={() => setAdding(false)}
        successToast="server"
        onAdded={(card) => {
          if (card.isDefault) onChange(card.id);
        }}
      />
    </section>
  );
}
