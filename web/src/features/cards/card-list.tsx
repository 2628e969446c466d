import type { ReactNode } from 'react';
import type { CardList_CardsFragment } from '../../__generated__/graphql';
import { RadioChoice, RadioGroup } from '../../components/radio-group';
import './cards.css';

interface CardListProps {
  cards: ReadonlyArray<CardList_CardsFragment>;
  // With onSelect the list is a radio group (checkout); without, a plain list (dashboard).
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  // Per-card buttons (the dashboard's edit-default and delete).
  actions?: (card: CardList_CardsFragment) => ReactNode;
}

export function cardLabel(card: CardList_CardsFragment): string {
  const month = String(card.expMonth).padStart(2, '0');
  return `${brandName(card.brand)} ${card.maskedNumber} (${month}/${card.expYear})`;
}

function brandName(brand: string): string {
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
}

// The saved cards; 'No card found' when there are none (docs/product.md#messages).
export function CardList({ cards, selectedId, onSelect, actions }: CardListProps) {
  if (cards.length === 0) return <p className="card-list__empty">No card found</p>;

  const rows = cards.map((card) => (
    <li key={card.id} className="card-list__item">
      {onSelect ? (
        <RadioChoice value={card.id}>
          <CardText card={card} />
        </RadioChoice>
      ) : (
        <CardText card={card} />
      )}
      {actions && <span className="card-list__actions">{actions(card)}</span>}
    </li>
  ));

  if (!onSelect) return <ul className="card-list">{rows}</ul>;
  return (
    <RadioGroup className="card-list__group" value={selectedId ?? null} onChange={onSelect} label="Saved cards">
      <ul className="card-list">{rows}</ul>
    </RadioGroup>
  );
}

function CardText({ card }: { card: CardList_CardsFragment }) {
  return (
    <span className="card-list__text">
      <span className="card-list__number">{cardLabel(card)}</span>
      <span className="card-list__holder">{card.holderName}</span>
      {card.isDefault && <span className="card-list__default">Default</span>}
    </span>
  );
}
