import { useParams } from 'react-router-dom';
import { CATEGORY_PAGE_SIZE, GroupListing } from '../../features/catalog/group-listing';

// /category/:id — the listing narrowed to a category (and its sub-categories).
export function Component() {
  const { id } = useParams();
  return (
    <GroupListing
      title="Buy groups in this category"
      pageSize={CATEGORY_PAGE_SIZE}
      categoryId={id}
      emptyText="No Groups Available"
    />
  );
}
