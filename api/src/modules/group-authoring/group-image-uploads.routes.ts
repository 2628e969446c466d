import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { describeLimit } from '../documents/upload-limits';
import { uploadedImageSchema } from './admin-group-view';
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
import { linkQuery, signedLink, storeOnce, uploaderOf, type GroupUploadDeps } from './group-upload-links';

const linkParams = z.object({ key: z.string().describe('The key from the signed upload_url') });
const IMAGE_MIME_TYPES = Object.keys(IMAGE_TYPES);

/** `PUT /api/uploads/group-images/:key`: a group picture's bytes, behind the URL `POST admin/groups/{id}/images` signed. */
export function registerGroupImageUpload(scope: FastifyInstance, deps: GroupUploadDeps): void {
  const { db, signer, media, maxBytes } = deps;
  scope.put<{ Params: { key: string }; Querystring: { expires?: string; signature?: string; by?: string } }>(
    '/api/uploads/group-images/:key',
    {
      onRequest: signedLink(signer, (params) => {
        const { key } = params as { key: string };
        return IMAGE_KEY_PATTERN.test(key) ? signedImageKey(key) : null;
      }),
      bodyLimit: maxBytes,
      schema: {
        operationId: 'uploadGroupImage',
        tags: ['uploads'],
        summary: "Uploads a group picture to the URL the console's announce signed, once",
        description:
          `The body is the picture itself (${IMAGE_MIME_TYPES.join(', ')}), at most ${describeLimit(maxBytes)}; ` +
          'its content must match the type the link was made for. The picture is added last to the group. ' +
          'Errors: 400 `File type not supported`, 403 `Upload link is invalid or has expired` (also once used), 404 `Group not found`, 413.',
        consumes: [...IMAGE_MIME_TYPES, 'application/octet-stream'],
        params: linkParams,
        querystring: linkQuery,
        response: answers(uploadedImageSchema, [400, 403, 404, 413]),
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
      const uploader = await uploaderOf(db, request);
      const mimeType = IMAGE_MIME_TYPES.find((type) => IMAGE_TYPES[type as keyof typeof IMAGE_TYPES] === extension);
      await storeOnce(
        media,
        { storeKey: imageStoreKey(key), content, contentType: mimeType ?? 'application/octet-stream' },
        {
          add: () => addImage(db, Number(groupId), key, uploader),
          undo: () => removeImage(db, Number(groupId), imagePath(key), uploader, 'its upload failed'),
        },
      );
      return ok('Picture uploaded', { image_url: imagePath(key) });
    },
  );
}
