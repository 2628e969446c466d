import { App } from 'antd';
import { useAddCardMutation, type CardList_CardsFragment } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { createSandboxCardToken } from '../../lib/payments/sandbox-token';
import type { CardValues } from './card-schema';
import { writeCards } from './write-cards';

// Spec §8: the dashboard's fixed success toast; checkout shows the server's message.
export const CARD_ADDED_MESSAGE = 'Successfully add your card.';

export interface AddCardOptions {
  // 'server' at checkout, 'fixed' at the dashboard (spec §8).
  successToast: 'server' | 'fixed';
}

// Saves a card: the card data goes to the sandbox token route (never through GraphQL), the
// token to addCard, whose answer replaces the cached card list. Answers the new card, or
// null after a failure (the server's message is shown).
export function useAddCard({ successToast }: AddCardOptions) {
  const { message } = App.useApp();
  const [mutate] = useAddCardMutation({
    update(cache, { data }) {
      if (data) writeCards(cache, data.addCard.cards);
    },
  });

  return async function addCard(values: CardValues): Promise<CardList_CardsFragment | null> {
    try {
      const holderName = values.holderName.trim();
      const token = await createSandboxCardToken({
        cardNumber: values.cardNumber,
        expMonth: Number(values.expMonth),
        expYear: Number(values.expYear),
        cvc: values.cvc.trim(),
        holderName,
      });
      const { data } = await mutate({
        variables: { input: { holderName, token: token.id, makeDefault: values.makeDefault } },
      });
      const answer = data?.addCard;
      if (!answer) return null;
      void message.success(successToast === 'server' ? answer.message : CARD_ADDED_MESSAGE);
      return answer.card ?? null;
    } catch (error) {
      void message.error(errorMessage(error));
      return null;
    }
  };
}
