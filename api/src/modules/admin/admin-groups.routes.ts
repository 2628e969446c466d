import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { answers, ok } from '../../lib/envelope';
import { pageSchema } from '../../lib/paging';
import type { AuthService } from '../auth/auth.service';
import { groupDetailSchema } from '../catalog/group-detail.routes';
import { requireAdmin } from './admin.hook';
import { closeGroup, createGroup, listGroups, updateGroup } from './admin-groups.service';

const adminGroupSchema = groupDetailSchema.extend({ shipping: z.number(), radius_miles: z.number() });
const groupPageSchema = pageSchema('groups', adminGroupSchema);

const idOf = (params: unknown) => (params as { id?: string }).id;

// The service validates (it is shared with the admin CLI); routes only map HTTP to it.
export function registerAdminGroupRoutes(app: FastifyInstance, auth: AuthService, db: Kysely<Database>): void {
  const preHandler = requireAdmin(auth);

  app.get('/api/admin/groups', { preHandler, schema: { response: answers(groupPageSchema) } }, async (request) =>
    ok('Groups fetched', await listGroups(db, request.query)),
  );

  app.post('/api/admin/groups', { preHandler, schema: { response: answers(adminGroupSchema) } }, async (request) =>
    ok('Group created', await createGroup(db, request.body)),
  );

  app.put('/api/admin/groups/:id', { preHandler, schema: { response: answers(adminGroupSchema) } }, async (request) =>
    ok('Group updated', await updateGroup(db, idOf(request.params), request.body)),
  );

  app.post(
    '/api/admin/groups/:id/close',
    { preHandler, schema: { response: answers(adminGroupSchema) } },
    async (request) => ok('Group closed', await closeGroup(db, idOf(request.params))),
  );
}
