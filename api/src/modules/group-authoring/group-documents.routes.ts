import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { answers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import { actorOf } from '../audit/actor';
import { customerIdOf } from '../auth/sign-in-scope';
import { adminGroupSchema, documentLinkSchema } from './admin-group-view';
import { loadAdminGroup } from './group-authoring.service';
import {
  FILE_NAME_MAX,
  GROUP_DOCUMENT_MIME_TYPES,
  announceDocumentBody,
  documentPath,
  newDocumentKey,
  removeDocument,
  removeDocumentBody,
  signedDocumentKey,
} from './group-documents';
import { requireGroup } from './group-images';
import { groupIdParams } from './group-input';
import { UPLOAD_LINK_TTL_SECONDS, type GroupLinkSigning } from './group-upload-links';

const tags = ['admin'];

/** A group's product documents for operators (on the admin scope, beside group-authoring.routes.ts). */
export function registerGroupDocumentRoutes(app: RouteScope, db: Kysely<Database>, links: GroupLinkSigning): void {
  app.post(
    '/api/admin/groups/:id/documents',
    {
      config: { permission: 'groups.write' },
      schema: {
        operationId: 'adminAnnounceGroupDocument',
        tags,
        summary: 'Announces a group document (a PDF): answers the signed URL to PUT its bytes to',
        description:
          `\`upload_url\` (valid ${UPLOAD_LINK_TTL_SECONDS / 60} minutes, once) takes the PDF as the body with \`mime_type\` as Content-Type; ` +
          'the document is then listed on the group (`documentUrl`) under `file_name`, the name shoppers see, and served at `document_url`. ' +
          `Errors: 400 \`mime_type must be one of ${GROUP_DOCUMENT_MIME_TYPES.join(', ')}\`, 400 \`file_name is required\`, ` +
          `400 \`file_name must be 1 to ${FILE_NAME_MAX} characters without / \\ or control characters\`, 400 \`id must be a positive integer\`, 404 \`Group not found\`.`,
        params: groupIdParams,
        body: announceDocumentBody,
        response: answers(documentLinkSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      await requireGroup(db, request.params.id);
      const key = newDocumentKey(request.params.id, request.body.mime_type);
      return ok('Upload link created', {
        upload_url: links.putUrl(
          signedDocumentKey(key, request.body.file_name),
          UPLOAD_LINK_TTL_SECONDS,
          customerIdOf(request),
        ),
        document_url: documentPath(key),
      });
    },
  );

  app.post(
    '/api/admin/groups/:id/documents/remove',
    {
      config: { permission: 'groups.write' },
      schema: {
        operationId: 'adminRemoveGroupDocument',
        tags,
        summary: 'Takes a document off a group',
        description:
          'Shoppers no longer see it listed; the answer is the group as it is now. ' +
          'Errors: 400 `document_url is required`, 400 `document_url is not a document of this group`, 404 `Group not found`.',
        params: groupIdParams,
        body: removeDocumentBody,
        response: answers(adminGroupSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      await removeDocument(db, request.params.id, request.body.document_url, actorOf(request));
      return ok('Document removed', await loadAdminGroup(db, request.params.id));
    },
  );
}
