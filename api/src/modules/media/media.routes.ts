import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the catalogue's images and documents from MEDIA_DIR under /api/media/.
 * Any path with a `..` segment (decoded or not), a NUL, or naming anything but a file
 * is refused as a 404 like any missing file, so nothing outside the folder is reachable
 * and probing tells nothing; dotfiles, directory listings and index files are off.
 */
export async function registerMediaRoutes(app: FastifyInstance, mediaDir: string): Promise<void> {
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(async (scope) => {
    // The static server's routes, described in the OpenAPI document (GET; HEAD is the same).
    scope.addHook('onRoute', (route) => {
      route.schema = {
        ...route.schema,
        tags: ['media'],
        summary: 'A catalogue image or document, by its path under /api/media/ (as group answers give it)',
        hide: route.method === 'HEAD',
      };
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
      // An SVG is a document that can carry script: never sniffed as anything else, and
      // opened on its own it runs nothing and loads nothing (an <img> is unaffected).
      setHeaders: (res) => {
        res.setHeader('x-content-type-options', 'nosniff');
        res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      },
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
