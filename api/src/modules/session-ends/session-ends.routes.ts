import { z } from 'zod';
import { eventStreamAnswers, HEARTBEAT_MS, STREAMS_PER_ADDRESS } from '../../lib/event-streams';
import type { RouteScope } from '../../lib/route-scope';
import { MAX_UNREAD_BYTES, TOO_MANY_SESSION_END_STREAMS, type SessionEndStreams } from './session-end-streams';

const endedTokenHash = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .describe("An `ended` event's data: the sha256 of the ended session's token, in hex");

// Read by the gateways, which close the live sockets signed in with an ended session
// (docs/decisions.md "Live sockets and sessions"). It names no customer or session: only
// the sha256 of a token that no longer works.
export function registerSessionEndRoutes(app: RouteScope, streams: SessionEndStreams): void {
  app.get(
    '/api/session-ends',
    {
      schema: {
        operationId: 'streamSessionEnds',
        description:
          'A server-sent-events stream (`text/event-stream`) of ended sessions: each deleted session (sign-out, a ' +
          "password reset, a password change (the customer's other sessions), an operator ending a customer's sessions, " +
          'the admin CLI) is one event `ended` whose ' +
          "`data` is the sha256 (64 hex digits) of that session's token, sent once the change committed. The " +
          'gateway holds one stream and closes the WebSocket connections signed in with that token.\n\n' +
          `The stream starts with the comment \`: listening\` once no later end can be missed, repeats it after the API's ` +
          'database connection came back (ends in between were not seen: re-check the sessions you hold with `GET user/session`), ' +
          `sends \`: heartbeat\` every ${HEARTBEAT_MS / 1000} s, and is closed for a client that leaves more than ` +
          `${MAX_UNREAD_BYTES / 1024} KiB unread.\n\n` +
          `Errors: 429 \`${TOO_MANY_SESSION_END_STREAMS}\` (more than ${STREAMS_PER_ADDRESS} open at once).`,
        tags: ['auth'],
        summary: 'Sessions as they end (server-sent events)',
        response: eventStreamAnswers(
          'An endless `text/event-stream`; each `ended` event carries one token hash.',
          endedTokenHash,
        ),
      },
    },
    (request, reply) => streams.serve(request, reply),
  );
}
