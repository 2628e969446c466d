// @database-agnostic: the HTML the gateway renders from the API's answers (runs once, on SQLite;
// docs/decisions.md "Test suite time").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillShell } from './http/share-tags';
import type { RestGroupDetail } from './rest/rest-types';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';

// What a messenger or a search engine reads (docs/product.md#what-a-buyer-sees): plain HTML, no script run.

const PUBLIC_URL = 'https://shop.example.com';
let api: ApiProcess;
let gateway: TestGateway;
let shell: string;

beforeAll(async () => {
  api = await startApiProcess();
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-share-'));
  // The web's own index.html, as the build leaves its head.
  shell = fs.readFileSync(path.join(__dirname, '../../web/index.html'), 'utf8');
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  gateway = await startTestGateway({ API_URL: api.url, WEB_DIST: dist, PUBLIC_URL });
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});

async function get(url: string, accept = 'text/html') {
  return gateway.app.inject({ method: 'GET', url, headers: { accept, 'user-agent': 'WhatsApp/2.23' } });
}

/** The content of `<meta property|name="key">`, unescaped as a parser reads it. */
function tag(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function groupOf(id: number): Promise<RestGroupDetail> {
  return ((await (await fetch(`${api.url}/api/group/${id}`)).json()) as { data: RestGroupDetail }).data;
}

test("a group's link carries its Open Graph and Twitter card tags, filled from the API", async () => {
  const group = await groupOf(1);
  const res = await get('/product/1');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const html = res.body;

  expect(tag(html, 'og:title')).toBe(group.product_name);
  expect(tag(html, 'og:type')).toBe('product');
  expect(tag(html, 'og:url')).toBe(`${PUBLIC_URL}/product/1`);
  // The seeded pictures are SVG, which link previews do not show: the preview is its PNG
  // rendition, served beside it.
  expect(group.productImage[0]!.imageUrl).toMatch(/\.svg$/);
  const preview = group.productImage[0]!.imageUrl.replace(/\.svg$/, '.png');
  expect(tag(html, 'og:image')).toBe(`${PUBLIC_URL}${preview}`);
  expect(tag(html, 'og:image:type')).toBe('image/png');
  const picture = await gateway.app.inject({ method: 'GET', url: preview });
  expect(picture.statusCode).toBe(200);
  expect(picture.headers['content-type']).toBe('image/png');
  expect(picture.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(tag(html, 'product:price:amount')).toBe(group.discounted_price.toFixed(2));
  const price = `$${group.discounted_price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  expect(tag(html, 'og:description')).toContain(price);
  expect(tag(html, 'og:description')).toContain(group.description.slice(0, 40));
  expect(tag(html, 'twitter:card')).toBe('summary_large_image');
  expect(tag(html, 'twitter:title')).toBe(group.product_name);
  expect(tag(html, 'twitter:image')).toBe(tag(html, 'og:image'));
  expect(html).toContain(`<title>${group.product_name.replace(/&/g, '&amp;')}: ${price} | GroupBuy</title>`);
  // The shell's generic description gave way to the group's: one description only.
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  // Still the app: the same root and script as every other page.
  expect(html).toContain('<div id="root">');
  // The gallery's main picture, fetched while the page's code loads.
  expect(html).toContain(
    `<link rel="preload" as="image" fetchpriority="high" href="${group.productImage[0]!.imageUrl}" />`,
  );
});

test('an unknown or malformed id gets the plain shell with 404, so a crawler drops the address', async () => {
  for (const url of ['/product/999999', '/product/abc', '/product/0']) {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(shell);
  }
  // Asked again: answered from the kept page, still 404.
  const again = await get('/product/999999');
  expect(again.statusCode).toBe(404);
  expect(again.headers['x-cache']).toBe('hit');
});

test("a closed group's link says it has closed, with its final price", async () => {
  let closed: RestGroupDetail | undefined;
  for (let id = 1; id <= 80 && !closed; id++) {
    const group = await groupOf(id);
    if (group.status === 'Closed') closed = group;
  }
  expect(closed).toBeDefined();
  const res = await get(`/product/${closed!.id}`);
  expect(res.statusCode).toBe(200);
  const price = `$${closed!.discounted_price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  expect(tag(res.body, 'og:description')).toMatch(
    new RegExp(`^This group has closed: its final price was \\${price} per unit\\. `),
  );
  expect(tag(res.body, 'product:availability')).toBe('out of stock');
  expect(tag((await get('/product/1')).body, 'product:availability')).toBe('in stock');
});

test('names and descriptions are HTML-escaped, so a product cannot write into the page', () => {
  const hostile = {
    id: 7,
    product_name: 'Drill "Pro" <script>alert(1)</script> & $& more',
    description: "It's <b>bold</b>",
    price: 20,
    discounted_price: 18,
    status: 'Open',
    end_date: '2099-01-01T00:00:00.000Z',
    productImage: [{ imageUrl: '/media/groups/7-1.svg' }],
    next_level: { quantity_level: 20, discounted_price: 16, units_needed: 1 },
  } as unknown as RestGroupDetail;
  const html = fillShell(shell, hostile, PUBLIC_URL);
  expect(html).not.toContain('<script>alert');
  expect(html).not.toContain('<b>bold');
  expect(tag(html, 'og:title')).toBe(hostile.product_name);
  expect(tag(html, 'og:description')).toBe(
    "$18.00 per unit now, down from $20.00. 1 more unit unlocks $16.00. It's <b>bold</b>",
  );
  expect(html).toContain(
    '<title>Drill &quot;Pro&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; more: $18.00 | GroupBuy</title>',
  );
});

test('the sitemap lists the public pages and every open group, no closed one', async () => {
  const res = await get('/sitemap.xml', '*/*');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const page of ['/', '/faq', '/contactus', '/help', '/privacy-policy', '/terms-of-use']) {
    expect(locs).toContain(`${PUBLIC_URL}${page}`);
  }
  const open = ((await (await fetch(`${api.url}/api/groups/open`)).json()) as { data: { id: number }[] }).data;
  const products = locs.filter((loc) => loc!.startsWith(`${PUBLIC_URL}/product/`));
  expect(products).toEqual(open.map((g) => `${PUBLIC_URL}/product/${g.id}`));
  // The seed closes some groups; none of them is listed.
  const closed = [];
  for (let id = 1; id <= 72; id++) if (!open.some((g) => g.id === id)) closed.push(id);
  expect(closed.length).toBeGreaterThan(0);
  for (const id of closed) expect(locs).not.toContain(`${PUBLIC_URL}/product/${id}`);
});

test('robots.txt points to the sitemap and keeps crawlers off private pages', async () => {
  const res = await get('/robots.txt', '*/*');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body).toContain('User-agent: *');
  expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  for (const page of ['/dashboard', '/cart', '/checkout', '/admin']) expect(res.body).toContain(`Disallow: ${page}\n`);
  expect(res.body).not.toMatch(/Disallow: \/product/);
});
