import { answers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import { customerPageSchema, customerSchema, endedSessionsSchema } from './customer-view';
import { customerIdParams, customerListQuery, type CustomersService } from './customers.service';

const tags = ['admin'];

/** Customers for operators (registered on an admin `requireSignIn` scope). */
export function registerCustomerRoutes(app: RouteScope, customers: CustomersService): void {
  app.get(
    '/api/admin/customers',
    {
      schema: {
        operationId: 'adminListCustomers',
        tags,
        summary: 'Every account, newest first or by name, optionally matching a name or e-mail, a page at a time',
        querystring: customerListQuery,
        response: answers(customerPageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok('Customers fetched', await customers.list(request.query)),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        operationId: 'adminGetCustomer',
        tags,
        summary: "A customer's profile, addresses and live sessions",
        description: 'Their documents and order lines: `admin/documents` and `admin/order-lines` with `customer_id`.',
        params: customerIdParams,
        response: answers(customerSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok('Customer fetched', await customers.read(request.params.id)),
  );

  app.delete(
    '/api/admin/customers/:id/sessions',
    {
      schema: {
        operationId: 'adminEndCustomerSessions',
        tags,
        summary: 'Ends every session of the customer: their tokens answer 401 from then on',
        params: customerIdParams,
        response: answers(endedSessionsSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { ended } = await customers.endSessions(request.params.id);
      return ok(ended === 1 ? '1 session ended' : `${ended} sessions ended`, { ended });
    },
  );
}
