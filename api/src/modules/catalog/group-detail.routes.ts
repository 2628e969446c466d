import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { MAX_ID, intField } from '../../lib/fields';
import { notFound } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import type { GroupDetailService } from './group-detail.service';

/** Most ids one batch call may ask for: bounds the IN lists and the answer size. */
export const MAX_BATCH_IDS = 100;

const idParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });

const batchBody = z.object({
  ids: z
    .array(intField('ids must hold positive integers', 1, MAX_ID), { error: 'ids must be a list of group ids' })
    .max(MAX_BATCH_IDS, `ids must hold at most ${MAX_BATCH_IDS} ids`),
});

export const groupDetailSchema = z.object({
  id: z.number(),
  product_name: z.string(),
  description: z.string(),
  price: z.number(),
  discounted_price: z.number(),
  category: z.object({ category_id: z.number(), category_name: z.string() }),
  end_date: z.string(),
  quantity_booked: z.number(),
  max_quantity: z.number(),
  units_left: z.number(),
  status: z.string(),
  productImage: z.array(z.object({ imageUrl: z.string() })),
  documentUrl: z.array(z.object({ path: z.string(), file_name: z.string() })),
  document_file: z.string().nullable(),
  levels: z.array(z.object({ quantity_level: z.number(), discounted_price: z.number() })),
  current_level: z.number(),
  next_level: z
    .object({ quantity_level: z.number(), discounted_price: z.number(), units_needed: z.number() })
    .nullable(),
  supplier: z.object({ street: z.string(), city: z.string(), state: z.string(), zip_code: z.string() }),
});

// Public: a guest may look at a group; the answer does not depend on who asks.
export function registerGroupDetailRoutes(app: RouteScope, groups: GroupDetailService): void {
  app.get(
    '/api/group/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One group: images, documents, price levels, the current level and units to the next',
        params: idParams,
        response: answers(groupDetailSchema, [400, 404]),
      },
    },
    async (request) => {
      const detail = await groups.detail(request.params.id);
      if (!detail) throw notFound('Group not found');
      return ok('Group fetched', detail);
    },
  );

  app.post(
    '/api/group/batch',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Several groups at once, in the order asked (unknown ids are left out)',
        body: batchBody,
        response: answers(z.array(groupDetailSchema), [400]),
      },
    },
    async (request) => ok('Groups fetched', await groups.batch(request.body.ids)),
  );
}
