import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import { GroupChangedDocument, type GroupChangedSubscription } from '../__generated__/graphql';
import { useIsLoggedIn } from '../lib/session';

/** Most ids one subscription follows (the gateway's WS_IDS_PER_SUBSCRIPTION default). */
const MAX_IDS = 50;

export type LiveGroup = GroupChangedSubscription['groupChanged'];

/**
 * Follows these groups live while the shopper is signed in (the gateway needs the session):
 * each change updates the cached `Group` of that id, and the listing's `GroupCard` of the
 * same id too (a type of its own in the cache): units booked, price, status and level.
 * Answers whether the groups are followed; when not (a guest), a screen keeps refreshing
 * the way it did before.
 */
export function useLiveGroups(ids: readonly string[], onChange?: (group: LiveGroup) => void): boolean {
  const signedIn = useIsLoggedIn();
  const client = useApolloClient();
  const key = [...new Set(ids)].sort().slice(0, MAX_IDS).join(',');
  const variables = useMemo(() => ({ ids: key ? key.split(',') : [] }), [key]);
  useSubscription(GroupChangedDocument, {
    variables,
    skip: !signedIn || variables.ids.length === 0,
    // Each change is written to the cache in onData, and the screens read the cache: the
    // hook's own result (loading, then each message) is not read, so it does not re-render
    // the page that follows the groups (a whole cart or checkout, in one blocking task).
    ignoreResults: true,
    onData: ({ data }) => {
      const group = data.data?.groupChanged;
      if (!group) return;
      // The card's level fields change with its price: without them a card that passed a
      // level would show the new price beside the old level's "N more units unlock $X".
      client.cache.modify({
        id: client.cache.identify({ __typename: 'GroupCard', id: group.id }),
        fields: {
          quantityBooked: () => group.quantityBooked,
          discountedPrice: () => group.discountedPrice,
          status: () => group.status,
          currentLevel: () => group.currentLevel,
          nextLevel: () => group.nextLevel ?? null,
        },
      });
      onChange?.(group);
    },
  });
  return signedIn && variables.ids.length > 0;
}
