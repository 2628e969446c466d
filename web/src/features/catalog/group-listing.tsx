import { NetworkStatus } from '@apollo/client';
import { Button } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { GroupsDocument, type GroupsQueryVariables } from '../../__generated__/graphql';
import { useLiveGroups } from '../../components/use-live-groups';
import { FilterPanel } from './filter-panel';
import { GroupCard } from './group-card';
import { firstPageVariables } from './listing-query';
import { clearSavedPriceRange, priceFilterText, useListingPrice, withoutPriceRange } from './price-filter';
import { ZipCodeInput } from './zip-code-input';
import './catalog.css';

// The cards of the first screen (one or two on a phone, a row of four on a wide screen):
// their images load eagerly, the rest lazily as the shopper scrolls.
const ABOVE_FOLD_CARDS = 4;

interface GroupListingProps {
  title: string;
  pageSize: number;
  emptyText: string;
  categoryId?: string;
  productName?: string;
}

// The group listing of home, /category/:id and /search/:name (docs/product.md#screens 'Home / group
// listing'): the filter panel on the left (above on phones) beside the groups.
export function GroupListing(props: GroupListingProps) {
  return (
    <div className="listing-layout">
      <FilterPanel categoryId={props.categoryId} />
      <div className="listing-layout__main">
        <ListingContent {...props} />
      </div>
    </div>
  );
}

// Without a ZIP code it asks for one; with one it lists the groups around it.
function ListingContent(props: GroupListingProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const variables = firstPageVariables(searchParams, props);

  const applyZipCode = useCallback(
    (zip: string) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('zipCode', zip);
        return next;
      });
    },
    [setSearchParams],
  );

  if (!variables) {
    return (
      <section className="zip-prompt" aria-labelledby="zip-prompt-title">
        <h1 id="zip-prompt-title" className="zip-prompt__title">
          Find products in your area
        </h1>
        <p className="zip-prompt__text">Please enter your ZIP code to view available products in your area</p>
        <ZipCodeInput id="zip-prompt-input" size="large" onApply={applyZipCode} />
      </section>
    );
  }

  return <GroupResults {...props} variables={variables} onZipCode={applyZipCode} />;
}

interface GroupResultsProps extends GroupListingProps {
  variables: GroupsQueryVariables;
  onZipCode: (zip: string) => void;
}

function GroupResults({ title, emptyText, variables, onZipCode }: GroupResultsProps) {
  const zipCode = variables.filter.zipCode;

  // Pages accumulate in the cache: fetchMore asks for the page after the last one's
  // endCursor and the Query.groups pagination policy (app/apollo-cache.ts) appends it, so
  // the list is one normalized field that survives re-renders. Paging by cursor, a group
  // that closes or opens meanwhile never makes a card show twice or go missing.
  // docs/product.md#screens fetches the first page on every load and location change: the
  // route's loader does (listing-query.ts, asked before the page renders), and this query
  // joins that request or reads its answer, so the page asks once. A failed fetch is silent (docs/product.md#messages): the error is not shown,
  // loading just ends.
  const { data, loading, networkStatus, fetchMore } = useQuery(GroupsDocument, {
    variables,
    fetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });

  const page = data?.groups;
  const groups = page?.edges.map((edge) => edge.node);
  // The cards shown follow their groups live (signed in): price, units and status change
  // in place as other buyers order (the hook caps how many one subscription follows).
  useLiveGroups(groups?.map((group) => group.id) ?? []);
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const firstLoad = loading && !page;

  const loadMore = () => {
    const after = page?.pageInfo.endCursor;
    if (!after) return;
    fetchMore({ variables: { after } }).catch(() => undefined);
  };

  return (
    <section className="group-listing" aria-labelledby="group-listing-title">
      <div className="group-listing__toolbar">
        <h1 id="group-listing-title" className="group-listing__title">
          {title}
        </h1>
        <ZipCodeInput key={zipCode} id="zip-code" current={zipCode} onApply={onZipCode} />
      </div>

      {firstLoad ? (
        <div className="group-grid" aria-busy="true">
          <span className="sr-only" role="status">
            Loading groups
          </span>
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className="group-card group-card--skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : page && groups && groups.length > 0 ? (
        <>
          <ul className="group-grid">
            {groups.map((group, index) => (
              <li key={group.id}>
                <GroupCard
                  group={group}
                  priority={index === 0 ? 'first' : index < ABOVE_FOLD_CARDS ? 'above-fold' : undefined}
                />
              </li>
            ))}
          </ul>
          {/* Only while groups follow the last page (docs/product.md#constants-and-limits): the
              server says so exactly in hasNextPage, so a list that ends on a full page shows
              no button that would load nothing. */}
          {page.pageInfo.hasNextPage && (
            <div className="group-listing__more">
              <Button size="large" onClick={loadMore} loading={loadingMore}>
                Load More
              </Button>
            </div>
          )}
        </>
      ) : (
        <EmptyListing emptyText={emptyText} />
      )}
    </section>
  );
}

// Nothing listed. When a price range (maybe one saved earlier in the session) narrows the
// listing, the shopper is told and can drop it here: 'No Groups Available' alone read as
// an empty area (issue 40).
function EmptyListing({ emptyText }: { emptyText: string }) {
  const [, setSearchParams] = useSearchParams();
  const range = priceFilterText(useListingPrice());
  return (
    <div className="group-listing__empty">
      <p className="group-listing__empty-text">{emptyText}</p>
      {range && (
        <>
          <p className="group-listing__filter-note">A price filter is on: {range}.</p>
          <Button
            onClick={() => {
              clearSavedPriceRange();
              setSearchParams(withoutPriceRange);
            }}
          >
            Clear price filter
          </Button>
        </>
      )}
    </div>
  );
}
