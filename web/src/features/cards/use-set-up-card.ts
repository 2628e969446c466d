import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import {
  CompleteCardSetupDocument,
  StartCardSetupDocument,
  type CardList_CardsFragment,
} from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';
import { cardAddedToast, type AddCardOptions, type NewCard } from './use-add-card';
import { writeCards } from './write-cards';

// Confirms the typed card against a SetupIntent's client secret (Stripe.js's
// confirmCardSetup); throws with Stripe's message when Stripe refuses the card.
type ConfirmSetup = (clientSecret: string, holderName: string) => Promise<void>;

// Saves a card with Stripe (docs/decisions.md "Stripe objects"): startCardSetup answers a
// SetupIntent, `confirm` hands it the card in the browser (the bank may ask the shopper to
// authenticate there), and completeCardSetup saves the card, its answer replacing the cached
// list. A card Stripe refused is typed again against the same SetupIntent, so a shopper's
// retries do not each open another. Answers the new card, or null after a failure (the
// server's or Stripe's message is shown).
export function useSetUpCard({ successToast }: AddCardOptions) {
  const message = useMessage();
  const [start] = useMutation(StartCardSetupDocument);
  const [complete] = useMutation(CompleteCardSetupDocument, {
    update(cache, { data }) {
      if (data) writeCards(cache, data.completeCardSetup.cards);
    },
  });
  // A SetupIntent not confirmed yet: the next try confirms against it.
  const unconfirmed = useRef<{ setupIntentId: string; clientSecret: string } | null>(null);

  return async function setUpCard(card: NewCard, confirm: ConfirmSetup): Promise<CardList_CardsFragment | null> {
    try {
      const holderName = card.holderName.trim();
      if (!unconfirmed.current) {
        const { data } = await start();
        if (!data) return null;
        unconfirmed.current = data.startCardSetup;
      }
      const { setupIntentId, clientSecret } = unconfirmed.current;
      await confirm(clientSecret, holderName);
      // Confirmed: Stripe takes no other card on it, whatever happens next.
      unconfirmed.current = null;
      const { data } = await complete({
        variables: { input: { setupIntentId, holderName, makeDefault: card.makeDefault } },
      });
      const answer = data?.completeCardSetup;
      if (!answer) return null;
      void message.success(cardAddedToast(successToast, answer.message));
      return answer.card ?? null;
    } catch (error) {
      void message.error(errorMessage(error));
      return null;
    }
  };
}
