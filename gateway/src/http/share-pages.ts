import fs from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'undici';
import type { OpenGroupChanges } from '../cache/shared-group-changes';
import type { GroupChangeUpstream, UpstreamHandlers } from '../api-streams/group-change-upstream';
import type { RestEnvelope, RestGroupDetail, RestOpenGroup } from '../rest/rest-types';
import { createChangeFollowingCache } from './change-following-cache';
import { fillShell } from './share-tags';

// Pages for machines that read HTML and run no script (docs/product.md#what-a-buyer-sees):
// /product/:id with the group's Open Graph and Twitter card tags, /sitemap.xml and /robots.txt.

/**
 * How long a filled page or the sitemap is reused at most. A group change drops them at
 * once (they follow the stream of group changes); this bounds only what no change
 * announces, a group's end date passing.
 */
const CACHE_TTL_MS = 60_000;
/** Filled pages kept at once (each a few KB). */
const CACHE_MAX_PAGES = 500;
const GROUP_ID = /^[1-9]\d{0,9}$/;

/** Pages anyone may open, for the sitemap (docs/product.md#routes). */
const PUBLIC_PAGES = ['/', '/faq', '/contactus', '/help', '/privacy-policy', '/terms-of-use', '/register', '/login'];

/** A shopper's own pages and the operator console: nothing for a search engine. */
const PRIVATE_PAGES = [
  '/admin',
  '/billingAddress',
  '/cart',
  '/checkout',
  '/dashboard',
  '/invoice',
  '/order-success',
  '/reset-password',
  '/shippingAddress',
  '/shippingAdress',
  '/unsubscribe',
  '/user/verify',
  '/graphql',
  '/graphiql',
];

export type SharePagesOptions = {
  pool: Pool;
  publicUrl: string;
  webDist: string;
  timeoutMs: number;
  /** The stream of group changes the pages follow (shared with the public answer cache). */
  openGroupChanges: OpenGroupChanges;
};

const SITEMAP = 'sitemap';
type Sitemap = { xml: string; openIds: ReadonlySet<number> };
/** A group's filled page, or the plain shell for a group the API does not know. */
type ProductPage = { html: string; found: boolean };

/** The API's `data` for a GET, or undefined for a 404; throws for anything else (not cached). */
async function apiGet<T>(pool: Pool, apiPath: string, timeoutMs: number): Promise<T | undefined> {
  const answer = await pool.request({
    method: 'GET',
    path: apiPath,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  if (answer.statusCode === 404) {
    await answer.body.dump();
    return undefined;
  }
  if (answer.statusCode !== 200) {
    await answer.body.dump();
    throw new Error(`GET ${apiPath} answered ${answer.statusCode}`);
  }
  return ((await answer.body.json()) as RestEnvelope<T>).data;
}

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PAGES.map((page) => `Disallow: ${page}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function sitemapXml(publicUrl: string, groups: readonly RestOpenGroup[]): string {
  const url = (loc: string) => `  <url><loc>${escapeHtml(`${publicUrl}${loc}`)}</loc></url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map(url),
    ...groups.map((group) => url(`/product/${group.id}`)),
    '</urlset>',
    '',
  ].join('\n');
}

export function registerSharePages(app: FastifyInstance, options: SharePagesOptions): void {
  const { pool, publicUrl, timeoutMs } = options;
  const indexFile = path.join(options.webDist, 'index.html');
  const shell = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;

  const sitemap = createChangeFollowingCache<Sitemap>({
    max: 1,
    ttlMs: CACHE_TTL_MS,
    load: async () => {
      const groups = (await apiGet<RestOpenGroup[]>(pool, '/api/groups/open', timeoutMs)) ?? [];
      return { xml: sitemapXml(publicUrl, groups), openIds: new Set(groups.map((group) => group.id)) };
    },
  });
  // Without the built shop there is no page to fill: /product/:id is the web app's. An
  // unknown group is cached too (as the plain shell, answered 404 so that a crawler drops
  // the address; the app still shows its own "not found"), so a crawler cannot make every
  // request reach the API; a failed call is not cached and the shell is served.
  const pages =
    shell === undefined
      ? undefined
      : createChangeFollowingCache<ProductPage>({
          max: CACHE_MAX_PAGES,
          ttlMs: CACHE_TTL_MS,
          load: async (id) => {
            const group = await apiGet<RestGroupDetail>(pool, `/api/group/${id}`, timeoutMs);
            return group ? { html: fillShell(shell, group, publicUrl), found: true } : { html: shell, found: false };
          },
        });

  // A page's price, level and pictures follow the group's changes (docs/decisions.md "Whole
  // answers of public operations"): its page is dropped when the group changes, the
  // sitemap when a group opens (a new one) or closes.
  const handlers: UpstreamHandlers = {
    change(group) {
      pages?.drop(String(group.id));
      const listed = sitemap.peek(SITEMAP);
      if (!listed || listed.openIds.has(group.id) !== (group.status === 'Open')) sitemap.drop(SITEMAP);
    },
    // (Re)connected: whatever changed while the stream was down was not seen.
    listening() {
      pages?.clear(true);
      sitemap.clear(true);
    },
    // Disconnected: a change now would go unseen, so nothing is kept until it listens again.
    lost() {
      pages?.clear(false);
      sitemap.clear(false);
    },
  };
  let changes: GroupChangeUpstream | undefined;
  const follow = () => (changes ??= options.openGroupChanges(handlers));
  app.addHook('onClose', async () => {
    await changes?.close();
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    follow();
    try {
      const { value, hit } = await sitemap.get(SITEMAP);
      if (hit) reply.header('x-cache', 'hit');
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=60').send(value.xml);
    } catch (error) {
      request.log.warn({ err: error }, 'sitemap: the API did not answer');
      return reply
        .code(503)
        .send({ status: 503, message: 'The shop service is unavailable. Please try again shortly.' });
    }
  });

  if (!pages || shell === undefined) return;

  app.get<{ Params: { id: string } }>('/product/:id', async (request, reply) => {
    // A malformed id names no group: 404 with the shell, like an unknown one.
    let page: ProductPage = { html: shell, found: false };
    if (GROUP_ID.test(request.params.id)) {
      follow();
      try {
        const { value, hit } = await pages.get(request.params.id);
        page = value;
        if (hit) reply.header('x-cache', 'hit');
      } catch (error) {
        // The page still loads (200: the group may well exist); the app shows it or its own error.
        request.log.warn({ err: error }, 'share tags: the group could not be read');
        page = { html: shell, found: true };
      }
    }
    return reply
      .code(page.found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.html);
  });
}
