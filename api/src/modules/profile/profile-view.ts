import { z } from 'zod';
import { customerTypeValue, roleValue } from '../../lib/fields';
import { sessionUserSchema } from '../auth/session-view';
import { documentViewSchema } from '../documents/document-view';
import { uploadUrlSchema } from '../documents/upload-view';
import { addressViewSchema } from './address-view';

/**
 * The profile as it leaves the API: the customer, their billing address's fields at the
 * top level (the profile form edits both at once), their documents and every address.
 * The schema is the answer's contract (OpenAPI); the type follows from it.
 */
export const profileViewSchema = addressViewSchema
  .omit({ address_id: true, id: true })
  .extend({
    id: z.number(),
    address_id: z.number().nullable(),
    customer_type: customerTypeValue,
    is_tax_exempt: z.boolean(),
    expiration_message: z.string().nullable(),
    tax_exempt_doc: z.array(documentViewSchema),
    other_docs: z.array(documentViewSchema),
    addressInfo: z.array(addressViewSchema),
  })
  .meta({ id: 'Profile' });

export type ProfileView = z.infer<typeof profileViewSchema>;

/** `GET customer/{id}`: the customer's own record. */
export const customerRecordSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    role: roleValue,
    customer_type: customerTypeValue,
    first_name: z.string(),
    last_name: z.string(),
    company_name: z.string().nullable(),
    title: z.string().nullable(),
    phone_number: z.string(),
    is_tax_exempt: z.boolean(),
    email_verified: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'CustomerRecord' });

export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/** What a profile update announces: where to PUT each new document's file (profile.service.ts). */
export const profileUploadsSchema = z.object({
  taxDoc_uploadUrls: z.array(uploadUrlSchema),
  other_docs_uploadUrls: z.array(uploadUrlSchema),
});

/** `PUT customer`: the announced uploads and the session user as it reads now. */
export const profileUpdateAnswerSchema = profileUploadsSchema
  .extend({ user: sessionUserSchema })
  .meta({ id: 'ProfileUpdate' });

export type ProfileUploads = z.infer<typeof profileUploadsSchema>;
