import fs from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Pool } from 'undici';
import type { RestEnvelope, RestGroupDetail, RestOpenGroup } from '../rest/rest-types';
import { fillShell } from './share-tags';

// Pages for machines that read HTML and run no script (docs/product.md#what-a-buyer-sees):
// /product/:id with the group's Open Graph and Twitter card tags, /sitemap.xml and /robots.txt.

/** How long a filled page or the sitemap is reused: prices move, so briefly. */
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

export type SharePagesOptions = { pool: Pool; publicUrl: string; webDist: string; timeoutMs: number };

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

  // An unknown group is cached too (as the plain shell), so a crawler cannot make every
  // request reach the API; a failed call is not cached and the shell is served.
  const sitemap = new LRUCache<'sitemap', string>({
    max: 1,
    ttl: CACHE_TTL_MS,
    fetchMethod: async () => {
      const groups = await apiGet<RestOpenGroup[]>(pool, '/api/groups/open', timeoutMs);
      return sitemapXml(publicUrl, groups ?? []);
    },
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    try {
      const xml = await sitemap.fetch('sitemap');
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=60').send(xml);
    } catch (error) {
      request.log.warn({ err: error }, 'sitemap: the API did not answer');
      return reply
        .code(503)
        .send({ status: 503, message: 'The shop service is unavailable. Please try again shortly.' });
    }
  });

  const indexFile = path.join(options.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const shell = fs.readFileSync(indexFile, 'utf8');

  const pages = new LRUCache<string, string>({
    max: CACHE_MAX_PAGES,
    ttl: CACHE_TTL_MS,
    fetchMethod: async (id) => {
      const group = await apiGet<RestGroupDetail>(pool, `/api/group/${id}`, timeoutMs);
      return group ? fillShell(shell, group, publicUrl) : shell;
    },
  });

  app.get<{ Params: { id: string } }>('/product/:id', async (request, reply) => {
    let html = shell;
    if (GROUP_ID.test(request.params.id)) {
      try {
        html = (await pages.fetch(request.params.id)) ?? shell;
      } catch (error) {
        // The page still loads; the app shows the group or its own error.
        request.log.warn({ err: error }, 'share tags: the group could not be read');
      }
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
