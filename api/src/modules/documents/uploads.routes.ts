import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { answers, ok, refusals } from '../../lib/envelope';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { claimUpload, findDocumentByKey, releaseUpload } from './documents.repository';
import { DOCUMENT_MIME_TYPES, contentMatchesType } from './file-type';
import type { ObjectStore } from '../../storage/file-storage';
import { dispositionOf } from './document-files';
import { describeLimit, tooLargeMessage } from './upload-limits';
import { STORAGE_KEY_PATTERN, type UploadMethod, type UploadSigner } from './upload-signing';
import { uploadedFileSchema } from './upload-view';

export type UploadRoutesDeps = {
  db: Kysely<Database>;
  signer: UploadSigner;
  /** The documents' disk store (these routes exist only when files are on disk). */
  store: ObjectStore;
  maxBytes: number;
};

const INVALID_LINK = 'Upload link is invalid or has expired';

type SignedRequest = FastifyRequest<{
  Params: { key: string };
  Querystring: { expires?: string; signature?: string };
}>;

/**
 * Checked in onRequest, before the body is read: a request without a valid signature
 * costs no upload bandwidth or disk, and an unknown key answers like a forged one.
 */
function requireSignature(signer: UploadSigner, method: UploadMethod) {
  return async (request: SignedRequest) => {
    const { key } = request.params;
    const { expires, signature } = request.query;
    const valid =
      STORAGE_KEY_PATTERN.test(key) &&
      typeof expires === 'string' &&
      typeof signature === 'string' &&
      signer.verify(method, key, expires, signature);
    if (!valid) throw new HttpError(403, INVALID_LINK);
  };
}

// Documented only: the signature is checked in onRequest (before the body is read) on
// the raw values, and the file body is raw bytes, not JSON.
const linkParams = z.object({ key: z.string().describe('The storage key from the signed uploadURL') });
const linkQuery = z.object({
  expires: z.string().describe('Unix time after which the link stops working'),
  signature: z.string().describe('HMAC of method, key and expiry'),
});
const DOCUMENT_TYPES = Object.keys(DOCUMENT_MIME_TYPES);
const binary = { type: 'string', format: 'binary' };

/** `PUT` and `GET /api/uploads/:key` behind signed URLs (see upload-signing.ts). */
export async function registerUploadRoutes(app: FastifyInstance, deps: UploadRoutesDeps): Promise<void> {
  const { db, signer, store, maxBytes } = deps;

  // An encapsulated scope, so the raw-body parsers and the size message apply only here.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...Object.keys(DOCUMENT_MIME_TYPES), 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: maxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new HttpError(413, tooLargeMessage(maxBytes));
      }
      // Everything else goes to the app's error handler.
      throw error;
    });

    scope.put<{ Params: { key: string }; Querystring: { expires?: string; signature?: string } }>(
      '/api/uploads/:key',
      {
        onRequest: requireSignature(signer, 'PUT'),
        bodyLimit: maxBytes,
        schema: {
          operationId: 'uploadDocument',
          tags: ['uploads'],
          summary: "Uploads an announced document's file to its signed URL, once",
          description:
            `The body is the file itself, with its type as Content-Type (${DOCUMENT_TYPES.join(', ')}), at most ` +
            `${describeLimit(maxBytes)}; its content must match that type. The URL is single use and expires.`,
          consumes: [...DOCUMENT_TYPES, 'application/octet-stream'],
          params: linkParams,
          querystring: linkQuery,
          response: answers(uploadedFileSchema, [400, 403, 413]),
        },
      },
      async (request) => {
        const content = request.body;
        if (!Buffer.isBuffer(content) || content.length === 0) throw badRequest('File type not supported');
        const doc = await findDocumentByKey(db, request.params.key);
        // Single use: a URL whose file already arrived is spent.
        if (!doc || doc.uploaded_at !== null) throw new HttpError(403, INVALID_LINK);
        if (!contentMatchesType(content, doc.mime_type)) throw badRequest('File type not supported');
        if (!(await claimUpload(db, doc.id, new Date().toISOString()))) throw new HttpError(403, INVALID_LINK);
        try {
          await store.put(doc.storage_key, content, doc.mime_type);
        } catch (error) {
          // The disk write failed: give the URL back so the client can retry.
          await releaseUpload(db, doc.id);
          throw error;
        }
        return ok('File Uploaded Successfully', { doc_id: doc.id, file_name: doc.file_name });
      },
    );

    scope.get<{ Params: { key: string }; Querystring: { expires?: string; signature?: string } }>(
      '/api/uploads/:key',
      {
        onRequest: requireSignature(signer, 'GET'),
        schema: {
          operationId: 'getUploadedDocument',
          tags: ['uploads'],
          summary: 'Reads an uploaded document through its signed URL (the profile and the admin review link it)',
          params: linkParams,
          querystring: linkQuery,
          response: {
            200: {
              description: 'The file, with its type; `inline` for a PDF, `attachment` for a Word file',
              content: Object.fromEntries([...DOCUMENT_TYPES].map((type) => [type, { schema: binary }])),
            },
            ...refusals([403, 404]),
          },
        },
      },
      async (request, reply) => {
        const doc = await findDocumentByKey(db, request.params.key);
        const stored = doc?.uploaded_at ? await store.get(doc.storage_key) : null;
        if (!doc || !stored) throw notFound('File not found');
        // nosniff keeps browsers from treating a document as something else.
        return reply
          .type(doc.mime_type)
          .header('content-disposition', dispositionOf(doc))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=300')
          .send(stored.content);
      },
    );
  });
}
