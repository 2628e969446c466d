import type { Resolvers } from '../__generated__/resolvers-types';
import { moneyFromCents } from '../rest/money';
import { requires } from './admin-access';
import { ADMIN_QUERY_PERMISSIONS } from './admin-permissions';
import { adminCursorQuery } from './admin-paging';
import { connectionOf } from './connection';

// Payments as Stripe tells them, beside the ledger (admin-settlement.ts): Stripe's webhook
// events as the shop received and worked them, and the disputes they recorded, over
// admin/stripe/events and admin/disputes (docs/decisions.md "Stripe webhooks").

export const adminPaymentsResolvers: Resolvers = {
  AdminQuery: {
    stripeEvents: requires(ADMIN_QUERY_PERMISSIONS.stripeEvents, async (_parent, paging, { rest }) => {
      const answer = await rest.get('/api/admin/stripe/events', { query: adminCursorQuery('stripeEvents', paging) });
      return connectionOf(answer.data.events, answer.data);
    }),
    disputes: requires(ADMIN_QUERY_PERMISSIONS.disputes, async (_parent, paging, { rest }) => {
      const answer = await rest.get('/api/admin/disputes', { query: adminCursorQuery('disputes', paging) });
      return connectionOf(answer.data.disputes, answer.data);
    }),
  },

  AdminStripeEvent: {
    id: (event) => event.event_id,
    objectId: (event) => event.object_id,
    createdAt: (event) => event.created_at,
    receivedAt: (event) => event.received_at,
    processedAt: (event) => event.processed_at,
    lastError: (event) => event.last_error,
  },

  AdminDispute: {
    id: (dispute) => dispute.dispute_id,
    paymentIntentId: (dispute) => dispute.payment_intent_id,
    orderId: (dispute) => (dispute.order_id === null ? null : String(dispute.order_id)),
    customerId: (dispute) => (dispute.customer_id === null ? null : String(dispute.customer_id)),
    customerEmail: (dispute) => dispute.customer_email,
    customerName: (dispute) => dispute.customer_name,
    amount: (dispute) => moneyFromCents(dispute.amount_cents),
    openedAt: (dispute) => dispute.opened_at,
    closedAt: (dispute) => dispute.closed_at,
    updatedAt: (dispute) => dispute.updated_at,
  },
};
