import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import {
  AddressBookDocument,
  CardsDocument,
  CartPageDocument,
  CheckoutAddressesDocument,
  CheckoutCartDocument,
  GroupDocument,
  GroupsDocument,
  HeaderCartDocument,
  NavigationCategoriesDocument,
  PaymentSettingsDocument,
  ProfilePanelDocument,
} from '../__generated__/graphql';
import { CATEGORY_PAGE_SIZE, HOME_PAGE_SIZE } from '../features/catalog/page-sizes';
import { PRICE_FILTER_KEY } from '../features/catalog/price-filter-key';
import { EARLY_ANSWERS } from '../lib/early-answers';
import { paths } from '../lib/paths';
import { SESSION_KEYS } from '../lib/session-keys';
import { earlyQuery, type EarlyQuery, type EarlyQuerySource } from './early-query';

// A signed-in shopper's page needs the shop frame (antd's core, Apollo, header: about 100 KB)
// and its route's code, but the entry only asks for them once it has arrived and run: on a
// phone's network that is a round trip and a download in a row before the page can draw. A
// small script in index.html's head asks for them at once, beside the entry, when a session
// is stored (docs/decisions.md "Shop pages on a phone"). A visitor without a session (the
// landing page) loads none of it. The pages shoppers open first are listed; others load as
// before. The data those pages show first is asked for by that script too, beside their
// code, in one request: the header's (every shop page) and a route's own `early` query
// (app/early-answer-link.ts hands the answer to each of those queries).
// The listings' first page (features/catalog/listing-query.ts asks for the same).
const HOME_FIRST_PAGE = { first: HOME_PAGE_SIZE };
const CATEGORY_FIRST_PAGE = { first: CATEGORY_PAGE_SIZE };
// A listing's largest paint is its first card's image, asked for as soon as the answer names
// it (the cards draw later).
const FIRST_CARD_IMAGE = 'groups.edges.0.node.imageUrl';

const PRELOADED_ROUTES: Array<{ path: string; module: string; early?: EarlyQuerySource | EarlyQuerySource[] }> = [
  {
    path: paths.home,
    module: 'home',
    // The listing's first cards around the stored ZIP code; its largest paint is the first
    // card's image, asked for as soon as the answer names it (the cards draw later).
    early: {
      document: GroupsDocument,
      variables: {},
      storedZipListing: { filter: 'filter', fixed: HOME_FIRST_PAGE },
      largestImage: FIRST_CARD_IMAGE,
    },
  },
  // The same listing narrowed by the path (app/routes/category.tsx, search.tsx).
  {
    path: paths.category,
    module: 'category',
    early: {
      document: GroupsDocument,
      variables: {},
      storedZipListing: { filter: 'filter', fixed: CATEGORY_FIRST_PAGE, fromRoute: { categoryId: 'id' } },
      largestImage: FIRST_CARD_IMAGE,
    },
  },
  {
    path: paths.search,
    module: 'search',
    early: {
      document: GroupsDocument,
      variables: {},
      storedZipListing: { filter: 'filter', fixed: HOME_FIRST_PAGE, fromRoute: { productName: 'name' } },
      largestImage: FIRST_CARD_IMAGE,
    },
  },
  {
    path: paths.product,
    module: 'product',
    // The group page's largest paint is its first image (Lighthouse's LCP on a phone), which
    // the gateway's page already preloads (gateway/src/http/share-tags.ts); the rest of what
    // the page shows is its own `Group` query.
    early: { document: GroupDocument, variables: { id: 'id' } },
  },
  { path: paths.cart, module: 'cart', early: [{ document: CartPageDocument, variables: {} }] },
  {
    path: paths.checkout,
    module: 'checkout',
    // Everything the route's loader asks for (app/routes/checkout.tsx): its addresses and
    // its cart priced for the billing address, the saved cards, the address book and whether
    // wallets may show.
    early: [
      { document: CheckoutAddressesDocument, variables: {} },
      { document: CheckoutCartDocument, variables: {}, fixed: { addressId: null } },
      { document: CardsDocument, variables: {} },
      { document: AddressBookDocument, variables: {} },
      { document: PaymentSettingsDocument, variables: {} },
    ],
  },
  {
    path: paths.dashboard,
    module: 'dashboard',
    // Its first tab, Profile Information: the panel's query comes with the page (another tab
    // in the address wastes it); its code is asked for once the tabs are drawn
    // (app/routes/dashboard.tsx).
    early: { document: ProfilePanelDocument, variables: {} },
  },
];

// What every shop page's header asks for first: the cart count and the category bar.
const FRAME_EARLY: EarlyQuerySource[] = [
  { document: HeaderCartDocument, variables: {} },
  { document: NavigationCategoriesDocument, variables: {} },
];

/** A route's early query: its page's own and the frame's, in one request. */
const earlyQueryOf = (route: (typeof PRELOADED_ROUTES)[number]): EarlyQuery =>
  earlyQuery(route.path, [...[route.early ?? []].flat(), ...FRAME_EARLY]);

/**
 * Every early query the inline script can send. They are operations of the shop like any
 * other, so the persisted-document manifest lists them (scripts/codegen-persisted-documents.ts)
 * and a gateway that runs only trusted documents runs them.
 */
export const earlyQueries = (): EarlyQuery[] => PRELOADED_ROUTES.map(earlyQueryOf);

/** A route path ('/product/:id') as a pattern for `location.pathname`, a group per parameter. */
export function pathPattern(routePath: string): string {
  const escaped = routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return routePath === '/' ? '^/$' : `^${escaped}/?$`;
}

/** The files a chunk loads before it runs (its static imports, followed), itself included. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** A preloaded route: its path pattern, the files to ask for beyond the entry's, its early query. */
export type PreloadRow = [string, string[], EarlyQuery];

/** For each preloaded route, its path pattern and the files to ask for beyond the entry's. */
export function preloadTable(
  bundle: Rollup.OutputBundle,
  routesDir: string,
  // The shop's public path (Vite's `base`), before each file name.
  base = '/',
): PreloadRow[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('signed-in-preload: the build has no entry chunk');
  const loaded = staticClosure(bundle, entry.fileName);
  const chunkWith = (module: string) => {
    const id = path.join(routesDir, `${module}.tsx`);
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`signed-in-preload: no chunk holds ${id}`);
    return chunk.fileName;
  };
  // A chunk's style sheets are asked for by the entry's preload helper once the chunk is
  // imported, and the page waits for them: they are asked for here too.
  const withStyles = (file: string) => {
    const chunk = bundle[file];
    return [file, ...(chunk?.type === 'chunk' ? (chunk.viteMetadata?.importedCss ?? []) : [])];
  };
  const beyondEntry = (fileName: string) =>
    [...staticClosure(bundle, fileName)].filter((file) => !loaded.has(file)).flatMap(withStyles);
  const frame = beyondEntry(chunkWith('main-layout'));
  return PRELOADED_ROUTES.map((route): PreloadRow => {
    const routeFiles = beyondEntry(chunkWith(route.module));
    const files = [...new Set([...frame, ...routeFiles])].map((file) => `${base}${file}`);
    return [pathPattern(route.path), files, earlyQueryOf(route)];
  });
}

/**
 * The inline script: with a stored session, a link per file of the page's route (a
 * modulepreload for a script, a style preload for a style sheet, both CORS-anonymous as
 * the entry's own requests for them are, so the browser uses what these fetched). The
 * route's early query is posted to the gateway with the session's token and its answer's
 * promise left in `window[EARLY_ANSWERS]` under the name and variables of each operation it
 * serves (null when it failed: the app then asks itself). The listing's variables are
 * built as features/catalog/listing-query.ts builds them from the stored ZIP code; when the
 * page opens narrowed (a query string, a saved price range) or without a valid stored ZIP,
 * nothing is asked early. An image the answer names as the page's largest (`i`) gets a
 * high-priority preload, its address made as lib/media.ts makes it.
 */
export function preloadScript(table: PreloadRow[]): string {
  return `(function(){try{var t=localStorage.getItem(${JSON.stringify(SESSION_KEYS.token)});if(!t)return;var r=${JSON.stringify(
    table,
  )},p=location.pathname;for(var i=0;i<r.length;i++){var m=new RegExp(r[i][0]).exec(p);if(m){r[i][1].forEach(function(h){var l=document.createElement("link"),c=/\\.css$/.test(h);l.rel=c?"preload":"modulepreload";if(c)l.as="style";l.crossOrigin="";l.href=h;document.head.appendChild(l)});var e=r[i][2],v={};for(var k in e.v)v[k]=decodeURIComponent(m[e.v[k]]);for(k in e.f)v[k]=e.f[k];if(e.z){var z=localStorage.getItem(${JSON.stringify(
    SESSION_KEYS.zipCode,
  )});if(location.search||!/^\\d{5}$/.test(z||"")||sessionStorage.getItem(${JSON.stringify(
    PRICE_FILTER_KEY,
  )})!==null)return;var g={zipCode:z};for(var c in e.z[2])g[c]=decodeURIComponent(m[e.z[2][c]]);v[e.z[0]]=g;for(c in e.z[1])v[c]=e.z[1][c]}var a=window[${JSON.stringify(
    EARLY_ANSWERS,
  )}]=window[${JSON.stringify(EARLY_ANSWERS)}]||{},f=fetch("/graphql",{method:"POST",headers:{"content-type":"application/json",authorization:"Bearer "+t},body:JSON.stringify({operationName:e.o,variables:v,query:e.q})}).then(function(x){return x.ok?x.json():null}).catch(function(){return null});if(e.i)f.then(function(x){var s=x&&x.data;e.i.forEach(function(n){s=s&&s[n]});if(typeof s=="string"){var l=document.createElement("link");l.rel="preload";l.as="image";l.fetchPriority="high";l.href=/^(https?:)?\\/\\//.test(s)||s[0]=="/"?s:"/media/"+s;document.head.appendChild(l)}});e.s.forEach(function(o){var w={};o[1].forEach(function(n){w[n]=v[n]});a[o[0]+JSON.stringify(w)]=o[2]?f.then(function(x){if(!x||!x.data)return x;var d={},n;for(n in x.data)d[n]=x.data[n];for(n in o[2])d[n]=x.data[o[2][n]];return{data:d,errors:x.errors}}):f});return}}}catch(e){}})()`;
}

/** The plugin (build only): writes the script into the built index.html. */
export function signedInPreloadPlugin(webRoot: string): Plugin {
  let base = '/';
  return {
    name: 'signed-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (!context.bundle) return [];
        const table = preloadTable(context.bundle, path.join(webRoot, 'src/app/routes'), base);
        return [{ tag: 'script', children: preloadScript(table), injectTo: 'head' }];
      },
    },
  };
}
