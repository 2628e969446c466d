import { useParams } from 'react-router-dom';
import { GroupDetailPage } from '../../features/group-detail/group-detail-page';

// /product/:id — one buy group's page.
export function Component() {
  const { id = '' } = useParams();
  return <GroupDetailPage key={id} groupId={id} />;
}
