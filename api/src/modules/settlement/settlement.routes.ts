import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { answers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import { actorOf } from '../audit/actor';
import { customerIdOf } from '../auth/sign-in-scope';
import { groupIdParams } from '../group-authoring/group-input';
import { groupLines, groupLinesQuery } from './group-lines.service';
import { groupLinesSchema } from './group-lines-view';
import { runIdParams, runPageQuery, settlementRun, settlementRuns, startRunBody } from './settlement-runs';
import type { RunStarter, SettlementTriggers } from './settlement-triggers';
import { settlementRunPageSchema, settlementRunSchema, settlementSummarySchema } from './settlement-view';

const settlementTags = ['settlement'];

/** The signed-in operator who asked, kept with the run so the console says who. */
const operatorOf = (request: FastifyRequest): RunStarter => ({
  startedBy: 'operator',
  operatorId: customerIdOf(request),
  actor: actorOf(request),
});

/** Settlement for operators: a group's lines, settle now, run now, the runs kept (on an admin `requireSignIn` scope). */
export function registerSettlementRoutes(app: RouteScope, db: Kysely<Database>, triggers: SettlementTriggers): void {
  app.get(
    '/api/admin/groups/:id/lines',
    {
      config: { permission: 'groups.read' },
      schema: {
        operationId: 'adminListGroupLines',
        tags: ['admin'],
        summary: "A group's order lines, oldest first, with what settlement will refund",
        description:
          '`final_price_cents` is the unit price settlement applies at the quantity booked now (the level price). Each line not yet settled carries `settlement_refund_cents`, computed exactly as settlement will (docs/decisions.md, "Settlement refunds"; 0 for cancelled and refunded lines); a settled line carries its `final_price_cents` instead. `unsettled_lines` and `refund_due_cents` count every page. Money in integer cents.\n\n' +
          'Errors: 400 `id must be a positive integer`, 400 paging, 404 `Group not found`.',
        params: groupIdParams,
        querystring: groupLinesQuery,
        response: answers(groupLinesSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok('Order lines fetched', await groupLines(db, request.params.id, request.query)),
  );

  app.post(
    '/api/admin/groups/:id/settle',
    {
      config: { permission: 'settlement.run' },
      schema: {
        operationId: 'adminSettleGroup',
        tags: settlementTags,
        summary: 'Closes a group now, whatever its end date, and settles its lines at once',
        description:
          'One operator run at a time (this, or `POST admin/settlement/run`): another asked for meanwhile, e.g. the same ' +
          'request sent twice, answers 409 `A settlement run is already in progress.` and does nothing.',
        params: groupIdParams,
        response: answers(settlementSummarySchema, [400, 401, 403, 404, 409, 503]),
      },
    },
    async (request) => ok('Group settled', await triggers.settleGroup(request.params.id, operatorOf(request))),
  );

  app.post(
    '/api/admin/settlement/run',
    {
      config: { permission: 'settlement.run' },
      schema: {
        operationId: 'adminRunSettlement',
        tags: settlementTags,
        summary: 'What the settlement job does, now: closes ended groups and settles every closed group',
        description:
          'Each line is refunded (paid − final unit price) × qty plus the tax and platform fee on that difference, ' +
          'exactly once, even with several runners at once. One operator run at a time (this, or ' +
          '`POST admin/groups/{id}/settle`): another asked for meanwhile, e.g. the same request sent twice, answers 409 ' +
          '`A settlement run is already in progress.` and does nothing.',
        response: answers(settlementSummarySchema, [401, 403, 409, 503]),
      },
    },
    async (request) => ok('Settlement run', await triggers.runSettlement(operatorOf(request))),
  );

  app.post(
    '/api/admin/settlement/runs',
    {
      config: { permission: 'settlement.run' },
      schema: {
        operationId: 'adminStartSettlementRun',
        tags: settlementTags,
        summary: 'Starts settlement now and answers the run at once, as it starts; the run goes on meanwhile',
        description:
          'What `POST admin/settlement/run` (or, with `group_id`, `POST admin/groups/{id}/settle`) does, answered as ' +
          'soon as the run has begun: read `GET admin/settlement/runs/{id}` for its progress (`groups_settled` of ' +
          '`groups_total`, `lines_settled` of `lines_total`, `refunded_cents` so far) until `running` is false; ' +
          '`error` then says why it stopped early, if it did. One operator run at a time: another asked for meanwhile ' +
          'answers 409 `A settlement run is already in progress.`; an unknown group 404 `Group not found`.',
        body: startRunBody,
        response: answers(settlementRunSchema, [400, 401, 403, 404, 409, 503]),
      },
    },
    async (request) => {
      const groupId = request.body?.group_id;
      const runId = await triggers.startRun(groupId, operatorOf(request));
      return ok('Settlement run started', await settlementRun(db, runId));
    },
  );

  app.get(
    '/api/admin/settlement/runs/:id',
    {
      config: { permission: 'settlement.run' },
      schema: {
        operationId: 'adminGetSettlementRun',
        tags: settlementTags,
        summary: 'One settlement run as it is now: its progress while it runs, its result once it has ended',
        params: runIdParams,
        response: answers(settlementRunSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok('Settlement run fetched', await settlementRun(db, request.params.id)),
  );

  app.get(
    '/api/admin/settlement/runs',
    {
      config: { permission: 'settlement.run' },
      schema: {
        operationId: 'adminListSettlementRuns',
        tags: settlementTags,
        summary: "Settlement runs, newest first: every operator's run and the job's runs that did something",
        querystring: runPageQuery,
        response: answers(settlementRunPageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok('Settlement runs fetched', await settlementRuns(db, request.query)),
  );
}
