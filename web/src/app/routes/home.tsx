import { GroupListing } from '../../features/catalog/group-listing';
import { HOME_PAGE_SIZE } from '../../features/catalog/page-sizes';
import { preloadListing } from '../../features/catalog/listing-query';
import { apolloClient } from '../apollo';

// Asks for the first page as soon as this code is in, before the page renders (called by
// the router's home route, app/router.tsx).
export function preloadHome(url: URL): void {
  preloadListing(apolloClient, url.searchParams, { pageSize: HOME_PAGE_SIZE });
}

// The logged-in home: the group listing around the customer's ZIP code.
export default function HomeRoute() {
  return <GroupListing title="Buy groups near you" pageSize={HOME_PAGE_SIZE} emptyText="No Groups Available" />;
}
