import { useParams } from 'react-router-dom';
import { AddToCart } from '../../features/cart/add-to-cart';
import { GroupDetailPage } from '../../features/group-detail/group-detail-page';

// /product/:id — one buy group's page, with the cart feature's add-to-cart.
export function Component() {
  const { id = '' } = useParams();
  return <GroupDetailPage key={id} groupId={id} purchase={<AddToCart groupId={id} />} />;
}
