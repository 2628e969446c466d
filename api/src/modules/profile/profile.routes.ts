import type { FastifyRequest } from 'fastify';
import { sessionUserSchema } from '../auth/session-user.schema';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, intField, optional } from '../../lib/fields';
import { HttpError, unauthorized } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import type { AuthService } from '../auth/auth.service';
import { addressFields, booleanField } from './address-fields';
import { addressViewSchema as addressView } from './address-view';
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

const documentView = z.object({
  doc_id: z.number(),
  doc_filename: z.string(),
  mime_type: z.string(),
  docUrl: z.string().nullable(),
  is_verified: z.boolean(),
  is_rejected: z.boolean(),
  reason: z.string().nullable(),
  expires_at: z.string().nullable(),
});
const profileView = z.object({
  id: z.number(),
  address_id: z.number().nullable(),
  address_type: z.string(),
  title: z.string(),
  company_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  street: z.string(),
  zip_code: z.string(),
  customer_type: z.string(),
  is_tax_exempt: z.boolean(),
  expiration_message: z.string().nullable(),
  tax_exempt_doc: z.array(documentView),
  other_docs: z.array(documentView),
  addressInfo: z.array(addressView),
});
const customerRecord = z.object({
  id: z.number(),
  email: z.string(),
  role: z.string(),
  customer_type: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  title: z.string().nullable(),
  phone_number: z.string(),
  is_tax_exempt: z.boolean(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
const uploadUrl = z.object({ doc_id: z.number(), file_name: z.string(), uploadURL: z.string() });
const updateAnswer = z.object({
  taxDoc_uploadUrls: z.array(uploadUrl),
  other_docs_uploadUrls: z.array(uploadUrl),
  user: sessionUserSchema,
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
      schema: {
        tags,
        summary: 'Changes the profile; announces new documents and answers their signed upload URLs',
        description:
          'Upload each announced file with PUT to its uploadURL (see docs/rest-api.md, "Uploads"). A Business ' +
          "customer's tax exemption applies once an operator approves the tax document.",
        body: profileBody,
        response: answers(updateAnswer, [400, 401, 409]),
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
