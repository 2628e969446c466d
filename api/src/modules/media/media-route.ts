import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { refusals } from '../../lib/envelope';

// The one media route, from disk or from the bucket: `/api/media/{folder}/{file}`, the
// shape every media key has: `groups/<picture>` and `docs/<document>` (the seed, and
// group-authoring/group-images.ts and group-documents.ts for uploads). Named parameters,
// not a catch-all, so an SDK generated from the OpenAPI document can build the URL.

export const MEDIA_ROUTE = '/api/media/:folder/:file';

/** The media store's folders: group pictures and group documents. */
export const MEDIA_FOLDERS = ['groups', 'docs'] as const;

/**
 * A file name the media store could hold: safe characters, never a dot name (so no `..`),
 * at most 255 bytes (the longest file name of ext4, xfs and btrfs).
 */
const MEDIA_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/;

/**
 * The store key a request names, or undefined when it names nothing the store can hold:
 * then the answer is the 404 of a missing file, so probing tells nothing.
 */
export function mediaKeyOf(params: { folder: string; file: string }): string | undefined {
  const { folder, file } = params;
  if (!(MEDIA_FOLDERS as readonly string[]).includes(folder) || !MEDIA_FILE.test(file)) return undefined;
  return `${folder}/${file}`;
}

// The folder and file as documented; any other value is a file that does not exist (404,
// as from a static file server), not a 400: the checks are mediaKeyOf's.
const mediaParams = z.object({
  folder: z.string().meta({
    enum: [...MEDIA_FOLDERS],
    description: '`groups` (product pictures) or `docs` (product documents)',
  }),
  file: z.string().meta({
    pattern: MEDIA_FILE.source,
    description: 'The file name, as the path in a group answer gives it',
    examples: ['7-1.svg'],
  }),
});

const MEDIA_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'application/pdf'];
const binary = { type: 'string', format: 'binary' };

export const mediaRouteSchema = {
  operationId: 'getMedia',
  tags: ['media'],
  summary: 'A catalogue image or document, by the path a group answer gives it',
  description:
    'Product images (SVG, PNG, JPEG, WebP) and documents (PDF) of the catalogue, at the path group answers give ' +
    '(`/media/groups/7-1.svg` is `GET /api/media/groups/7-1.svg`). Answers carry ' +
    '`Cache-Control: public, max-age=3600` and an ETag. 404 (in the common shape) for a file that does not exist ' +
    'and for any other folder or file name; paths cannot leave the media folder. The gateway serves the same ' +
    'files at `/media/{folder}/{file}`.',
  params: mediaParams,
  response: {
    200: {
      description: 'The file, with its type',
      content: Object.fromEntries(MEDIA_TYPES.map((type) => [type, { schema: binary }])),
    },
    304: { type: 'null', description: 'Not modified: the ETag sent in `If-None-Match` is the current one' },
    ...refusals([404]),
  },
} satisfies FastifySchema;
