import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { AddToCart } from '../../features/cart/add-to-cart';
import { GroupDetailPage } from '../../features/group-detail/group-detail-page';
import { preloadGroup } from '../../features/group-detail/preload-group';
import { apolloClient } from '../apollo';

// The group is asked for as soon as this code is in, before the page renders.
export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) preloadGroup(apolloClient, params.id);
  return null;
}

// /product/:id — one buy group's page, with the cart feature's add-to-cart.
export function Component() {
  const { id = '' } = useParams();
  return (
    <GroupDetailPage
      key={id}
      groupId={id}
      purchase={(block) => <AddToCart groupId={id} blockedBy={block?.reasonId} />}
    />
  );
}
