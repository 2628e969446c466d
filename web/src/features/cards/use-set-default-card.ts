import { useMutation } from '@apollo/client/react';
import { SetDefaultCardDocument } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { writeCards } from './write-cards';
import { useMessage } from '../../lib/message';

// Makes a card the default; the answer's list replaces the cached one. Shows the server's
// message either way. Answers whether it worked.
export function useSetDefaultCard() {
  const message = useMessage();
  const [mutate] = useMutation(SetDefaultCardDocument, {
    update(cache, { data }) {
      if (data) writeCards(cache, data.setDefaultCard.cards);
    },
  });

  return async function setDefaultCard(id: string): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { id } });
      if (data) void message.success(data.setDefaultCard.message);
      return Boolean(data);
    } catch (error) {
      void message.error(errorMessage(error));
      return false;
    }
  };
}
