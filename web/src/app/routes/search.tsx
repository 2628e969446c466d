import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { GroupListing } from '../../features/catalog/group-listing';
import { HOME_PAGE_SIZE } from '../../features/catalog/page-sizes';
import { preloadListing } from '../../features/catalog/listing-query';
import { apolloClient } from '../apollo';

// The first page is asked for as soon as this code is in, before the page renders.
export function loader({ request, params }: LoaderFunctionArgs) {
  preloadListing(apolloClient, new URL(request.url).searchParams, {
    pageSize: HOME_PAGE_SIZE,
    productName: params.name ?? '',
  });
  return null;
}

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
