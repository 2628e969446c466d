import escapeHtml from 'escape-html';
import type { RestGroupDetail } from '../rest/rest-types';

// What a shared /product/:id link shows before any script runs (docs/product.md#what-a-buyer-sees):
// Open Graph and Twitter card tags filled into the web's index.html, for messengers and
// search engines, which read the HTML and run no JavaScript.

const SITE_NAME = 'GroupBuy';
/** Messengers cut long descriptions anyway; Open Graph advises a sentence or two. */
const DESCRIPTION_MAX = 300;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 3).trimEnd()}...`;
}

/**
 * Closed by the stored status or by its end date passing (settlement may not have run yet):
 * either way nobody can join it any more.
 */
function hasClosed(group: RestGroupDetail, now: number): boolean {
  return group.status !== 'Open' || Date.parse(group.end_date) <= now;
}

/**
 * '$90.00 per unit now, down from $120.00. 6 more units unlock $80.00.' followed by the
 * product's description; a closed group's says so first, with its final price.
 */
function shareDescription(group: RestGroupDetail, now: number): string {
  if (hasClosed(group, now)) {
    return cut(
      `This group has closed: its final price was ${dollars.format(group.discounted_price)} per unit. ${group.description}`,
      DESCRIPTION_MAX,
    );
  }
  const price =
    group.discounted_price < group.price
      ? `${dollars.format(group.discounted_price)} per unit now, down from ${dollars.format(group.price)}.`
      : `${dollars.format(group.discounted_price)} per unit.`;
  const next = group.next_level;
  const unlock = next
    ? ` ${next.units_needed} more ${next.units_needed === 1 ? 'unit unlocks' : 'units unlock'} ${dollars.format(next.discounted_price)}.`
    : '';
  return cut(`${price}${unlock} ${group.description}`, DESCRIPTION_MAX);
}

const meta = (attribute: 'property' | 'name', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

/** The page's title: 'Cordless Drill 20V: $90.00 | GroupBuy'. */
function shareTitle(group: RestGroupDetail): string {
  return `${group.product_name}: ${dollars.format(group.discounted_price)} | ${SITE_NAME}`;
}

/** Raster types by file extension: what a link preview can show. */
const RASTER_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * The picture a link preview shows: the group's first, or for an SVG (which preview
 * crawlers do not show) its PNG rendition beside it, drawn when the catalogue was seeded
 * (api/src/seed/png-rendition.ts). Undefined when the group has no picture.
 */
function previewImage(group: RestGroupDetail): { path: string; type: string | undefined } | undefined {
  const first = group.productImage[0]?.imageUrl;
  if (!first) return undefined;
  const path = first.replace(/\.svg$/i, '.png');
  return { path, type: RASTER_TYPES[/\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? ''] };
}

/** The head tags of a group's page; every value HTML-escaped, the image an absolute URL under `publicUrl`. */
function groupShareTags(group: RestGroupDetail, publicUrl: string, now: number): string {
  const url = `${publicUrl}/product/${group.id}`;
  const description = shareDescription(group, now);
  const preview = previewImage(group);
  const image = preview ? new URL(preview.path, `${publicUrl}/`).href : undefined;
  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:url', url),
    meta('property', 'og:title', group.product_name),
    meta('property', 'og:description', description),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', group.product_name)] : []),
    ...(preview?.type ? [meta('property', 'og:image:type', preview.type)] : []),
    meta('property', 'product:price:amount', group.discounted_price.toFixed(2)),
    meta('property', 'product:price:currency', 'USD'),
    meta('property', 'product:availability', hasClosed(group, now) ? 'out of stock' : 'in stock'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', group.product_name),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
  return tags.join('\n    ');
}

/**
 * The group page's largest paint is its first image (the gallery's main picture), which
 * the app can only ask for once its code has run and the group has arrived: on a phone,
 * seconds after the page. Named here, the browser fetches it while the page's code loads
 * (docs/decisions.md "The group page's data beside all of its code").
 */
function firstImagePreload(group: RestGroupDetail): string[] {
  const imagePath = group.productImage[0]?.imageUrl;
  return imagePath ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(imagePath)}" />`] : [];
}

/**
 * The shell with the group's title and tags: the shell's own title and generic description
 * give way to the group's. Replacements are functions, so a `$` in a product name is literal.
 */
export function fillShell(shell: string, group: RestGroupDetail, publicUrl: string, now = Date.now()): string {
  const head = [...firstImagePreload(group), groupShareTags(group, publicUrl, now)].join('\n    ');
  return shell
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(shareTitle(group))}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => '')
    .replace('</head>', () => `    ${head}\n  </head>`);
}
