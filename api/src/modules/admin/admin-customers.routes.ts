import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { addressTypeValue, customerTypeValue } from '../../lib/fields';
import { pageSchema } from '../../lib/paging';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdParams, customerListQuery, type AdminCustomersService } from './admin-customers.service';

const customerSummary = z.object({
  customer_id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['customer', 'admin']),
  customer_type: customerTypeValue,
  company_name: z.string().nullable(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
const customer = customerSummary.extend({
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
});
const tags = ['admin'];

/** Customers for operators (registered on an admin `requireSignIn` scope). */
export function registerAdminCustomerRoutes(app: RouteScope, customers: AdminCustomersService): void {
  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags,
        summary: 'Every account, newest first or by name, optionally matching a name or e-mail, a page at a time',
        querystring: customerListQuery,
        response: answers(pageSchema('customers', customerSummary), [400, 401, 403]),
      },
    },
    async (request) => ok('Customers fetched', await customers.list(request.query)),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        summary: "A customer's profile, addresses and live sessions",
        description: 'Their documents and order lines: `admin/documents` and `admin/order-lines` with `customer_id`.',
        params: customerIdParams,
        response: answers(customer, [400, 401, 403, 404]),
      },
    },
    async (request) => ok('Customer fetched', await customers.read(request.params.id)),
  );

  app.delete(
    '/api/admin/customers/:id/sessions',
    {
      schema: {
        tags,
        summary: 'Ends every session of the customer: their tokens answer 401 from then on',
        params: customerIdParams,
        response: answers(z.object({ ended: z.number() }), [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { ended } = await customers.endSessions(request.params.id);
      return ok(ended === 1 ? '1 session ended' : `${ended} sessions ended`, { ended });
    },
  );
}
