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
        description: LEVEL_RULES,
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
        description: `${LEVEL_RULES} Once the group is closed, price, levels, max_quantity and end_date are refused (409).`,
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
        tags,
        summary: 'Stops sales at once (closing a closed group answers it unchanged)',
        params: groupIdParams,
        response: answers(adminGroupSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok('Group closed', await closeGroup(db, request.params.id)),
  );
}
