import { useMutation } from '@apollo/client/react';
import { AddCardDocument, type CardList_CardsFragment } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { createSandboxCardToken } from '../../lib/payments/sandbox-token';
import type { CardValues } from './card-schema';
import { writeCards } from './write-cards';
import { useMessage } from '../../lib/message';

// docs/product.md#messages: the dashboard's fixed success toast; checkout shows the server's message.
const CARD_ADDED_MESSAGE = 'Successfully add your card.';

// The toast after a card is saved, whichever way it was saved.
export const cardAddedToast = (successToast: AddCardOptions['successToast'], serverMessage: string) =>
  successToast === 'server' ? serverMessage : CARD_ADDED_MESSAGE;

export interface AddCardOptions {
  // 'server' at checkout, 'fixed' at the dashboard (docs/product.md#messages).
  successToast: 'server' | 'fixed';
}

// What every card form asks besides the card itself.
export interface NewCard {
  holderName: string;
  makeDefault: boolean;
}

// Turns the typed card into a payment-provider token id; throws with a message to show.
type Tokenize = (holderName: string) => Promise<string>;

// Saves a card: `tokenize` hands the card data to the provider (never to GraphQL), the
// token goes to addCard, whose answer replaces the cached card list. Answers the new card,
// or null after a failure (the server's or the provider's message is shown).
export function useSaveCard({ successToast }: AddCardOptions) {
  const message = useMessage();
  const [mutate] = useMutation(AddCardDocument, {
    update(cache, { data }) {
      if (data) writeCards(cache, data.addCard.cards);
    },
  });

  return async function saveCard(card: NewCard, tokenize: Tokenize): Promise<CardList_CardsFragment | null> {
    try {
      const holderName = card.holderName.trim();
      const token = await tokenize(holderName);
      const { data } = await mutate({ variables: { input: { holderName, token, makeDefault: card.makeDefault } } });
      const answer = data?.addCard;
      if (!answer) return null;
      void message.success(cardAddedToast(successToast, answer.message));
      return answer.card ?? null;
    } catch (error) {
      void message.error(errorMessage(error));
      return null;
    }
  };
}

// The sandbox form's save: its card data goes to the sandbox token route.
export function useAddCard(options: AddCardOptions) {
  const saveCard = useSaveCard(options);
  return (values: CardValues) =>
    saveCard(values, async (holderName) => {
      const token = await createSandboxCardToken({
        cardNumber: values.cardNumber,
        expMonth: Number(values.expMonth),
        expYear: Number(values.expYear),
        cvc: values.cvc.trim(),
        holderName,
      });
      return token.id;
    });
}
