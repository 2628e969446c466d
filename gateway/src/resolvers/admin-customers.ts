import type { AdminQueryCustomersCsvPathArgs, Resolvers } from '../__generated__/resolvers-types';
import { restUrl } from '../rest/rest-url';
import { requires } from './admin-access';
import { ADMIN_MUTATION_PERMISSIONS, ADMIN_QUERY_PERMISSIONS } from './admin-permissions';
import { adminCursorQuery } from './admin-paging';
import { connectionOf } from './connection';

// Customers over admin/customers: the list, one customer's page, ending their sessions;
// the list's search as CSV from the API's admin/customers.csv, passed through at
// CUSTOMERS_CSV_PATH (server.ts), as the ledger's.

/** Where the customers of a search download as CSV on the gateway. */
export const CUSTOMERS_CSV_PATH = '/admin/customers.csv';

function customerFilter({ search, sort }: Partial<AdminQueryCustomersCsvPathArgs>) {
  return { search: search?.trim() || undefined, sort: sort ?? undefined };
}

export const adminCustomersResolvers: Resolvers = {
  AdminQuery: {
    customers: requires(ADMIN_QUERY_PERMISSIONS.customers, async (_parent, { search, sort, ...paging }, { rest }) => {
      const answer = await rest.get('/api/admin/customers', {
        query: { ...adminCursorQuery('customers', paging), ...customerFilter({ search, sort }) },
      });
      return connectionOf(answer.data.customers, answer.data);
    }),
    customersCsvPath: requires(ADMIN_QUERY_PERMISSIONS.customersCsvPath, (_parent, filter) =>
      restUrl(CUSTOMERS_CSV_PATH, { query: customerFilter(filter) }),
    ),
    customer: requires(
      ADMIN_QUERY_PERMISSIONS.customer,
      async (_parent, { id }, { rest }) => (await rest.get('/api/admin/customers/{id}', { path: { id } })).data,
    ),
  },

  AdminMutation: {
    endCustomerSessions: requires(ADMIN_MUTATION_PERMISSIONS.endCustomerSessions, async (_parent, { id }, { rest }) => {
      const answer = await rest.delete('/api/admin/customers/{id}/sessions', { path: { id } });
      const customer = await rest.get('/api/admin/customers/{id}', { path: { id } });
      return { message: answer.message, ended: answer.data.ended, customer: customer.data };
    }),
  },

  AdminCustomerSummary: {
    id: (customer) => String(customer.customer_id),
    firstName: (customer) => customer.first_name,
    lastName: (customer) => customer.last_name,
    customerType: (customer) => customer.customer_type,
    companyName: (customer) => customer.company_name,
    emailVerified: (customer) => customer.email_verified,
    createdAt: (customer) => customer.created_at,
  },

  AdminCustomer: {
    id: (customer) => String(customer.customer_id),
    firstName: (customer) => customer.first_name,
    lastName: (customer) => customer.last_name,
    customerType: (customer) => customer.customer_type,
    companyName: (customer) => customer.company_name,
    phoneNumber: (customer) => customer.phone_number,
    emailVerified: (customer) => customer.email_verified,
    claimsTaxExemption: (customer) => customer.claims_tax_exemption,
    taxExempt: (customer) => customer.tax_exempt,
    orderCount: (customer) => customer.order_count,
    createdAt: (customer) => customer.created_at,
  },

  AdminCustomerAddress: {
    id: (address) => String(address.address_id),
    type: (address) => address.address_type,
    firstName: (address) => address.first_name,
    lastName: (address) => address.last_name,
    companyName: (address) => address.company_name,
    phoneNumber: (address) => address.phone_number,
    zipCode: (address) => address.zip_code,
  },

  AdminSession: {
    id: (session) => String(session.session_id),
    createdAt: (session) => session.created_at,
    expiresAt: (session) => session.expires_at,
  },
};
