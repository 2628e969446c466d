import { useParams } from 'react-router-dom';
import { GroupListing, HOME_PAGE_SIZE } from '../../features/catalog/group-listing';

// /search/:name — groups whose product name contains the text.
export function Component() {
  const { name = '' } = useParams();
  return (
    <GroupListing
      title={`Results for "${name}"`}
      pageSize={HOME_PAGE_SIZE}
      productName={name}
      emptyText="No Groups Found"
    />
  );
}
