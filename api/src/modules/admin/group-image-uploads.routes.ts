import type { FastifyError, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { answers, ok } from '../../lib/envelope';
import { HttpError, badRequest } from '../../lib/http-error';
import type { ObjectStore } from '../../storage/file-storage';
import { describeLimit, tooLargeMessage } from '../documents/upload-limits';
import type { UploadSigner } from '../documents/upload-signing';
import {
  IMAGE_KEY_PATTERN,
  IMAGE_TYPES,
  addImage,
  imageMatchesType,
  imagePath,
  imageStoreKey,
  removeImage,
  requireGroup,
  signedImageKey,
} from './group-images';

const INVALID_LINK = 'Upload link is invalid or has expired';

export type GroupImageUploadDeps = { db: Kysely<Database>; signer: UploadSigner; media: ObjectStore; maxBytes: number };

const linkParams = z.object({ key: z.string().describe('The key from the signed upload_url') });
const linkQuery = z.object({
  expires: z.string().describe('Unix time after which the link stops working'),
  signature: z.string().describe('HMAC of method, key and expiry'),
});
const IMAGE_MIME_TYPES = Object.keys(IMAGE_TYPES);

/** `PUT /api/uploads/group-images/:key`: a group picture's bytes, behind the URL `POST admin/groups/{id}/images` signed. */
export async function registerGroupImageUploadRoutes(app: FastifyInstance, deps: GroupImageUploadDeps): Promise<void> {
  const { db, signer, media, maxBytes } = deps;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...IMAGE_MIME_TYPES, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: maxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, tooLargeMessage(maxBytes));
      throw error;
    });
    scope.put<{ Params: { key: string }; Querystring: { expires?: string; signature?: string } }>(
      '/api/uploads/group-images/:key',
      {
        // Checked before the body is read: a forged link costs no bandwidth or storage.
        onRequest: async (request) => {
          const { key } = request.params;
          const { expires, signature } = request.query;
          const valid =
            IMAGE_KEY_PATTERN.test(key) &&
            typeof expires === 'string' &&
            typeof signature === 'string' &&
            signer.verify('PUT', signedImageKey(key), expires, signature);
          if (!valid) throw new HttpError(403, INVALID_LINK);
        },
        bodyLimit: maxBytes,
        schema: {
          tags: ['uploads'],
          summary: "Uploads a group picture to the URL the console's announce signed, once",
          description:
            `The body is the picture itself (${IMAGE_MIME_TYPES.join(', ')}), at most ${describeLimit(maxBytes)}; ` +
            'its content must match the type the link was made for. The picture is added last to the group. ' +
            'Errors: 400 `File type not supported`, 403 `Upload link is invalid or has expired` (also once used), 404 `Group not found`, 413.',
          consumes: [...IMAGE_MIME_TYPES, 'application/octet-stream'],
          params: linkParams,
          querystring: linkQuery,
          response: answers(z.object({ image_url: z.string() }), [400, 403, 404, 413]),
        },
      },
      async (request) => {
        const { key } = request.params;
        const [, groupId, extension] = IMAGE_KEY_PATTERN.exec(key) ?? [];
        const content = request.body;
        if (!Buffer.isBuffer(content) || !extension || !imageMatchesType(content, extension)) {
          throw badRequest('File type not supported');
        }
        await requireGroup(db, Number(groupId));
        const mimeType = IMAGE_MIME_TYPES.find((type) => IMAGE_TYPES[type as keyof typeof IMAGE_TYPES] === extension);
        // Single use: the second PUT of a key finds its picture there already.
        if (!(await addImage(db, Number(groupId), key))) throw new HttpError(403, INVALID_LINK);
        try {
          await media.put(imageStoreKey(key), content, mimeType ?? 'application/octet-stream');
        } catch (error) {
          // The write failed: take the picture off again so the link can be retried.
          await removeImage(db, Number(groupId), imagePath(key));
          throw error;
        }
        return ok('Picture uploaded', { image_url: imagePath(key) });
      },
    );
  });
}
