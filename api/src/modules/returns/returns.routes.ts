import { z } from 'zod';
import { RETURN_REASONS } from '../../db/column-values';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, intField, optional } from '../../lib/fields';
import type { RouteScope } from '../../lib/route-scope';
import { customerIdOf } from '../auth/sign-in-scope';
import { returnRequestedSchema } from './return-view';
import type { ReturnsService } from './returns.service';

const REASON_MESSAGE = 'Please select a return reason';

const returnBody = z.object({
  order_id: intField('order_id must be a positive integer', 1, MAX_ID),
  order_line_id: intField('order_line_id must be a positive integer', 1, MAX_ID),
  // The product rules name it {product}_id; the web sends group_id, older clients product_id.
  group_id: optional(intField('group_id must be a positive integer', 1, MAX_ID)),
  product_id: optional(intField('product_id must be a positive integer', 1, MAX_ID)),
  return_reason: z.enum(RETURN_REASONS, { error: REASON_MESSAGE }),
  return_note: optional(
    z.string({ error: 'return_note must be a string' }).trim().max(1000, 'return_note must be at most 1000 characters'),
  ),
});

/** Return requests (registered on a `requireSignIn` scope). */
export function registerReturnRoutes(app: RouteScope, returns: ReturnsService): void {
  app.post(
    '/api/order/request-return',
    {
      schema: {
        operationId: 'requestReturn',
        description:
          "`group_id` (or `product_id`) is optional; when given it must be the line's group. `return_reason` is one of `defective, wrong_item, not_as_described, damaged, size_issue, quality_issue, changed_mind, duplicate_order, missing_parts, expired, other`. Errors: 401; 400 `Please select a return reason` (missing, blank or unknown), `return_note must be at most 1000 characters`, `order_id must be a positive integer`, `order_line_id must be a positive integer`; 404 `Order line not found` (unknown, another customer's, or ids that do not belong together); 409 `This order line is <status>; only delivered items can be returned.` (not completed, or already requested: one request per line).",
        tags: ['returns'],
        summary: 'Asks to return a delivered (completed) order line, once',
        body: returnBody,
        response: answers(returnRequestedSchema, [400, 401, 404, 409]),
      },
    },
    async (request) => {
      const { body } = request;
      const data = await returns.request(customerIdOf(request), {
        order_id: body.order_id,
        order_line_id: body.order_line_id,
        group_id: body.group_id ?? body.product_id,
        return_reason: body.return_reason,
        return_note: body.return_note || undefined,
      });
      return ok('Return request submitted successfully', data);
    },
  );
}
