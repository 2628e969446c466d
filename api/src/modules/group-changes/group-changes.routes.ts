import { eventStreamAnswers, HEARTBEAT_MS, STREAMS_PER_ADDRESS } from '../../lib/event-streams';
import type { RouteScope } from '../../lib/route-scope';
import { groupDetailSchema } from '../catalog/group-detail-view';
import { MAX_UNREAD_BYTES, TOO_MANY_GROUP_CHANGE_STREAMS, type GroupChangeStreams } from './group-change-streams';

// Public and read-only, like GET group/{id}, whose answers it streams: nothing in it
// belongs to anyone (docs/decisions.md "Live group changes").
export function registerGroupChangeRoutes(app: RouteScope, streams: GroupChangeStreams): void {
  app.get(
    '/api/group-changes',
    {
      schema: {
        operationId: 'streamGroupChanges',
        description:
          'Public, read-only. A server-sent-events stream (`text/event-stream`) of every change of any group: ' +
          'booked units, units left, level and price, units to the next level, status (orders, cancellations, ' +
          'closing, settlement, admin edits), and its creation, price levels, pictures and documents. Each change ' +
          'is one event `group` whose `data` is the group exactly as `GET group/{id}` answers it, read after the ' +
          'change committed; an answer equal to the previous one for that group is not sent again unless the ' +
          "group's delivery radius changed (which moves it in or out of listings). The gateway holds one stream " +
          'for all its GraphQL subscribers and one for its public answers and share pages.\n\n' +
          `The stream starts with the comment \`: listening\` once no later change can be missed, sends \`: heartbeat\` every ${HEARTBEAT_MS / 1000} s, ` +
          `and is closed for a client that leaves more than ${MAX_UNREAD_BYTES / 1024 / 1024} MiB unread. After a reconnect a client should ` +
          're-read the groups it cares about (`POST group/batch`): changes in between are not replayed.\n\n' +
          `Errors: 429 \`${TOO_MANY_GROUP_CHANGE_STREAMS}\` (more than ${STREAMS_PER_ADDRESS} open at once).`,
        tags: ['catalog'],
        summary: 'Changes of groups as they happen (server-sent events)',
        response: eventStreamAnswers(
          'An endless `text/event-stream`; each `group` event carries one group.',
          groupDetailSchema,
        ),
      },
    },
    (request, reply) => streams.serve(request, reply),
  );
}
