import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { describeLimit } from '../documents/upload-limits';
import { uploadedDocumentSchema } from './admin-group-view';
import {
  DOCUMENT_KEY_PATTERN,
  GROUP_DOCUMENT_MIME_TYPES,
  addDocument,
  documentMatchesType,
  documentPath,
  documentStoreKey,
  groupDocumentName,
  removeDocument,
  signedDocumentKey,
} from './group-documents';
import { requireGroup } from './group-images';
import { linkQuery, signedLink, storeOnce, uploaderOf, type GroupUploadDeps } from './group-upload-links';

const linkParams = z.object({
  key: z.string().describe('The key from the signed upload_url'),
  name: z.string().describe('The document name from the signed upload_url'),
});

/** The key the link was signed for, or null for a path the announce never makes. */
function documentLinkKey(params: unknown): string | null {
  const { key, name } = params as { key: string; name: string };
  if (!DOCUMENT_KEY_PATTERN.test(key) || !groupDocumentName.safeParse(name).success) return null;
  return signedDocumentKey(key, name);
}

/**
 * `PUT /api/uploads/group-documents/:key/:name`: a group document's bytes, behind the URL
 * `POST admin/groups/{id}/documents` signed; the name in the path is the one announced.
 */
export function registerGroupDocumentUpload(scope: FastifyInstance, deps: GroupUploadDeps): void {
  const { db, signer, media, maxBytes } = deps;
  scope.put<{
    Params: { key: string; name: string };
    Querystring: { expires?: string; signature?: string; by?: string };
  }>(
    '/api/uploads/group-documents/:key/:name',
    {
      onRequest: signedLink(signer, documentLinkKey),
      bodyLimit: maxBytes,
      schema: {
        operationId: 'uploadGroupDocument',
        tags: ['uploads'],
        summary: "Uploads a group document to the URL the console's announce signed, once",
        description:
          `The body is the document itself (${GROUP_DOCUMENT_MIME_TYPES.join(', ')}), at most ${describeLimit(maxBytes)}; ` +
          'its content must be a PDF. The document is then listed on the group under the announced name. ' +
          'Errors: 400 `File type not supported`, 403 `Upload link is invalid or has expired` (also once used, or a changed name), 404 `Group not found`, 413.',
        consumes: [...GROUP_DOCUMENT_MIME_TYPES, 'application/octet-stream'],
        params: linkParams,
        querystring: linkQuery,
        response: answers(uploadedDocumentSchema, [400, 403, 404, 413]),
      },
    },
    async (request) => {
      const { key, name } = request.params;
      const groupId = Number(DOCUMENT_KEY_PATTERN.exec(key)?.[1]);
      const content = request.body;
      if (!Buffer.isBuffer(content) || !documentMatchesType(content)) throw badRequest('File type not supported');
      await requireGroup(db, groupId);
      const uploader = await uploaderOf(db, request);
      await storeOnce(
        media,
        { storeKey: documentStoreKey(key), content, contentType: 'application/pdf' },
        {
          add: () => addDocument(db, groupId, key, name, uploader),
          undo: () => removeDocument(db, groupId, documentPath(key), uploader, 'its upload failed'),
        },
      );
      return ok('Document uploaded', { document_url: documentPath(key), file_name: name });
    },
  );
}
