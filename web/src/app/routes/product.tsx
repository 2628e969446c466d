import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { AddToCart } from '../../features/cart/add-to-cart';
import { GroupDetailPage } from '../../features/group-detail/group-detail-page';
import { preloadHeaderCart } from '../../features/cart/preload-header-cart';
import { preloadGroup } from '../../features/group-detail/preload-group';
import { preloadNavigationCategories } from '../../features/navigation/preload-navigation-categories';
import { getToken } from '../../lib/session';
import { apolloClient } from '../apollo';

// The group is asked for as soon as this code is in, before the page renders; for a
// signed-in shopper so are the header's cart count and category bar, which otherwise
// left only once the page was drawn, a round trip in a row before its largest paint on a
// phone (docs/decisions.md "The group page's largest paint").
export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) preloadGroup(apolloClient, params.id);
  if (getToken()) {
    preloadHeaderCart(apolloClient);
    preloadNavigationCategories(apolloClient);
  }
  return null;
}

// /product/:id — one buy group's page, with the cart feature's add-to-cart.
export function Component() {
  const { id = '' } = useParams();
  return <GroupDetailPage key={id} groupId={id} purchase={<AddToCart groupId={id} />} />;
}
