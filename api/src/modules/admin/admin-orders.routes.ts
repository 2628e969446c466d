import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { pageSchema } from '../../lib/paging';
import type { AuthService } from '../auth/auth.service';
import { requireAdmin } from './admin.hook';
import type { AdminOrdersService } from './admin-orders.service';

const adminLine = z.object({
  order_line_id: z.number(),
  order_id: z.number(),
  customer_id: z.number(),
  customer_email: z.string(),
  group_id: z.number(),
  product_name: z.string(),
  quantity: z.number(),
  price: z.number(),
  paid_total: z.number(),
  final_price: z.number().nullable(),
  refunded_amount: z.number(),
  status: z.string(),
  tracking_company_name: z.string().nullable(),
  tracking_number: z.string().nullable(),
  invoice_id: z.string().nullable(),
  return_reason: z.string().nullable(),
  return_note: z.string().nullable(),
  date_created: z.string(),
});
const summary = z.object({ groups_closed: z.number(), lines_settled: z.number(), refunded_cents: z.number() });

const idOf = (params: unknown) => (params as { id?: string }).id;

// The service validates (it is shared with the admin CLI); routes only map HTTP to it.
export function registerAdminOrderRoutes(app: FastifyInstance, auth: AuthService, orders: AdminOrdersService): void {
  const preHandler = requireAdmin(auth);
  const lineAnswer = { preHandler, schema: { response: answers(adminLine) } };

  app.get(
    '/api/admin/order-lines',
    { preHandler, schema: { response: answers(pageSchema('order_lines', adminLine)) } },
    async (request) => ok('Order lines fetched', await orders.list(request.query)),
  );

  app.put('/api/admin/order-lines/:id/status', lineAnswer, async (request) =>
    ok('Order line updated', await orders.setStatus(idOf(request.params), request.body)),
  );

  app.post('/api/admin/order-lines/:id/return/accept', lineAnswer, async (request) =>
    ok('Return accepted', await orders.acceptReturn(idOf(request.params))),
  );

  app.post('/api/admin/order-lines/:id/return/decline', lineAnswer, async (request) =>
    ok('Return declined', await orders.declineReturn(idOf(request.params))),
  );

  app.post('/api/admin/groups/:id/settle', { preHandler, schema: { response: answers(summary) } }, async (request) =>
    ok('Group settled', await orders.settleGroup(idOf(request.params))),
  );

  app.post('/api/admin/settlement/run', { preHandler, schema: { response: answers(summary) } }, async () =>
    ok('Settlement run', await orders.runSettlement()),
  );
}
