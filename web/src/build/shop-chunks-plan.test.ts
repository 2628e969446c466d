import type { Rollup } from 'vite';
import { planShopChunks } from './shop-chunks-plan';

// A build's output as the bundler splits it by itself, reduced to what the plan reads.
function chunk(
  fileName: string,
  modules: Record<string, number>,
  links: { facade?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] } = {},
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: links.facade ?? null,
    isEntry: links.isEntry ?? false,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    moduleIds: Object.keys(modules),
    modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
  } as unknown as Rollup.OutputChunk;
}

const routes = '/web/src/app/routes';
const roots = {
  entry: '/web/src/main.tsx',
  frame: `${routes}/main-layout.tsx`,
  frameData: '/web/src/app/frame-data.ts',
  listing: `${routes}/home.tsx`,
  sameListing: [`${routes}/category.tsx`],
  groupPage: `${routes}/product.tsx`,
  mainLayoutRoutes: ['home', 'category', 'cart', 'dashboard', 'checkout', 'product'].map(
    (name) => `${routes}/${name}.tsx`,
  ),
};

// The entry (React, the router, the landing page) loads each route lazily; the routes share
// the bundler's small chunks (antd's button, Apollo) with the frame and with each other.
const output = [
  chunk(
    'index.js',
    { '/web/src/main.tsx': 100, '/nm/react-dom.js': 5000, [`${routes}/landing.tsx`]: 300 },
    {
      isEntry: true,
      imports: ['router.js'],
      dynamicImports: [
        'frame-data.js',
        'main-layout.js',
        'home.js',
        'category.js',
        'cart.js',
        'dashboard.js',
        'checkout.js',
        'product.js',
        'admin-console.js',
        'login.js',
      ],
    },
  ),
  chunk('router.js', { '/nm/react-router.js': 3000 }),
  chunk('frame-data.js', { [roots.frameData]: 100 }, { facade: roots.frameData, imports: ['apollo.js'] }),
  chunk(
    'main-layout.js',
    { [roots.frame]: 200, '/web/src/layout/header.tsx': 400 },
    {
      facade: roots.frame,
      imports: ['router.js', 'button.js', 'apollo.js'],
    },
  ),
  chunk('button.js', { '/nm/antd/button.js': 2000 }),
  chunk('apollo.js', { '/nm/apollo.js': 9000 }),
  chunk(
    'home.js',
    { [roots.listing]: 100, '/web/src/features/catalog/group-card.tsx': 700 },
    {
      facade: roots.listing,
      imports: ['button.js', 'slider.js', 'group-listing.js', 'money.js', 'price-range.js'],
      dynamicImports: ['filter-drawer.js'],
    },
  ),
  // A drawer only the listing opens, lazily, with a field the listing shows too.
  chunk(
    'filter-drawer.js',
    { '/web/src/features/catalog/filter-drawer.tsx': 400 },
    { facade: '/web/src/features/catalog/filter-drawer.tsx', imports: ['price-range.js'] },
  ),
  chunk('price-range.js', { '/web/src/features/catalog/price-range.tsx': 300 }),
  chunk('slider.js', { '/nm/antd/slider.js': 1500 }),
  // The category page is the same listing; the cart shows prices as the listing does.
  chunk(
    'category.js',
    { [`${routes}/category.tsx`]: 100 },
    { facade: `${routes}/category.tsx`, imports: ['group-listing.js'] },
  ),
  chunk('group-listing.js', { '/web/src/features/catalog/group-listing.tsx': 900 }),
  chunk('money.js', { '/web/src/lib/money.ts': 200 }),
  chunk(
    'cart.js',
    { [`${routes}/cart.tsx`]: 300 },
    {
      facade: `${routes}/cart.tsx`,
      imports: [
        'table.js',
        'button.js',
        'tag.js',
        'address-field.js',
        'money.js',
        'plus-icon.js',
        'error-text.js',
        'loading-ring.js',
      ],
    },
  ),
  chunk(
    'dashboard.js',
    { [`${routes}/dashboard.tsx`]: 300 },
    {
      facade: `${routes}/dashboard.tsx`,
      imports: ['table.js', 'tag.js', 'order-hint.js'],
      dynamicImports: ['profile-panel.js'],
    },
  ),
  chunk(
    'checkout.js',
    { [`${routes}/checkout.tsx`]: 300 },
    {
      facade: `${routes}/checkout.tsx`,
      imports: ['tag.js', 'zoom.js'],
      dynamicImports: ['address-modal.js'],
    },
  ),
  // A dialog checkout opens lazily, sharing a field with the cart route.
  chunk(
    'address-modal.js',
    { '/web/src/features/addresses/address-modal.tsx': 600 },
    {
      facade: '/web/src/features/addresses/address-modal.tsx',
      imports: ['address-field.js'],
    },
  ),
  chunk('address-field.js', { '/web/src/components/address-field.tsx': 500 }),
  chunk('table.js', { '/nm/antd/table.js': 40_000, '/nm/antd/select.js': 15_000 }),
  chunk('tag.js', { '/web/src/components/status-tag.tsx': 200 }),
  chunk(
    'profile-panel.js',
    { '/web/src/features/profile/profile-panel.tsx': 900 },
    {
      facade: '/web/src/features/profile/profile-panel.tsx',
      imports: ['form-field.js'],
    },
  ),
  // The group page: small files it shares with the cart (an icon, a helper using it), one
  // with the dashboard that needs a large file the group page shares with the checkout.
  chunk(
    'product.js',
    { [`${routes}/product.tsx`]: 300 },
    {
      facade: `${routes}/product.tsx`,
      imports: ['button.js', 'plus-icon.js', 'error-text.js', 'order-hint.js', 'zoom.js'],
    },
  ),
  chunk('plus-icon.js', { '/nm/icons/plus.js': 600 }),
  chunk('error-text.js', { '/web/src/lib/error-text.ts': 200 }, { imports: ['plus-icon.js'] }),
  chunk('order-hint.js', { '/web/src/components/order-hint.tsx': 300 }, { imports: ['zoom.js'] }),
  chunk('zoom.js', { '/nm/zoom.js': 20_000 }),
  chunk('admin-console.js', { '/web/src/app/admin/console.tsx': 800 }, { facade: '/web/src/app/admin/console.tsx' }),
  // The login page, outside the main layout, shares a form field with a dashboard tab.
  chunk(
    'login.js',
    { [`${routes}/login.tsx`]: 300 },
    { facade: `${routes}/login.tsx`, imports: ['form-field.js', 'loading-ring.js'] },
  ),
  chunk('loading-ring.js', { '/web/src/components/loading-ring.tsx': 150 }),
  chunk('form-field.js', { '/web/src/components/form-field.tsx': 200 }),
];

// What each module imports, as the bundler resolved it.
const importsOf = new Map([
  ['/nm/icons/plus.js', ['/nm/react-dom.js', '/nm/antd/button.js']],
  ['/web/src/lib/error-text.ts', ['/nm/icons/plus.js', '/nm/unused-helper.js']],
  ['/web/src/components/order-hint.tsx', ['/nm/zoom.js']],
  ['/web/src/components/loading-ring.tsx', ['/nm/react-dom.js']],
  // Style sheets: the entry's, the listing's, a route's, a field's a dialog shows, the login
  // page's, and one the login page and a dashboard tab both show.
  ['/web/src/main.tsx', ['/web/src/app/styles.css']],
  [roots.listing, ['/web/src/features/catalog/catalog.css']],
  [`${routes}/checkout.tsx`, ['/web/src/features/checkout/checkout.css']],
  ['/web/src/components/address-field.tsx', ['/web/src/components/address-field.css']],
  [`${routes}/login.tsx`, ['/web/src/features/auth/auth.css']],
  ['/web/src/components/form-field.tsx', ['/web/src/components/form-field.css']],
]);

describe('the shop split into files', () => {
  const plan = planShopChunks(output, roots, importsOf);

  it('keeps what the entry runs together, and out of every other file', () => {
    expect(plan.get('/web/src/main.tsx')).toBe('app');
    expect(plan.get('/nm/react-dom.js')).toBe('app');
    expect(plan.get('/nm/react-router.js')).toBe('app');
    expect(plan.get(`${routes}/landing.tsx`)).toBe('app');
  });

  it('puts what the main layout runs with it into the shop frame, Apollo Client in its data half', () => {
    expect(plan.get(roots.frame)).toBe('shop-frame');
    expect(plan.get('/web/src/layout/header.tsx')).toBe('shop-frame');
    expect(plan.get('/nm/antd/button.js')).toBe('shop-frame');
    expect(plan.get(roots.frameData)).toBe('frame-data');
    expect(plan.get('/nm/apollo.js')).toBe('frame-data');
  });

  it('puts what the listing adds into the listing, not what the frame already holds', () => {
    expect(plan.get(roots.listing)).toBe('listing');
    expect(plan.get('/web/src/features/catalog/group-card.tsx')).toBe('listing');
    expect(plan.get('/nm/antd/slider.js')).toBe('listing');
    expect(plan.get('/web/src/features/catalog/group-listing.tsx')).toBe('listing');
  });

  it('puts with the frame what the listing and another page both run, so that page loads no listing code', () => {
    expect(plan.get('/web/src/lib/money.ts')).toBe('shop-frame');
  });

  it('keeps in the listing what only the listing and a piece only it opens run', () => {
    expect(plan.get('/web/src/features/catalog/price-range.tsx')).toBe('listing');
  });

  it('gives each other route its own file and what routes share one file per set of routes', () => {
    expect(plan.get(`${routes}/cart.tsx`)).toBe('cart');
    expect(plan.get(`${routes}/checkout.tsx`)).toBe('checkout');
    expect(plan.get('/nm/antd/table.js')).toBe('cart+dashboard');
    expect(plan.get('/nm/antd/select.js')).toBe('cart+dashboard');
  });

  it("leaves lazily opened panels and the console's screens to the bundler", () => {
    expect(plan.has('/web/src/features/profile/profile-panel.tsx')).toBe(false);
    expect(plan.has('/web/src/app/admin/console.tsx')).toBe(false);
    expect(plan.has('/web/src/features/addresses/address-modal.tsx')).toBe(false);
  });

  it("keeps out of a route's file what a lazily loaded piece also uses, so the piece brings no route's code", () => {
    expect(plan.get('/web/src/components/address-field.tsx')).not.toBe('cart');
  });

  it('puts the small files only pages inside the layout share in one file, the dialogs they open included', () => {
    expect(plan.get('/web/src/components/status-tag.tsx')).toBe('shop-parts');
    // The cart's and the address dialog's (the checkout opens it).
    expect(plan.get('/web/src/components/address-field.tsx')).toBe('shop-parts');
  });

  it('puts with the entry a tiny file that a page in the layout and one outside it share, if it needs nothing more', () => {
    expect(plan.get('/web/src/components/loading-ring.tsx')).toBe('app');
  });

  it("puts the group page's small shared files in one, but none that needs another page's file", () => {
    expect(plan.get('/nm/icons/plus.js')).toBe('shop-pieces');
    expect(plan.get('/web/src/lib/error-text.ts')).toBe('shop-pieces');
    expect(plan.has('/web/src/components/order-hint.tsx')).toBe(false);
    expect(plan.get('/nm/zoom.js')).toBe('checkout+dashboard+product');
    expect(plan.get(`${routes}/product.tsx`)).toBe('product');
  });

  it('puts the style sheets only pages inside the main layout use in one file, after the frame', () => {
    expect(plan.get('/web/src/features/catalog/catalog.css')).toBe('shop-styles');
    expect(plan.get('/web/src/features/checkout/checkout.css')).toBe('shop-styles');
    // A dialog's, opened from the checkout only; a route shares it.
    expect(plan.get('/web/src/components/address-field.css')).toBe('shop-styles');
  });

  it("leaves where they are the entry's style sheets and those a page outside the layout uses", () => {
    expect(plan.get('/web/src/app/styles.css')).not.toBe('shop-styles');
    expect(plan.has('/web/src/features/auth/auth.css')).toBe(false);
    expect(plan.has('/web/src/components/form-field.css')).toBe(false);
  });
});
