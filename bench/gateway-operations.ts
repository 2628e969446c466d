// The operations bench/gateway.bench.ts measures, each asked three ways with the same REST
// calls upstream: straight from the API (the client makes the calls itself), through the
// plain proxy (plain-proxy.ts makes them), and through the gateway as the shop sends it,
// signed in (never from the public answer cache).
import manifest from '../gateway/src/__generated__/persisted-documents.json';
import type { Service } from '../scripts/lib/services';
import type { ListingCursors } from './listing-cursors';

/** One HTTP request of an operation (a direct operation may take several, sent side by side). */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface Target {
  name: string;
  origin: string;
  /** The requests of the i-th operation. */
  requests: (i: number) => BenchRequest[];
  headers?: Record<string, string>;
  /** The server whose CPU is counted (none for the API asked directly). */
  service?: Service;
  /** Places orders while this target is measured (listings change). */
  orders?: (everyMs: number) => Promise<{ stop(): Promise<number> }>;
}

/** One operation's three ways: the bars compare `gateway` with `proxy`, and latency with `direct`. */
export interface BenchOperation {
  name: string;
  direct: Target;
  proxy: Target;
  gateway: Target;
}

export const ZIPS = ['75201', '75204', '75001', '75230'];

// The listing as this benchmark has always asked it (a text query by POST), kept so its
// figures stay comparable from run to run.
export const GROUPS_QUERY = `query Groups($filter: GroupFilter!, $first: Int!, $after: String) {
  groups(filter: $filter, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id productName price { amount currencyCode } discountedPrice { amount currencyCode } imageUrl status endDate quantityBooked } }
  }
}`;

const json = (value: unknown) => JSON.stringify(value);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The shop's persisted document of that name (the manifest codegen writes from web's .graphql files). */
function persistedId(name: string): string {
  const found = manifest.operations.find((operation) => operation.name === name);
  if (!found) throw new Error(`no persisted document named ${name}`);
  return found.id;
}

/**
 * A query as the shop's Apollo Client sends it (web/src/app/persisted-link.ts): GET with
 * the document's id instead of its text, the gateway running the manifest's text.
 */
function persistedGet(name: string, variables: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams({ operationName: name });
  if (variables) params.set('variables', json(variables));
  params.set('extensions', json({ persistedQuery: { version: 1, sha256Hash: persistedId(name) } }));
  return `/graphql?${params}`;
}

export interface OperationSetting {
  apiUrl: string;
  gatewayUrl: string;
  proxyUrl: string;
  gateway: Service;
  proxy: Service;
  /** The demo shopper's session: the listing and the group page. */
  shopperToken: string;
  /** The demo business customer's session, whose cart holds lines (churn orders never empty it). */
  businessToken: string;
  cursors: ListingCursors;
  /** Groups the group page is asked for, in turn. */
  groupIds: readonly number[];
}

export function listingVariables(cursors: ListingCursors, i: number) {
  const zipCode = ZIPS[i % ZIPS.length]!;
  const afters = cursors[zipCode]!;
  return { filter: { zipCode }, first: 12, after: afters[i % afters.length] };
}

/** The three signed-in operations whose rows are the bars. */
export function signedInOperations(s: OperationSetting): BenchOperation[] {
  const shopper = bearer(s.shopperToken);
  const business = bearer(s.businessToken);
  const listing = (i: number) => listingVariables(s.cursors, i);
  const groupId = (i: number) => s.groupIds[i % s.groupIds.length]!;
  return [
    {
      name: 'signed-in listing',
      direct: {
        name: 'listing: API directly (POST customer/group-page)',
        origin: s.apiUrl,
        headers: shopper,
        requests: (i) => [
          {
            method: 'POST',
            path: '/api/customer/group-page',
            body: json({ zip_code: listing(i).filter.zipCode, after: listing(i).after, limit: 12 }),
          },
        ],
      },
      proxy: {
        name: 'listing: plain undici proxy',
        origin: s.proxyUrl,
        headers: shopper,
        service: s.proxy,
        requests: (i) => [
          {
            method: 'POST',
            path: '/groups',
            body: json({ zipCode: listing(i).filter.zipCode, after: listing(i).after, first: 12 }),
          },
        ],
      },
      gateway: {
        name: 'listing: GraphQL gateway, signed in',
        origin: s.gatewayUrl,
        headers: shopper,
        service: s.gateway,
        requests: (i) => [
          { method: 'POST', path: '/graphql', body: json({ query: GROUPS_QUERY, variables: listing(i) }) },
        ],
      },
    },
    {
      name: 'signed-in group detail',
      direct: {
        name: 'group detail: API directly (POST group/batch + POST cart/deliverable)',
        origin: s.apiUrl,
        headers: shopper,
        requests: (i) => [
          { method: 'POST', path: '/api/group/batch', body: json({ ids: [groupId(i)] }) },
          { method: 'POST', path: '/api/cart/deliverable', body: json({ ids: [groupId(i)] }) },
        ],
      },
      proxy: {
        name: 'group detail: plain undici proxy',
        origin: s.proxyUrl,
        headers: shopper,
        service: s.proxy,
        requests: (i) => [{ method: 'GET', path: `/group?id=${groupId(i)}` }],
      },
      gateway: {
        name: 'group detail: GraphQL gateway, signed in',
        origin: s.gatewayUrl,
        headers: shopper,
        service: s.gateway,
        requests: (i) => [{ method: 'GET', path: persistedGet('Group', { id: String(groupId(i)) }) }],
      },
    },
    {
      name: 'signed-in cart view',
      direct: {
        name: 'cart view: API directly (GET cart/view)',
        origin: s.apiUrl,
        headers: business,
        requests: () => [{ method: 'GET', path: '/api/cart/view' }],
      },
      proxy: {
        name: 'cart view: plain undici proxy',
        origin: s.proxyUrl,
        headers: business,
        service: s.proxy,
        requests: () => [{ method: 'GET', path: '/cart' }],
      },
      gateway: {
        name: 'cart view: GraphQL gateway, signed in',
        origin: s.gatewayUrl,
        headers: business,
        service: s.gateway,
        requests: () => [{ method: 'GET', path: persistedGet('CartPage', undefined) }],
      },
    },
  ];
}
