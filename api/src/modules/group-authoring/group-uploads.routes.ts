import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { tooLargeMessage } from '../documents/upload-limits';
import { registerGroupDocumentUpload } from './group-document-uploads.routes';
import { GROUP_DOCUMENT_MIME_TYPES } from './group-documents';
import { registerGroupImageUpload } from './group-image-uploads.routes';
import { IMAGE_TYPES } from './group-images';
import type { GroupUploadDeps } from './group-upload-links';

// The bytes of a group's pictures and documents, PUT to the URLs the console's announce
// signed (docs/decisions.md, "Group images" and "Group documents"). They go through the
// API on either storage: the API checks them before it writes them to the media store.

/** `PUT /api/uploads/group-images/:key` and `PUT /api/uploads/group-documents/:key/:name`. */
export async function registerGroupUploadRoutes(app: FastifyInstance, deps: GroupUploadDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...Object.keys(IMAGE_TYPES), ...GROUP_DOCUMENT_MIME_TYPES, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: deps.maxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, tooLargeMessage(deps.maxBytes));
      throw error;
    });
    registerGroupImageUpload(scope, deps);
    registerGroupDocumentUpload(scope, deps);
  });
}
