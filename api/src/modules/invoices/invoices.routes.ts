import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, intField, optional } from '../../lib/fields';
import type { RouteScope } from '../../lib/route-scope';
import { tokenFromHeader } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import { invoiceViewSchema } from './invoice-view';
import type { InvoicesService } from './invoices.service';

const invoiceBody = z.object({
  order_id: intField('order_id must be a positive integer', 1, MAX_ID),
  token: optional(z.string({ error: 'token must be a string' }).max(200, 'token must be at most 200 characters')),
});

/**
 * Sets request.auth when a valid session token is sent and carries on without one:
 * the invoice is public with its signed token, so a missing or stale session is no 401.
 */
function optionalAuth(auth: AuthService): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    request.auth = token ? await auth.authenticate(token) : null;
  };
}

export function registerInvoiceRoutes(app: RouteScope, auth: AuthService, invoices: InvoicesService): void {
  app.post(
    '/api/order/invoice',
    {
      preHandler: optionalAuth(auth),
      schema: {
        operationId: 'getInvoice',
        tags: ['invoices'],
        summary: "An order's invoice: with the signed link's token, or for its signed-in owner",
        description:
          'Public: works with the token of `invoice_url` and no session, or for the signed-in owner without a token.\n\n' +
          "Every line with an invoice is listed (issued when the line was delivered; a later return does not withdraw it); amounts are those charged at order time, the platform fee included, so `grand_total` is what the card paid for these lines (refunds are separate). `group.address`/`zip_code` are the supplier's. Errors: 403 `You cannot view this invoice.` (bad or missing token and not the owner, another order's token, unknown order id — all alike, so ids cannot be probed; an expired session is not a 401 here); 400 `No invoice has been issued for this order yet.`, `order_id must be a positive integer`." +
          '\n\n' +
          'Every refusal is the same 403, so order ids cannot be probed. Amounts are those charged; refunds show on the order lines.',
        // Either the body's token or a session: the session is optional.
        security: [{}, { session: [] }],
        body: invoiceBody,
        response: answers(invoiceViewSchema, [400, 403]),
      },
    },
    async (request) =>
      ok('Invoice fetched', await invoices.get(request.body.order_id, request.body.token, request.auth?.customerId)),
  );
}
