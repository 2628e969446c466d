import { GroupListing, HOME_PAGE_SIZE } from '../../features/catalog/group-listing';

// The logged-in home: the group listing around the customer's ZIP code.
export default function HomeRoute() {
  return <GroupListing title="Buy groups near you" pageSize={HOME_PAGE_SIZE} emptyText="No Groups Available" />;
}
