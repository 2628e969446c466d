import { RATE_LIMITS } from '../../lib/rate-limits';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { intField, MAX_ID, optional } from '../../lib/fields';
import { HttpError, unauthorized } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import type { AuthService } from '../auth/auth.service';
import { addressFields, booleanField } from './address-fields';
import {
  customerRecordSchema as customerRecord,
  profileUpdateAnswerSchema,
  profileViewSchema as profileView,
} from './profile-view';
import { documentList } from '../documents/document-input';
import type { ProfileService } from './profile.service';

const profileParams = z.object({ customer_id: intField('customer_id must be a positive integer', 1, MAX_ID) });
const customerParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });

const deleteTaxDoc = z.preprocess(
  (v) => (v === null || v === undefined || v === false || v === '' ? undefined : v === 'true' ? true : v),
  z
    .union([z.literal(true), intField('delete_tax_doc must be true, false or a document id', 1, MAX_ID)], {
      error: 'delete_tax_doc must be true, false or a document id',
    })
    .optional(),
);

// Profile fields are optional one by one (a missing field keeps its value); a field that
// is sent must be valid, with the same rules as at sign-up.
const profileBody = z
  .object(addressFields)
  .partial()
  .extend({
    is_tax_exempt: optional(booleanField('is_tax_exempt')),
    new_tax_exempt_doc: documentList('new_tax_exempt_doc', 'doc_filename'),
    new_other_docs: documentList('new_other_docs', 'doc_filename'),
    delete_tax_doc: deleteTaxDoc,
    delete_other_docs: z.preprocess(
      (v) => (v === null || v === undefined ? [] : v),
      z
        .array(intField('delete_other_docs must be a list of document ids', 1, MAX_ID), {
          error: 'delete_other_docs must be a list of document ids',
        })
        .max(100, 'delete_other_docs must be a list of document ids'),
    ),
  });

/**
 * A customer reads only their own record. Any other id, existing or not, is the same
 * 403, so the answer does not tell which ids exist.
 */
function assertOwnId(request: FastifyRequest, id: number): number {
  const own = customerIdOf(request);
  if (id !== own) throw new HttpError(403, "You cannot access another customer's data");
  return own;
}

const tags = ['profile'];

/** The signed-in customer's own record (registered on a `requireSignIn` scope). */
export function registerProfileRoutes(app: RouteScope, profile: ProfileService, auth: AuthService): void {
  app.get(
    '/api/customer/profile/:customer_id',
    {
      schema: {
        operationId: 'getProfile',
        description:
          'Address fields are the billing address\'s; null `title`/`company_name` are `""`. `docUrl` is null until the file is uploaded. `expiration_message` (`Your tax exemption document expired on MM/DD/YYYY. Please upload a new document.`) is set when every approved tax document has expired. Errors: 401; 403 `You cannot access another customer\'s data`.',
        tags,
        summary: 'The profile: customer, billing address fields, documents and addresses',
        params: profileParams,
        response: answers(profileView, [400, 401, 403]),
      },
    },
    async (request) => {
      const view = await profile.getProfile(assertOwnId(request, request.params.customer_id));
      if (!view) throw unauthorized();
      return ok('Profile fetched', view);
    },
  );

  app.get(
    '/api/customer/:id',
    {
      schema: {
        operationId: 'getCustomer',
        description:
          "Errors: 401; 403 `You cannot access another customer's data` (any id but the caller's, existing or not); 400 `id must be a positive integer`.",
        tags,
        summary: "The customer's own account record",
        params: customerParams,
        response: answers(customerRecord, [400, 401, 403]),
      },
    },
    async (request) => {
      const record = await profile.getCustomer(assertOwnId(request, request.params.id));
      if (!record) throw unauthorized();
      return ok('Customer fetched', record);
    },
  );

  app.put(
    '/api/customer',
    {
      config: { rateLimit: RATE_LIMITS.profileChanges },
      schema: {
        operationId: 'updateProfile',
        tags,
        summary: 'Changes the profile; announces new documents and answers their signed upload URLs',
        description:
          "Every field is optional (absent keeps the value); sent fields follow the sign-up rules. Updates the customer and the billing address. `delete_tax_doc`: `true` (all tax documents) or a document id; `delete_other_docs`: ids. Business only for documents and exemption. Errors: 401; 400 field messages as for sign-up, `delete_tax_doc must be true, false or a document id`, `delete_other_docs must be a list of document ids`, `doc_filename is required`, `File type not supported`, `Approved documents cannot be deleted.`, `A file is required` (tax-exempt with no tax document left); 404 `Document not found` (unknown or another customer's document id; nothing is changed)." +
          '\n\n' +
          'Upload each announced file with PUT to its uploadURL (see docs/rest-api.md, "Uploads"). A Business ' +
          "customer's tax exemption applies once an operator approves the tax document.",
        body: profileBody,
        response: answers(profileUpdateAnswerSchema, [400, 401, 409, 429]),
      },
    },
    async (request) => {
      const uploads = await profile.updateProfile(customerIdOf(request), request.body);
      const session = request.auth ? await auth.sessionView(request.auth) : null;
      if (!session) throw unauthorized();
      return ok('Profile updated successfully.', { ...uploads, user: session.user });
    },
  );
}
