import type { ApolloCache } from '@apollo/client';
import { CardsDocument, type CardList_CardsFragment, type CardsQuery } from '../../__generated__/graphql';

// Card mutations answer the whole list (docs/decisions.md: a new default or a deletion
// changes other cards' isDefault), so each one replaces Query.cards with it: no refetch.
export function writeCards(cache: ApolloCache, cards: ReadonlyArray<CardList_CardsFragment>): void {
  cache.writeQuery<CardsQuery>({
    query: CardsDocument,
    data: { cards: cards.map((card) => ({ ...card, __typename: 'Card' as const })) },
  });
}
