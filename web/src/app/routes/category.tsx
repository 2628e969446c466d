import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { FilterCategoriesDocument } from '../../__generated__/graphql';
import { GroupListing } from '../../features/catalog/group-listing';
import { CATEGORY_PAGE_SIZE } from '../../features/catalog/page-sizes';
import { preloadListing } from '../../features/catalog/listing-query';
import { titled } from '../../lib/page-title';
import { apolloClient } from '../apollo';

// The first page is asked for as soon as this code is in, before the page renders.
export function loader({ request, params }: LoaderFunctionArgs) {
  preloadListing(apolloClient, new URL(request.url).searchParams, {
    pageSize: CATEGORY_PAGE_SIZE,
    categoryId: params.id,
  });
  return null;
}

/** The category's (or sub-category's) name, once the categories the filter panel also reads have come. */
function useCategoryName(id: string | undefined): string | undefined {
  const { data } = useQuery(FilterCategoriesDocument);
  return data?.categories.flatMap((category) => [category, ...category.subCategories]).find((entry) => entry.id === id)
    ?.name;
}

// /category/:id — the listing narrowed to a category (and its sub-categories), headed and
// named in the tab by the category (issue 40: every category read 'Buy groups in this
// category' and 'Category').
export function Component() {
  const { id } = useParams();
  const name = useCategoryName(id);
  useEffect(() => {
    if (name) document.title = titled(name);
  }, [name]);
  return (
    <GroupListing
      title={name ? `Buy groups in ${name}` : 'Buy groups in this category'}
      pageSize={CATEGORY_PAGE_SIZE}
      categoryId={id}
      emptyText="No Groups Available"
    />
  );
}
