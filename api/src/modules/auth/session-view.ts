import { z } from 'zod';
import { STAFF_ROLES } from '../../db/column-values';
import { customerTypeValue, roleValue } from '../../lib/fields';
import { PERMISSION_NAMES, type Permission } from '../staff/permissions';

// The session's answers (auth.routes.ts): who signed in, as login, `user/session` and a
// profile update answer it. Each schema is its answer's contract (OpenAPI); each type
// follows from it.

/** The session user: the customer's name and contact, and their billing ZIP. */
export const sessionUserSchema = z
  .object({
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
  })
  .meta({ id: 'SessionUser' });

/**
 * What a staff member may do, so a client can hide what their role cannot do (the API
 * checks every admin route itself, whatever a client shows).
 */
const staffAccessFields = {
  staff_role: z
    .enum(STAFF_ROLES)
    .nullable()
    .describe('The staff role (owner, support, fulfilment, finance, catalogue); null for a shopper'),
  permissions: z
    .array(z.enum(PERMISSION_NAMES as [Permission, ...Permission[]]))
    .describe(
      'The staff permissions this session holds on the admin routes (`x-permission` of each route in this document); empty for a shopper, a disabled account, or while `totp_setup_required`',
    ),
  totp_enabled: z.boolean().describe('The staff member signs in with a TOTP code; false for a shopper'),
  totp_setup_required: z
    .boolean()
    .describe(
      'The shop requires TOTP for staff and this staff member has not set it up: until `POST user/totp/enable` succeeds, every admin route answers 403 with `data.code` `TOTP_SETUP_REQUIRED`',
    ),
};

/** `user/login`: the token to send as Authorization, and who it belongs to. */
export const loginAnswerSchema = z
  .object({
    token: z.string(),
    zip_code: z.string().nullable(),
    role: roleValue,
    ...staffAccessFields,
    user: sessionUserSchema,
  })
  .meta({ id: 'Login' });

/** `user/session`: who the token belongs to, and when the session ends. */
export const sessionViewSchema = z
  .object({
    zip_code: z.string().nullable(),
    role: roleValue,
    expires_at: z.string(),
    ...staffAccessFields,
    user: sessionUserSchema,
  })
  .meta({ id: 'Session' });

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export type SessionView = z.infer<typeof sessionViewSchema>;
