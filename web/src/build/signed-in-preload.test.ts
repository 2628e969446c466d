import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import type { Rollup } from 'vite';
import { CATEGORY_PAGE_SIZE, HOME_PAGE_SIZE } from '../features/catalog/page-sizes';
import { firstPageVariables } from '../features/catalog/listing-query';
import { savePriceRange } from '../features/catalog/price-filter';
import { earlyAnswerKey, earlyAnswers, forgetEarlyAnswers } from '../lib/early-answers';
import { mediaUrl } from '../lib/media';
import { pathPattern, preloadScript, preloadTable } from './signed-in-preload';

const routes = '/web/src/app/routes';

function chunk(
  fileName: string,
  moduleIds: string[],
  links: { isEntry?: boolean; imports?: string[]; css?: string[] } = {},
) {
  return {
    type: 'chunk',
    fileName,
    isEntry: links.isEntry ?? false,
    imports: links.imports ?? [],
    moduleIds,
    viteMetadata: { importedCss: new Set(links.css ?? []), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

// The entry (React, the router) and a runtime it imports; the frame with its style sheet;
// each listed route's chunk importing the frame and the entry's runtime; the product page
// one more chunk.
const chunks = [
  chunk('assets/index-1.js', ['/web/src/main.tsx'], { isEntry: true, imports: ['assets/runtime-1.js'] }),
  chunk('assets/runtime-1.js', ['/rolldown/runtime.js']),
  chunk('assets/shop-frame-1.js', [`${routes}/main-layout.tsx`], {
    imports: ['assets/runtime-1.js'],
    css: ['assets/shop-frame-1.css'],
  }),
  chunk('assets/listing-1.js', [`${routes}/home.tsx`], { imports: ['assets/shop-frame-1.js'] }),
  ...['category', 'search', 'cart', 'checkout', 'dashboard'].map((name) =>
    chunk(`assets/${name}-1.js`, [`${routes}/${name}.tsx`], { imports: ['assets/shop-frame-1.js'] }),
  ),
  // The dashboard's first tab, loaded lazily by the dashboard, with its own style sheet.
  chunk('assets/profile-panel-1.js', ['/web/src/features/profile/profile-panel.tsx'], {
    imports: ['assets/shop-frame-1.js'],
    css: ['assets/profile-panel-1.css'],
  }),
  chunk('assets/product-1.js', [`${routes}/product.tsx`], {
    imports: ['assets/shop-frame-1.js', 'assets/gallery-1.js', 'assets/runtime-1.js'],
  }),
  chunk('assets/gallery-1.js', ['/web/src/features/group-detail/gallery.tsx']),
];
const bundle = Object.fromEntries(chunks.map((each) => [each.fileName, each])) as Rollup.OutputBundle;

function preloadedOn(pathname: string, token: string | null, stored: Record<string, string> = {}): string[] {
  document.head.innerHTML = '';
  localStorage.clear();
  if (token) localStorage.setItem('token', token);
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  window.history.pushState({}, '', pathname);
  new Function(preloadScript(preloadTable(bundle, routes)))();
  return Array.from(document.head.querySelectorAll<HTMLLinkElement>('link'), (link) => {
    const kind = link.rel === 'preload' ? `preload as ${link.as}` : link.rel;
    return `${kind} ${link.getAttribute('href')} ${link.crossOrigin === '' ? 'anonymous' : 'credentials'}`;
  });
}

describe('the signed-in preload', () => {
  it("asks a signed-in page's frame and route code beside the entry, not what the entry already loads", () => {
    const frame = [
      'modulepreload /assets/shop-frame-1.js anonymous',
      'preload as style /assets/shop-frame-1.css anonymous',
    ];
    expect(preloadedOn('/product/42', 'session')).toEqual([
      ...frame,
      'modulepreload /assets/product-1.js anonymous',
      'modulepreload /assets/gallery-1.js anonymous',
    ]);
    expect(preloadedOn('/', 'session')).toEqual([...frame, 'modulepreload /assets/listing-1.js anonymous']);
    expect(preloadedOn('/cart', 'session')).toEqual([...frame, 'modulepreload /assets/cart-1.js anonymous']);
    // The dashboard opens on its profile tab, whose code it asks for once its tabs are drawn.
    expect(preloadedOn('/dashboard', 'session')).toEqual([...frame, 'modulepreload /assets/dashboard-1.js anonymous']);
  });

  it('asks nothing without a session (the landing page), nor on pages it does not list', () => {
    expect(preloadedOn('/', null)).toEqual([]);
    expect(preloadedOn('/product/42', null)).toEqual([]);
    expect(preloadedOn('/faq', 'session')).toEqual([]);
    expect(preloadedOn('/product/42/reviews', 'session')).toEqual([]);
  });

  describe("the group page's data", () => {
    // The gateway, answering with a group; what it was sent.
    function gateway(status = 200) {
      const fetch = jest.fn(
        async (_uri: string, _init: RequestInit) =>
          new Response(JSON.stringify({ data: { group: { id: '42', productName: 'Drill' } } }), { status }),
      );
      window.fetch = fetch as unknown as typeof window.fetch;
      return fetch;
    }
    afterEach(forgetEarlyAnswers);

    it("is asked for in one request, the page's own query and the header's, with the session's token", async () => {
      const fetch = gateway();
      preloadedOn('/product/42', 'session');

      expect(fetch).toHaveBeenCalledTimes(1);
      const [uri, init] = fetch.mock.calls[0]!;
      expect(uri).toBe('/graphql');
      expect(init.headers).toMatchObject({ authorization: 'Bearer session', 'content-type': 'application/json' });
      const body = JSON.parse(String(init.body)) as { operationName: string; variables: unknown; query: string };
      expect(body.operationName).toBe('Group_HeaderCart_NavigationCategories');
      expect(body.variables).toEqual({ id: '42' });
      // Apollo's cache needs every object's __typename: the query asks for them as Apollo would.
      expect(body.query).toMatch(
        /^query Group_HeaderCart_NavigationCategories\(\$id:ID!\)\{group\(id:\$id\)\{id .*__typename\}cart\{id .*\}categories\{id name .*__typename\}\}fragment /,
      );
      // The one answer waits for each of the three operations, under its own variables.
      const answer = { data: { group: { id: '42', productName: 'Drill' } } };
      expect(await earlyAnswers()?.[earlyAnswerKey('Group', { id: '42' })]).toEqual(answer);
      expect(await earlyAnswers()?.[earlyAnswerKey('HeaderCart', {})]).toEqual(answer);
      expect(await earlyAnswers()?.[earlyAnswerKey('NavigationCategories', {})]).toEqual(answer);
    });

    it("is the cart page's and the header's on the cart", () => {
      const fetch = gateway();
      preloadedOn('/cart', 'session');

      const body = JSON.parse(String(fetch.mock.calls[0]![1].body)) as { operationName: string; variables: unknown };
      expect(body).toMatchObject({ operationName: 'CartPage_HeaderCart_NavigationCategories', variables: {} });
      expect(earlyAnswers()).toEqual({
        [earlyAnswerKey('CartPage', {})]: expect.any(Promise),
        [earlyAnswerKey('HeaderCart', {})]: expect.any(Promise),
        [earlyAnswerKey('NavigationCategories', {})]: expect.any(Promise),
      });
    });

    it("is everything the checkout's loader asks for, each operation handed its own fields", async () => {
      const profile = { id: '7', billingAddress: { id: '1' }, addresses: [] };
      const pricedCart = { id: 'c', lines: [], grandTotal: '10.00' };
      const headerCart = { id: 'c', lineCount: 1 };
      window.fetch = jest.fn(
        async () =>
          new Response(
            JSON.stringify({
              data: { profile, cart: pricedCart, cards: [], paymentSettings: null, HeaderCart_cart: headerCart },
            }),
          ),
      ) as unknown as typeof window.fetch;
      preloadedOn('/checkout', 'session');

      const body = JSON.parse(String((window.fetch as jest.Mock).mock.calls[0]![1].body)) as {
        operationName: string;
        variables: unknown;
        query: string;
      };
      expect(body.operationName).toBe(
        'CheckoutAddresses_CheckoutCart_Cards_AddressBook_PaymentSettings_HeaderCart_NavigationCategories',
      );
      expect(body.variables).toEqual({ addressId: null });
      // The two `profile` selections are one field; the header's cart, asked without the
      // checkout's argument, goes under another name.
      expect(body.query).toContain('cart(addressId:$addressId)');
      expect(body.query).toContain('HeaderCart_cart:cart{');
      expect(await earlyAnswers()?.[earlyAnswerKey('CheckoutCart', { addressId: null })]).toMatchObject({
        data: { cart: pricedCart },
      });
      expect(await earlyAnswers()?.[earlyAnswerKey('HeaderCart', {})]).toMatchObject({ data: { cart: headerCart } });
      expect(await earlyAnswers()?.[earlyAnswerKey('AddressBook', {})]).toMatchObject({ data: { profile } });
      expect(await earlyAnswers()?.[earlyAnswerKey('PaymentSettings', {})]).toMatchObject({
        data: { paymentSettings: null },
      });
    });

    it("is the profile tab's and the header's on the dashboard", () => {
      const fetch = gateway();
      preloadedOn('/dashboard', 'session');

      const body = JSON.parse(String(fetch.mock.calls[0]![1].body)) as { operationName: string; variables: unknown };
      expect(body).toMatchObject({ operationName: 'ProfilePanel_HeaderCart_NavigationCategories', variables: {} });
      expect(Object.keys(earlyAnswers() ?? {})).toContain(earlyAnswerKey('ProfilePanel', {}));
    });

    it('is left to the page when the gateway refuses it (the page asks again and shows the error)', async () => {
      gateway(401);
      preloadedOn('/product/42', 'session');

      expect(await earlyAnswers()?.[earlyAnswerKey('Group', { id: '42' })]).toBeNull();
    });

    it('is not asked for without a session, nor on pages the script does not list', () => {
      const fetch = gateway();
      preloadedOn('/product/42', null);
      preloadedOn('/faq', 'session');

      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe("the listing's first page", () => {
    const image = 'groups/65-1.svg';
    function gateway() {
      const fetch = jest.fn(
        async (_uri: string, _init: RequestInit) =>
          new Response(JSON.stringify({ data: { groups: { edges: [{ node: { id: '65', imageUrl: image } }] } } })),
      );
      window.fetch = fetch as unknown as typeof window.fetch;
      return fetch;
    }
    afterEach(() => {
      forgetEarlyAnswers();
      sessionStorage.clear();
    });

    it('is asked for around the stored ZIP code, under the variables the listing itself sends', async () => {
      const fetch = gateway();
      preloadedOn('/', 'session', { zip_code: '75201' });

      const body = JSON.parse(String(fetch.mock.calls[0]![1].body)) as { operationName: string; variables: unknown };
      expect(body.operationName).toBe('Groups_HeaderCart_NavigationCategories');
      const listing = firstPageVariables(new URLSearchParams(), { pageSize: HOME_PAGE_SIZE })!;
      expect(body.variables).toEqual(listing);
      expect(earlyAnswers()?.[earlyAnswerKey('Groups', listing)]).toBeInstanceOf(Promise);
    });

    it("preloads the first card's image, with the address the card gives it, once the answer is in", async () => {
      gateway();
      preloadedOn('/', 'session', { zip_code: '75201' });
      await earlyAnswers()?.[earlyAnswerKey('HeaderCart', {})];
      await new Promise((resolve) => setTimeout(resolve, 0));

      const preloads = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'));
      const preload = preloads.find((link) => link.as === 'image');
      expect(preload?.getAttribute('href')).toBe(mediaUrl(image));
      expect(preload?.fetchPriority).toBe('high');
    });

    it.each([
      ['/category/3', 'a category', { pageSize: CATEGORY_PAGE_SIZE, categoryId: '3' }],
      ['/search/office%20chair', 'a search', { pageSize: HOME_PAGE_SIZE, productName: 'office chair' }],
    ])('is asked for on %s, %s narrowed by the path as the page narrows it', (pathname, _, scope) => {
      const fetch = gateway();
      preloadedOn(pathname, 'session', { zip_code: '75201' });

      const body = JSON.parse(String(fetch.mock.calls[0]![1].body)) as { variables: unknown };
      const listing = firstPageVariables(new URLSearchParams(), scope)!;
      expect(body.variables).toEqual(listing);
      expect(earlyAnswers()?.[earlyAnswerKey('Groups', listing)]).toBeInstanceOf(Promise);
    });

    it.each([
      ['a query string narrows the page', '/?zipCode=10001', { zip_code: '75201' }, false],
      ['no valid ZIP code is stored', '/', { zip_code: '7520' }, false],
      ['a price range is saved this session', '/', { zip_code: '75201' }, true],
    ])('is left to the page when %s', (_, pathname, stored, priceSaved) => {
      const fetch = gateway();
      if (priceSaved) savePriceRange([10, 200]);
      preloadedOn(pathname, 'session', stored);

      expect(fetch).not.toHaveBeenCalled();
    });
  });

  it("sends early queries the gateway's schema accepts", () => {
    // A query the gateway refused would fail silently (each page then asks for itself).
    const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../../schema.graphql'), 'utf8'));
    const queries = preloadTable(bundle, routes).map(([, , early]) => early.q);
    expect(queries).toHaveLength(7);
    for (const query of queries) expect(validate(schema, parse(query)).map((error) => error.message)).toEqual([]);
  });

  it('matches route paths by their parameters', () => {
    expect(new RegExp(pathPattern('/product/:id')).test('/product/7')).toBe(true);
    expect(new RegExp(pathPattern('/product/:id')).test('/product/')).toBe(false);
    expect(new RegExp(pathPattern('/')).test('/')).toBe(true);
    expect(new RegExp(pathPattern('/')).test('/cart')).toBe(false);
    expect(new RegExp(pathPattern('/checkout')).test('/checkout/')).toBe(true);
  });
});
