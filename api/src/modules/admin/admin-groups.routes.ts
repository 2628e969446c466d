import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { answers, ok } from '../../lib/envelope';
import { pageSchema } from '../../lib/paging';
import type { RouteScope } from '../../lib/route-scope';
import { groupDetailSchema } from '../catalog/group-detail.routes';
import {
  closeGroup,
  createGroup,
  createGroupBody,
  groupIdParams,
  groupPageQuery,
  listGroups,
  updateGroup,
  updateGroupBody,
} from './admin-groups.service';

const adminGroupSchema = groupDetailSchema.extend({ shipping: z.number(), radius_miles: z.number() });
const groupPageSchema = pageSchema('groups', adminGroupSchema);
const tags = ['admin'];
const LEVEL_RULES =
  'Levels: 1 to 20 rows, quantities strictly rising up to max_quantity, prices below the list price and never ' +
  'rising. The supplier ZIP and delivery radius decide where the group is listed.';

/** Groups for operators (registered on an admin `requireSignIn` scope). */
export function registerAdminGroupRoutes(app: RouteScope, db: Kysely<Database>): void {
  app.get(
    '/api/admin/groups',
    {
      schema: {
        description:
          'Every group whatever its status or area, newest first.\n\n' +
          '`PUT admin/groups/{id}` on a closed group (by the open rule: status, end date, sold out) answers 409 `This group is closed; <fields> can no longer change` for `price`, `levels`, `max_quantity` or `end_date`; texts and pictures may still change.',
        tags,
        summary: 'Every group whatever its status or area, newest first, a page at a time',
        querystring: groupPageQuery,
        response: answers(groupPageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok('Groups fetched', await listGroups(db, request.query)),
  );

  app.post(
    '/api/admin/groups',
    {
      schema: {
        tags,
        summary: 'Creates an open group with its price levels',
        description:
          'Every field is required. Latitude and longitude are taken from `supplier_zip` (the `zipcodes` data) and the stored current price from the levels at 0 booked; `end_date` is stored as ISO-8601 UTC. Errors (400, nothing written): `category_id must be a positive integer`, `category_id does not name a category`, `product_name is required`, `product_name must be a string`, `description is required`, `price must be an amount in dollars from 0.01 to 1000000 with at most 2 decimals`, `shipping must be a whole number of dollars from 0 to 10000`, `max_quantity must be an integer from 1 to 1000000`, `end_date must be an ISO-8601 date-time`, `end_date must be in the future`, `supplier_zip must be exactly 5 digits`, `supplier_zip is not a known US ZIP code`, `supplier_street is required` (same for `supplier_city`, `supplier_state`), `radius_miles must be a number above 0 and at most 100`, `levels must be a list of 1 to 20 price levels`, `levels quantity_level must be a positive integer`, `levels discounted_price must be an amount in dollars from 0 to 1000000 with at most 2 decimals`, `levels quantity_level must be strictly increasing`, `levels discounted_price must not increase from one level to the next`, `levels discounted_price must be below price`, `levels quantity_level must not exceed max_quantity`, `Request body must be a JSON object`.' +
          '\n\n' +
          LEVEL_RULES,
        body: createGroupBody,
        response: answers(adminGroupSchema, [400, 401, 403]),
      },
    },
    async (request) => ok('Group created', await createGroup(db, request.body)),
  );

  app.put(
    '/api/admin/groups/:id',
    {
      schema: {
        tags,
        summary: 'Changes some fields of a group',
        description:
          'Any subset of the create fields; the result is checked as a whole (e.g. a new `price` against the stored levels), `levels`, when given, replace all levels, and the stored current price is recomputed from the booked quantity. A stored `end_date` that has passed is kept; a new one must lie ahead. Status is not changed.\n\n' +
          'Errors: those of create, plus 400 `max_quantity must be at least the 20 units already booked`, 400 `id must be a positive integer`, 404 `Group not found`.' +
          '\n\n' +
          `${LEVEL_RULES} Once the group is closed, price, levels, max_quantity and end_date are refused (409).`,
        params: groupIdParams,
        body: updateGroupBody,
        response: answers(adminGroupSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok('Group updated', await updateGroup(db, request.params.id, request.body)),
  );

  app.post(
    '/api/admin/groups/:id/close',
    {
      schema: {
        description:
          'Stops sales at once: stored status `Closed` (closing a closed group answers it unchanged).\n\n' +
          'Errors: 400 `id must be a positive integer`, 404 `Group not found`.',
        tags,
        summary: 'Stops sales at once (closing a closed group answers it unchanged)',
        params: groupIdParams,
        response: answers(adminGroupSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok('Group closed', await closeGroup(db, request.params.id)),
  );
}
