import type { Resolvers } from '../__generated__/resolvers-types';
import { adminOnly } from './admin-access';
import { adminCursorQuery } from './admin-paging';
import { connectionOf } from './connection';

// Customers over admin/customers: the list, one customer's page, ending their sessions.

export const adminCustomersResolvers: Resolvers = {
  AdminQuery: {
    customers: adminOnly(async (_parent, { search, sort, ...paging }, { rest }) => {
      const answer = await rest.get('/api/admin/customers', {
        query: {
          ...adminCursorQuery('customers', paging),
          search: search?.trim() || undefined,
          sort: sort ?? undefined,
        },
      });
      return connectionOf(answer.data.customers, answer.data);
    }),
    customer: adminOnly(
      async (_parent, { id }, { rest }) => (await rest.get('/api/admin/customers/{id}', { path: { id } })).data,
    ),
  },

  AdminMutation: {
    endCustomerSessions: adminOnly(async (_parent, { id }, { rest }) => {
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
