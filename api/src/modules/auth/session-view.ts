import { z } from 'zod';
import { customerTypeValue, roleValue } from '../../lib/fields';

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

/** `user/login`: the token to send as Authorization, and who it belongs to. */
export const loginAnswerSchema = z
  .object({
    token: z.string(),
    zip_code: z.string().nullable(),
    role: roleValue,
    user: sessionUserSchema,
  })
  .meta({ id: 'Login' });

/** `user/session`: who the token belongs to, and when the session ends. */
export const sessionViewSchema = z
  .object({
    zip_code: z.string().nullable(),
    role: roleValue,
    expires_at: z.string(),
    user: sessionUserSchema,
  })
  .meta({ id: 'Session' });

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export type SessionView = z.infer<typeof sessionViewSchema>;
