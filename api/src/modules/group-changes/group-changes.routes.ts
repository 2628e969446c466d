import { toJsonSchema } from '../../lib/json-schema';
import { refusals } from '../../lib/envelope';
import { tooManyRequests } from '../../lib/http-error';
import type { RouteScope } from '../../lib/route-scope';
import { groupDetailSchema } from '../catalog/group-detail-view';
import { HEARTBEAT_MS, MAX_UNREAD_BYTES, STREAMS_PER_ADDRESS, type GroupChangeStreams } from './group-change-streams';

// Public and read-only, like GET group/{id}, whose answers it streams: nothing in it
// belongs to anyone (docs/decisions.md "Live group changes").
export function registerGroupChangeRoutes(app: RouteScope, streams: GroupChangeStreams): void {
  app.get(
    '/api/group-changes',
    {
      schema: {
        description:
          'Public, read-only. A server-sent-events stream (`text/event-stream`) of every change of any group: ' +
          'booked units, units left, level and price, units to the next level, status (orders, cancellations, ' +
          'closing, settlement, admin edits). Each change is one event `group` whose `data` is the group exactly as ' +
          '`GET group/{id}` answers it, read after the change committed; an answer equal to the previous one for ' +
          'that group is not sent again. The gateway holds one stream for all its GraphQL subscribers.\n\n' +
          `The stream starts with the comment \`: listening\` once no later change can be missed, sends \`: heartbeat\` every ${HEARTBEAT_MS / 1000} s, ` +
          `and is closed for a client that leaves more than ${MAX_UNREAD_BYTES / 1024 / 1024} MiB unread. After a reconnect a client should ` +
          're-read the groups it cares about (`POST group/batch`): changes in between are not replayed.\n\n' +
          `Errors: 429 \`Too many group change streams from your address\` (more than ${STREAMS_PER_ADDRESS} open at once).`,
        tags: ['catalog'],
        summary: 'Changes of groups as they happen (server-sent events)',
        response: {
          200: {
            description: 'An endless `text/event-stream`; each `group` event carries one group.',
            content: { 'text/event-stream': { schema: toJsonSchema(groupDetailSchema) } },
          },
          ...refusals([429]),
        },
      },
    },
    async (request, reply) => {
      if (streams.openFrom(request.ip) >= STREAMS_PER_ADDRESS) {
        throw tooManyRequests('Too many group change streams from your address');
      }
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold events back in their buffer.
        'x-accel-buffering': 'no',
      });
      await streams.add(reply.raw, request.ip);
    },
  );
}
