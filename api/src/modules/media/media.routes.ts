import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../storage/file-storage';
import { MEDIA_ROUTE_DESCRIPTION, MEDIA_SAFETY_HEADERS } from './media-headers';
import { registerStoredMediaRoutes } from './stored-media.routes';

/** The catalogue's media from wherever the storage keeps them: MEDIA_DIR, or the bucket. */
export async function registerMediaRoutes(app: FastifyInstance, storage: FileStorage): Promise<void> {
  if (storage.kind === 'disk') await registerDiskMediaRoutes(app, storage.mediaDir);
  else await registerStoredMediaRoutes(app, storage.media);
}

/** Longest file name in bytes on the file systems a server uses (ext4, xfs, btrfs). */
const NAME_MAX = 255;

function tooLongForAFileName(segment: string): boolean {
  let name = segment;
  try {
    name = decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding: measured as sent.
  }
  return Buffer.byteLength(name) > NAME_MAX;
}

/**
 * Serves the catalogue's images and documents from MEDIA_DIR under /api/media/.
 * Any path with a `..` segment (decoded or not), a NUL, or naming anything but a file
 * is refused as a 404 like any missing file, so nothing outside the folder is reachable
 * and probing tells nothing; dotfiles, directory listings and index files are off.
 */
async function registerDiskMediaRoutes(app: FastifyInstance, mediaDir: string): Promise<void> {
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(async (scope) => {
    // The static server's routes, described in the OpenAPI document (GET; HEAD is the same).
    scope.addHook('onRoute', (route) => {
      route.schema = {
        ...route.schema,
        tags: ['media'],
        summary: 'A catalogue image or document, by its path under /api/media/ (as group answers give it)',
        description: MEDIA_ROUTE_DESCRIPTION,
        hide: route.method === 'HEAD',
      };
    });
    // A segment longer than any file name names nothing: a missing file. @fastify/static
    // would answer 403, its spelling check finding a name the file system refuses to look up.
    scope.addHook('onRequest', async (request, reply) => {
      if (request.url.split('?')[0]!.split('/').some(tooLongForAFileName)) return reply.callNotFound();
    });
    await scope.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/api/media/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'ignore',
      redirect: false,
      // Seeded files keep their names for their life; an hour spares repeat downloads.
      maxAge: '1h',
      // Listed in the OpenAPI document (GET /api/media/{*}).
      schemaHide: false,
      setHeaders: (reply) => reply.headers(MEDIA_SAFETY_HEADERS),
      allowedPath: (pathName, root) => {
        if (pathName.includes('\0') || pathName.split(/[\\/]/).includes('..')) return false;
        // Only regular files: a folder would otherwise answer 403 and reveal that it exists.
        // A name the file system refuses (too long, ENAMETOOLONG) is just not there: it
        // must not throw here, where it would end the process.
        try {
          return fs.statSync(path.join(root ?? mediaDir, pathName), { throwIfNoEntry: false })?.isFile() === true;
        } catch {
          return false;
        }
      },
    });
  });
}
