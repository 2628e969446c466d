import type { Browser, Page } from 'playwright-core';
import { signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { E2E_BASE_URL } from './support/stack';

// docs/product.md#what-a-buyer-sees: a shared link previews in a messenger (plain HTML, no
// script run), and the listing's cards show their progress on a 375 px phone.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The content of `<meta property|name="key">` as an HTML parser reads it. */
function tag(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

test("a shared group link's HTML carries the group's og: tags, fetched as a messenger does", async () => {
  const group = (await (
    await fetch(`${E2E_BASE_URL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ group(id: "1") { productName discountedPrice { amount } images } }' }),
    })
  ).json()) as { data: { group: { productName: string; discountedPrice: { amount: string }; images: string[] } } };
  const { productName, discountedPrice, images } = group.data.group;

  // A link-preview bot: a plain GET with its own user agent, no cookies, no JavaScript.
  const res = await fetch(`${E2E_BASE_URL}/product/1`, {
    headers: { 'user-agent': 'facebookexternalhit/1.1', accept: 'text/html' },
  });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(tag(html, 'og:title')).toBe(productName);
  expect(tag(html, 'og:url')).toBe(`${E2E_BASE_URL}/product/1`);
  // The group's first picture is an SVG, which previews do not show: its PNG rendition.
  expect(tag(html, 'og:image')).toBe(`${E2E_BASE_URL}${images[0]!.replace(/\.svg$/, '.png')}`);
  expect(tag(html, 'og:description')).toContain(`$${discountedPrice.amount}`);
  expect(tag(html, 'twitter:card')).toBe('summary_large_image');
  expect(tag(html, 'product:price:amount')).toBe(discountedPrice.amount);

  // The image the tags name is served, as a PNG.
  const picture = await fetch(tag(html, 'og:image')!);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toBe('image/png');
});

describe('on a 375 px phone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, { width: 375, height: 812 });
    await signIn(page);
  });
  afterAll(async () => {
    await page?.close();
  });

  test('every card shows its progress and time left, all cards one height, nothing wider than the screen', async () => {
    await page.goto('/');
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const first = cards.first();
    const bar = first.getByRole('progressbar');
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toMatch(/^\d+$/);
    // The bar's name is the sentence under it.
    const sentence = await first.locator('.group-card__progress-text').innerText();
    expect(sentence).toMatch(/^(\d+ more units? unlocks? \$[\d,]+\.\d\d|Lowest price reached)$/);
    expect(await first.locator('time').innerText()).toMatch(/^Ends in \d+ (d \d+ h|h \d+ min|min)$/);

    const boxes = await cards.evaluateAll((nodes) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        return { right: box.right, height: Math.round(box.height) };
      }),
    );
    expect(new Set(boxes.map((box) => box.height)).size).toBe(1);
    expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(375);
    // The skeleton has the cards' size, so the page does not jump when they arrive.
    await screenshot(page, 'share-cards-375');
    await expectNoSeriousA11yViolations(page);
  });

  test("the group page's Share button copies the link where the phone has no share sheet", async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
    await page.goto('/product/1');
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied. Paste it anywhere to invite others to this group.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${E2E_BASE_URL}/product/1`);
  });
});
