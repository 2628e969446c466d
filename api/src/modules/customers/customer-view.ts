import { z } from 'zod';
import { addressTypeValue, customerTypeValue, roleValue } from '../../lib/fields';
import { pageSchema } from '../../lib/paging';

// Customers as operators look them up (customers.routes.ts). Each schema is its answer's
// contract (OpenAPI); each type follows from it.

export const customerSummarySchema = z
  .object({
    customer_id: z.number(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: roleValue,
    customer_type: customerTypeValue,
    company_name: z.string().nullable(),
    email_verified: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'CustomerSummary' });

export const customerPageSchema = pageSchema('customers', customerSummarySchema);

export const customerSchema = customerSummarySchema
  .extend({
    title: z.string().nullable(),
    phone_number: z.string(),
    claims_tax_exemption: z.boolean().describe('The customer says they are tax-exempt (a Business may)'),
    tax_exempt: z.boolean().describe('They pay no sales tax now: the claim and an approved, unexpired tax document'),
    order_count: z.number(),
    addresses: z.array(
      z.object({
        address_id: z.number(),
        address_type: addressTypeValue,
        first_name: z.string(),
        last_name: z.string(),
        company_name: z.string().nullable(),
        email: z.string(),
        phone_number: z.string(),
        street: z.string(),
        city: z.string(),
        state: z.string(),
        country: z.string(),
        zip_code: z.string(),
      }),
    ),
    sessions: z
      .array(z.object({ session_id: z.number(), created_at: z.string(), expires_at: z.string() }))
      .describe('Live sessions, newest first'),
  })
  .meta({ id: 'CustomerAccount' });

export const endedSessionsSchema = z.object({ ended: z.number() }).meta({ id: 'EndedSessions' });

export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export type CustomerPage = z.infer<typeof customerPageSchema>;
export type CustomerAccount = z.infer<typeof customerSchema>;
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
