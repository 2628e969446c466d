import type { Browser, Locator, Page, Request } from 'playwright-core';
import { DEMO_SHOPPER, signIn } from './support/accounts';
import { launchChromium, openPage, screenshot, VIEWPORTS } from './support/browser';
import { apiLogin, gql } from './support/graphql';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('catalogue at $width px', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, viewport);
    await signIn(page);
  });
  afterAll(async () => {
    await page?.close();
  });

  test('category navigation lands on /category/{id} with cards', async () => {
    await page.goto('/');
    await page.getByRole('article').first().waitFor();
    const nav = page.getByRole('navigation', { name: 'Categories' });

    if (viewport.name === 'desktop') {
      // Home is the current page: shown, not a link.
      await expectVisible(nav.getByText('Home', { exact: true }));
      expect(await nav.getByRole('link', { name: 'Home', exact: true }).count()).toBe(0);
      await expectVisible(nav.getByText('More', { exact: true }));
      await nav.getByRole('menuitem').nth(1).getByRole('link').hover();
      await expectVisible(page.getByRole('link', { name: /^All / }));
      await screenshot(page, `nav-submenu-${viewport.name}`);
      await nav.getByRole('menuitem').nth(1).getByRole('link').click();
    } else {
      await nav.getByRole('button', { name: 'Categories' }).click();
      const drawer = page.getByRole('dialog');
      await expectVisible(drawer.getByRole('button', { name: 'Back' }));
      await expectVisible(drawer.getByRole('menuitem').nth(1));
      // Let the slide-in animation finish before the picture.
      await page.waitForFunction(
        () => document.querySelector('.ant-drawer-content-wrapper')?.getBoundingClientRect().left === 0,
      );
      await screenshot(page, `nav-drawer-${viewport.name}`);
      // A category's title unfolds its sub-categories; 'All …' opens the category itself.
      await drawer.getByRole('menuitem').nth(1).click();
      await expectVisible(drawer.getByRole('link', { name: /^All / }));
      await screenshot(page, `nav-drawer-open-${viewport.name}`);
      await drawer.getByRole('link', { name: /^All / }).click();
      await drawer.waitFor({ state: 'hidden' });
    }

    await page.waitForURL((url) => /^\/category\/\d+$/.test(url.pathname));
    // The address changes before the category's page has replaced the home page (its route
    // loads first), so the cards on screen are the home page's until the heading is the
    // category's: a loaded run counted the cards after they had made way for its skeletons.
    await page.getByRole('heading', { level: 1, name: /^Buy groups in / }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    // The filter panel marks the current category, and the heading and the tab name it.
    const current = page.locator('.filter-tree__link--current');
    // The tree comes with the categories' own request, which may answer after the cards.
    await current.first().waitFor({ state: 'attached' });
    expect(await current.count()).toBe(1);
    const name = (await current.innerText()).trim();
    await expectVisible(page.getByRole('heading', { name: `Buy groups in ${name}` }));
    await expect(page.title()).resolves.toBe(`${name} | GroupBuy`);
    await screenshot(page, `category-${viewport.name}`);
  });

  test('a page of groups is asked for once per visit, and afresh on each visit', async () => {
    // Queries go as GET persisted queries (app/persisted-link.ts), the operation's name in
    // the address; index.html's early request and a query sent as text go as POST.
    const operationOf = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname !== '/graphql') return undefined;
      if (request.method() === 'GET') return url.searchParams.get('operationName') ?? undefined;
      return request.method() === 'POST'
        ? (request.postDataJSON() as { operationName?: string }).operationName
        : undefined;
    };
    // Nothing of the previous test's page may still be asking.
    await page.goto('about:blank');
    const asked: string[] = [];
    // The first load's page of groups leaves with the header's data in index.html's early
    // request (`Groups_HeaderCart_NavigationCategories`): each operation it holds counts.
    const record = (request: Request) => {
      for (const operation of operationOf(request)?.split('_') ?? []) {
        if (operation === 'Groups' || operation === 'Group') asked.push(operation);
      }
    };
    page.on('request', record);
    try {
      await page.goto('/');
      const first = page.getByRole('article').first();
      await first.waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual(['Groups']);

      // The group's query leaves a task after the router's navigation (lib/preload-query.ts),
      // just after the URL changes: the test waits for it, then checks it left once.
      const groupAsked = page.waitForRequest((request) => operationOf(request) === 'Group');
      await first.getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/product/'));
      await groupAsked;
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual(['Groups', 'Group']);

      const listingAgain = page.waitForRequest((request) => operationOf(request) === 'Groups');
      await page.goBack();
      await listingAgain;
      await page.getByRole('article').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual(['Groups', 'Group', 'Groups']);
    } finally {
      page.off('request', record);
    }
  });

  test('a price filter in the URL lists only cards at $50 or less', async () => {
    await page.goto('/?max=50');
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const prices = await cards.locator('.group-card__price').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(dollars(price)).toBeLessThanOrEqual(50);
    await expectVisible(page.getByRole('slider', { name: 'Maximum price' }));
    expect(await page.getByRole('slider', { name: 'Maximum price' }).inputValue()).toBe('50');
    await screenshot(page, `price-filter-${viewport.name}`);
  });

  test("search suggests only names sold at the shopper's ZIP code", async () => {
    // The words of the groups listed around the shopper: a suggestion must lead to one.
    const { token, zipCode } = await apiLogin(DEMO_SHOPPER);
    const listed = await gql<{ groups: { nodes: { productName: string }[] } }>(
      'query ($zip: PostalCode!) { groups(filter: { zipCode: $zip }, first: 100) { nodes { productName } } }',
      { zip: zipCode },
      token,
    );
    const nearby = new Set(listed.groups.nodes.map((group) => group.productName));
    const term = [...nearby][0]!.split(' ')[0]!.slice(0, 4).toLowerCase();

    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill(term);
    const suggestion = page.locator('.ant-select-item-option');
    await suggestion.first().waitFor();
    const names = await suggestion.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(name.toLowerCase()).toContain(term);
      expect(nearby).toContain(name);
    }
    await screenshot(page, `search-suggestions-${viewport.name}`);
  });

  test("Enter on 'pro' lists the matches of the ZIP code", async () => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('pro');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/pro');
    await expectVisible(page.getByRole('heading', { name: 'Results for "pro"' }));
    // The seeded 'pro' groups are around Austin, none near the shopper's Dallas ZIP.
    await expectVisible(page.getByText('No Groups Found'));
    await page.getByLabel('ZIP code').fill('78701');
    await page.waitForURL((url) => url.pathname === '/search/pro' && url.searchParams.get('zipCode') === '78701');
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const found = await cards.locator('h2').allTextContents();
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(name.toLowerCase()).toContain('pro');
    await screenshot(page, `search-results-${viewport.name}`);
  });

  test('a group page shows the level table with one highlighted row and the deal end', async () => {
    await page.goto('/');
    await page.getByRole('article').first().click();
    await page.waitForURL((url) => /^\/product\/\d+$/.test(url.pathname));

    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.locator('tbody tr[aria-current="true"]').count()).toBe(1);
    await expectVisible(page.getByText('Deal Ends On'));
    const ends = await page.locator('dt:has-text("Deal Ends On") + dd').textContent();
    expect(ends).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expectVisible(page.getByText('Total orders placed by all buyers'));
    await expectVisible(page.getByText(/more units? unlocks? \$|Best price reached/));
    await screenshot(page, `group-${viewport.name}`);
  });

  test('an unknown group goes to /app/products with an error', async () => {
    await page.goto('/product/999999');
    await page.waitForURL((url) => url.pathname === '/app/products');
    await expectVisible(page.getByText('Group not found'));
    await page.getByRole('article').first().waitFor();
  });
});

function dollars(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''));
}

async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
}
