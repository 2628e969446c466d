import { useMutation } from '@apollo/client/react';
import { DeleteCardDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { writeCards } from './write-cards';
import { useMessage } from '../../lib/message';

// docs/product.md#messages, verbatim.
const CARD_REMOVED_MESSAGE = 'Successfully removed your card.';

// Deletes a card; the answer's list (perhaps with a new default) replaces the cached one
// and the removed card leaves the normalized cache. Answers whether it worked.
export function useDeleteCard() {
  const message = useMessage();
  const [mutate] = useMutation(DeleteCardDocument, {
    update(cache, { data }) {
      if (!data) return;
      writeCards(cache, data.deleteCard.cards);
      const { deletedCardId } = data.deleteCard;
      if (deletedCardId) {
        cache.evict({ id: cache.identify({ __typename: 'Card', id: deletedCardId }) });
        cache.gc();
      }
    },
  });

  return async function deleteCard(id: string): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { id } });
      if (data) void message.success(CARD_REMOVED_MESSAGE);
      return Boolean(data);
    } catch (error) {
      void message.error(errorMessage(error));
      return false;
    }
  };
}
