import { csvHeaders } from '../../lib/csv-export';
import { answers, csvAnswers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import { actorOf } from '../audit/actor';
import { customerPageSchema, customerSchema, endedSessionsSchema } from './customer-view';
import { CUSTOMER_CSV_COLUMNS } from './customers-csv';
import { customerCsvQuery, customerIdParams, customerListQuery, type CustomersService } from './customers.service';

const tags = ['admin'];

/** Customers for operators (registered on an admin `requireSignIn` scope). */
export function registerCustomerRoutes(app: RouteScope, customers: CustomersService): void {
  app.get(
    '/api/admin/customers',
    {
      config: { permission: 'customers.read' },
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
    '/api/admin/customers.csv',
    {
      config: { permission: 'customers.read' },
      schema: {
        operationId: 'adminExportCustomersCsv',
        tags,
        summary: "Every account of the search as CSV, in the list's order, with its orders and spent, streamed",
        description:
          `Columns: ${CUSTOMER_CSV_COLUMNS.join(', ')}. The same search and sort as \`admin/customers\`, without ` +
          'paging. `kind` is Individual or Business; `tax_exempt` is `exempt` (claimed, with an approved unexpired ' +
          'tax document), `claimed` (not verified) or `no`; `orders` counts placed orders, `spent` (dollars) is what ' +
          'they charged less what was refunded.',
        querystring: customerCsvQuery,
        response: csvAnswers([400, 401, 403]),
      },
    },
    async (request, reply) => reply.headers(csvHeaders('customers.csv')).send(customers.csv(request.query)),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      config: { permission: 'customers.read' },
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
      config: { permission: 'customers.sessions' },
      schema: {
        operationId: 'adminEndCustomerSessions',
        tags,
        summary: 'Ends every session of the customer: their tokens answer 401 from then on',
        params: customerIdParams,
        response: answers(endedSessionsSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { ended } = await customers.endSessions(actorOf(request), request.params.id);
      return ok(ended === 1 ? '1 session ended' : `${ended} sessions ended`, { ended });
    },
  );
}
