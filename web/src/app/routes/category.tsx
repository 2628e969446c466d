import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { GroupListing } from '../../features/catalog/group-listing';
import { CATEGORY_PAGE_SIZE } from '../../features/catalog/page-sizes';
import { preloadListing } from '../../features/catalog/listing-query';
import { apolloClient } from '../apollo';

// The first page is asked for as soon as this code is in, before the page renders.
export function loader({ request, params }: LoaderFunctionArgs) {
  preloadListing(apolloClient, new URL(request.url).searchParams, {
    pageSize: CATEGORY_PAGE_SIZE,
    categoryId: params.id,
  });
  return null;
}

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
