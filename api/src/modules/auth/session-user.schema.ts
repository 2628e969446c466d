import { z } from 'zod';
import { customerTypeValue } from '../../lib/fields';

/** The session user as login, `user/session` and a profile update answer it. */
export const sessionUserSchema = z.object({
  customer_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  company_name: z.string().nullable(),
  title: z.string().nullable(),
  phone_number: z.string(),
  customer_type: customerTypeValue,
  zip_code: z.string().nullable(),
});
