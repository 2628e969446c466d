import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/kysely';
import { createEventStreams } from '../../lib/event-streams';
import { listenForSessionEnds } from './session-end-feed';

/** A client that lets this much pile up unread is cut off instead of buffered without bound. */
export const MAX_UNREAD_BYTES = 256 * 1024;

/** The 429 past STREAMS_PER_ADDRESS streams from one address (the route documents it). */
export const TOO_MANY_SESSION_END_STREAMS = 'Too many session end streams from your address';

/**
 * The server-sent-events streams of ended sessions (GET /api/session-ends), on
 * lib/event-streams.ts: one `ended` event per deleted session row, its data the session's
 * token hash. `: listening` is written again after the database connection came back
 * (ends in between were not seen: a client re-checks the sessions it holds).
 */
export function createSessionEndStreams(handle: DbHandle, log: FastifyBaseLogger) {
  const streams = createEventStreams(
    {
      name: 'session end stream',
      tooManyMessage: TOO_MANY_SESSION_END_STREAMS,
      maxUnreadBytes: MAX_UNREAD_BYTES,
      startFeed: () =>
        listenForSessionEnds(
          handle,
          {
            ended: (tokenHash) => streams.broadcast(`event: ended\ndata: ${tokenHash}\n\n`),
            resync: () => streams.broadcast(': listening\n\n'),
          },
          log,
        ),
    },
    log,
  );
  return streams;
}

export type SessionEndStreams = ReturnType<typeof createSessionEndStreams>;
