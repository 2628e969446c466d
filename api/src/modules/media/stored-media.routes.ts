import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { typedScope } from '../../lib/route-scope';
import type { ObjectStore } from '../../storage/file-storage';
import { MEDIA_SAFETY_HEADERS } from './media-headers';
import { MEDIA_ROUTE, mediaKeyOf, mediaRouteSchema } from './media-route';

// The catalogue's media from the bucket (S3_BUCKET), under the same /api/media/ paths and
// with the same headers as from MEDIA_DIR, so group answers, the gateway's /media/* proxy
// and the web need no change. Read through the API rather than linked to the bucket: the
// SVG safety headers and the hour of caching are the API's to set, and the bucket stays
// private.

const TYPES: Record<string, string> = { svg: 'image/svg+xml', pdf: 'application/pdf' };

export async function registerStoredMediaRoutes(app: FastifyInstance, media: ObjectStore): Promise<void> {
  typedScope(app).get(MEDIA_ROUTE, { schema: mediaRouteSchema }, async (request, reply) => {
    const key = mediaKeyOf(request.params);
    const stored = key ? await media.get(key) : null;
    if (!key || !stored) throw notFound('Not found');
    const etag = stored.etag ?? `"${createHash('sha1').update(stored.content).digest('hex')}"`;
    reply.headers({ ...MEDIA_SAFETY_HEADERS, etag, 'cache-control': 'public, max-age=3600' });
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const type = TYPES[key.split('.').pop() ?? ''] ?? stored.contentType ?? 'application/octet-stream';
    return reply.type(type).send(stored.content);
  });
}
