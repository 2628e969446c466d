import { z } from 'zod';
import { customerTypeValue } from '../../lib/fields';
import { documentViewSchema } from '../documents/document-view';
import { addressViewSchema } from './address-view';

/**
 * The profile as it leaves the API: the customer, their billing address's fields at the
 * top level (the profile form edits both at once), their documents and every address.
 * The schema is the answer's contract (OpenAPI); the type follows from it.
 */
export const profileViewSchema = addressViewSchema.omit({ address_id: true, id: true }).extend({
  id: z.number(),
  address_id: z.number().nullable(),
  customer_type: customerTypeValue,
  is_tax_exempt: z.boolean(),
  expiration_message: z.string().nullable(),
  tax_exempt_doc: z.array(documentViewSchema),
  other_docs: z.array(documentViewSchema),
  addressInfo: z.array(addressViewSchema),
});

export type ProfileView = z.infer<typeof profileViewSchema>;

/** `GET customer/{id}`: the customer's own record. */
export const customerRecordSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(['customer', 'admin']),
  customer_type: customerTypeValue,
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  title: z.string().nullable(),
  phone_number: z.string(),
  is_tax_exempt: z.boolean(),
  email_verified: z.boolean(),
  created_at: z.string(),
});

export type CustomerRecord = z.infer<typeof customerRecordSchema>;
