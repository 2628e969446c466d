import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { answers, ok } from '../../lib/envelope';
import { intField, MAX_ID } from '../../lib/fields';
import { notFound } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import { S3_READ_TTL_SECONDS, type DocumentFiles } from './document-files';
import { DOC_URL_TTL_SECONDS, documentFileLinkSchema } from './document-view';
import { findDocumentById } from './documents.repository';

const params = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });

/**
 * A short-lived read link to one document, for its owner or an admin only (registered on
 * a `requireSignIn` scope). The profile lists the owner's links; this is how an admin
 * reviewing a document opens it. With object storage the link is a presigned GET on the
 * bucket, so the file never passes through the API.
 */
export function registerDocumentFileRoutes(app: RouteScope, db: Kysely<Database>, files: DocumentFiles): void {
  app.get(
    '/api/documents/:id/file',
    {
      schema: {
        operationId: 'getDocumentFileLink',
        tags: ['uploads'],
        summary: "A short-lived read link to a document's file (its owner, or staff with documents.review)",
        description:
          'Answers `url`, valid `expires_in` seconds (an hour through the API on disk; a quarter of an hour ' +
          "as a presigned link with object storage). 404 `Document not found` for another customer's " +
          'document, like an unknown id; 404 `File not found` before the file has arrived and passed its checks.',
        params,
        response: answers(documentFileLinkSchema, [400, 401, 404]),
      },
    },
    async (request) => {
      const now = new Date();
      let doc = await findDocumentById(db, request.params.id);
      // Its owner, or staff who review documents (the staff role's permission, staff/permissions.ts).
      const reviewer = request.auth?.permissions.includes('documents.review') === true;
      const allowed = doc && (doc.customer_id === customerIdOf(request) || reviewer);
      if (!doc || !allowed) throw notFound('Document not found');
      if (await files.confirmArrivals(db, [doc], now)) doc = (await findDocumentById(db, doc.id)) ?? doc;
      if (!doc.uploaded_at) throw notFound('File not found');
      const expiresIn = files.kind === 's3' ? Math.min(DOC_URL_TTL_SECONDS, S3_READ_TTL_SECONDS) : DOC_URL_TTL_SECONDS;
      return ok('Document link', {
        doc_id: doc.id,
        url: await files.readUrl(doc, expiresIn, now),
        expires_in: expiresIn,
      });
    },
  );
}
