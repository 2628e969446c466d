import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionUserSchema } from '../auth/session-user.schema';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, intField, optional } from '../../lib/fields';
import { HttpError, unauthorized } from '../../lib/http-error';
import { parseInput } from '../../lib/validate';
import { requireAuth } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import { addressFields, booleanField } from './address-fields';
import { addressViewSchema as addressView } from './address-view';
import { documentList } from './document-input';
import type { ProfileService } from './profile.service';

const idParam = (name: string) => z.object({ [name]: intField(`${name} must be a positive integer`, 1, MAX_ID) });

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

function signedInCustomer(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.customerId;
}

/**
 * A customer reads only their own record. Any other id, existing or not, is the same
 * 403, so the answer does not tell which ids exist.
 */
function assertOwnId(request: FastifyRequest, id: number): number {
  const own = signedInCustomer(request);
  if (id !== own) throw new HttpError(403, "You cannot access another customer's data");
  return own;
}

export function registerProfileRoutes(app: FastifyInstance, profile: ProfileService, auth: AuthService): void {
  const preHandler = requireAuth(auth);

  app.get(
    '/api/customer/profile/:customer_id',
    { preHandler, schema: { response: answers(profileView) } },
    async (request) => {
      const { customer_id } = parseInput(idParam('customer_id'), request.params);
      const view = await profile.getProfile(assertOwnId(request, customer_id as number));
      if (!view) throw unauthorized();
      return ok('Profile fetched', view);
    },
  );

  app.get('/api/customer/:id', { preHandler, schema: { response: answers(customerRecord) } }, async (request) => {
    const { id } = parseInput(idParam('id'), request.params);
    const record = await profile.getCustomer(assertOwnId(request, id as number));
    // The session outlived its customer: the session is no longer valid.
    if (!record) throw unauthorized();
    return ok('Customer fetched', record);
  });

  app.put('/api/customer', { preHandler, schema: { response: answers(updateAnswer) } }, async (request) => {
    const customerId = signedInCustomer(request);
    const input = parseInput(profileBody, request.body ?? {});
    const uploads = await profile.updateProfile(customerId, input);
    const session = request.auth ? await auth.sessionView(request.auth) : null;
    if (!session) throw unauthorized();
    return ok('Profile updated successfully.', { ...uploads, user: session.user });
  });
}
