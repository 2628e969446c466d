import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { typedScope } from '../../lib/route-scope';
import type { FileStorage } from '../../storage/file-storage';
import { MEDIA_SAFETY_HEADERS } from './media-headers';
import { MEDIA_ROUTE, mediaKeyOf, mediaRouteSchema } from './media-route';
import { registerStoredMediaRoutes } from './stored-media.routes';

/** The catalogue's media from wherever the storage keeps them: MEDIA_DIR, or the bucket. */
export async function registerMediaRoutes(app: FastifyInstance, storage: FileStorage): Promise<void> {
  if (storage.kind === 'disk') await registerDiskMediaRoutes(app, storage.mediaDir);
  else await registerStoredMediaRoutes(app, storage.media);
}

/**
 * Serves the catalogue's images and documents from MEDIA_DIR under /api/media/. Only a
 * key of the media store's shape (media-route.ts) is looked up, and only a regular file
 * is served: anything else is a 404 like any missing file, so nothing outside the folder
 * is reachable and probing tells nothing; dotfiles, directory listings and index files
 * are off. @fastify/static sends the file (ETag, Last-Modified, ranges, HEAD) but serves
 * no route of its own: the route is ours, with named parameters.
 */
async function registerDiskMediaRoutes(app: FastifyInstance, mediaDir: string): Promise<void> {
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: mediaDir,
      serve: false,
      index: false,
      list: false,
      dotfiles: 'ignore',
      // Seeded files keep their names for their life; an hour spares repeat downloads.
      maxAge: '1h',
      setHeaders: (reply) => reply.headers(MEDIA_SAFETY_HEADERS),
    });
    typedScope(scope).get(MEDIA_ROUTE, { schema: mediaRouteSchema }, async (request, reply) => {
      const key = mediaKeyOf(request.params);
      if (!key || !isFile(path.join(mediaDir, key))) throw notFound('Not found');
      return reply.sendFile(key);
    });
  });
}

/**
 * Only regular files are served: a folder would otherwise answer 403 and reveal that it
 * exists. A path the file system refuses to look up is just not there: it must not throw.
 */
function isFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}
