import { z } from 'zod';
import { answers, ok } from '../../lib/envelope';
import { intField, MAX_ID } from '../../lib/fields';
import { notFound } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import { groupDetailSchema } from './group-detail-view';
import type { GroupDetailService } from './group-detail.service';

/** Most ids one batch call may ask for: bounds the IN lists and the answer size. */
export const MAX_BATCH_IDS = 100;

const idParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });

const batchBody = z.object({
  ids: z
    .array(intField('ids must hold positive integers', 1, MAX_ID), { error: 'ids must be a list of group ids' })
    .max(MAX_BATCH_IDS, `ids must hold at most ${MAX_BATCH_IDS} ids`),
});

// Public: a guest may look at a group; the answer does not depend on who asks.
export function registerGroupDetailRoutes(app: RouteScope, groups: GroupDetailService): void {
  app.get(
    '/api/group/:id',
    {
      schema: {
        operationId: 'getGroup',
        description:
          'Public (a token is accepted and changes nothing). One group with everything its page shows.\n\n' +
          "`levels` are sorted by `quantity_level`. `current_level` is the 1-based row holding `quantity_booked` (row 1 covers 1..L1, row k covers L(k-1)+1..Lk, 0 booked counts as row 1, above the top the last row); 0 for a group without levels. `discounted_price` is that row's price (`price` without levels). `next_level` is the following row with `units_needed` = units still to book until its price applies (L(current) + 1 − `quantity_booked`); null at the top row, without levels, and when the group is Closed. `status` is computed: `Closed` when stored so, when `end_date` has passed (even before the settlement job has run) or when nothing is left (`units_left` 0). `document_file` is the first document's path or null.\n\n" +
          'Errors: 400 `id must be a positive integer` (e.g. `/api/group/abc`); 404 `Group not found`.',
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
        operationId: 'getGroups',
        description:
          "Extension for the gateway's DataLoader: many groups in one call, four queries whatever their number.\n\n" +
          'Items have exactly the shape of `GET group/{id}`, in the order of `ids`; unknown ids are left out (match by `id`). `ids` may be empty (answers `[]`).\n\n' +
          'Errors: 400 `ids must be a list of group ids` (missing or not a list), 400 `ids must hold positive integers`, 400 `ids must hold at most 100 ids`.',
        tags: ['catalog'],
        summary: 'Several groups at once, in the order asked (unknown ids are left out)',
        body: batchBody,
        response: answers(z.array(groupDetailSchema), [400]),
      },
    },
    async (request) => ok('Groups fetched', await groups.batch(request.body.ids)),
  );
}
