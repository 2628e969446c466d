import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import type { ObjectStore } from '../../storage/file-storage';
import { MEDIA_ROUTE_DESCRIPTION, MEDIA_SAFETY_HEADERS } from './media-headers';

// The catalogue's media from the bucket (S3_BUCKET), under the same /api/media/ paths and
// with the same headers as from MEDIA_DIR, so group answers, the gateway's /media/* proxy
// and the web need no change. Read through the API rather than linked to the bucket: the
// SVG safety headers and the hour of caching are the API's to set, and the bucket stays
// private.

const TYPES: Record<string, string> = { svg: 'image/svg+xml', pdf: 'application/pdf' };

/** A key the seed could have written: segments of safe characters, no `..`, no empty segment. */
const MEDIA_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export async function registerStoredMediaRoutes(app: FastifyInstance, media: ObjectStore): Promise<void> {
  app.get<{ Params: { '*': string } }>(
    '/api/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A catalogue image or document, by its path under /api/media/ (as group answers give it)',
        description: MEDIA_ROUTE_DESCRIPTION,
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (key.length > 1024 || !MEDIA_KEY.test(key) || key.split('/').includes('..')) throw notFound('Not found');
      const stored = await media.get(key);
      if (!stored) throw notFound('Not found');
      const etag = stored.etag ?? `"${createHash('sha1').update(stored.content).digest('hex')}"`;
      reply.headers({ ...MEDIA_SAFETY_HEADERS, etag, 'cache-control': 'public, max-age=3600' });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const type = TYPES[key.split('.').pop() ?? ''] ?? stored.contentType ?? 'application/octet-stream';
      return reply.type(type).send(stored.content);
    },
  );
}
