import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/kysely';
import { createEventStreams } from '../../lib/event-streams';
import { loadGroups } from '../catalog/group-detail.service';
import { MAX_BATCH_IDS } from '../catalog/group-detail.routes';
import { listenForGroupChanges } from './group-change-feed';

/** A client that lets this much pile up unread is cut off: a group event is a whole group answer. */
export const MAX_UNREAD_BYTES = 1024 * 1024;
/** Groups whose last answer is remembered (to skip repeats); beyond it the memory starts over. */
const MAX_REMEMBERED_GROUPS = 50_000;

/** The 429 past STREAMS_PER_ADDRESS streams from one address (the route documents it). */
export const TOO_MANY_GROUP_CHANGE_STREAMS = 'Too many group change streams from your address';

/**
 * The server-sent-events streams of group changes (GET /api/group-changes), on
 * lib/event-streams.ts. Each change is read once (the same shape as GET group/{id}) and
 * written to every stream; an answer equal to the last one sent for that group, with the
 * same delivery radius (a rolled-back write on SQLite, an UPDATE that changed nothing), is
 * skipped.
 */
export function createGroupChangeStreams(handle: DbHandle, log: FastifyBaseLogger) {
  const lastSent = new Map<number, string>();
  const pending = new Set<number>();
  let flushing: Promise<void> | undefined;

  const streams = createEventStreams(
    {
      name: 'group change stream',
      tooManyMessage: TOO_MANY_GROUP_CHANGE_STREAMS,
      maxUnreadBytes: MAX_UNREAD_BYTES,
      startFeed: () =>
        listenForGroupChanges(
          handle,
          {
            changed,
            // Changes may have been missed: read every group sent so far again (repeats are skipped).
            resync: () => changed([...lastSent.keys()]),
          },
          log,
        ),
      feedStopping: () => {
        lastSent.clear();
        pending.clear();
      },
    },
    log,
  );

  async function flush(): Promise<void> {
    while (pending.size > 0 && streams.anyOpen()) {
      const ids = [...pending].slice(0, MAX_BATCH_IDS);
      for (const id of ids) pending.delete(id);
      const loaded = await loadGroups(handle.db, ids, new Date());
      for (const { detail, radiusMiles } of loaded) {
        const json = JSON.stringify(detail);
        // The delivery radius is in no answer, yet it moves the group in or out of the
        // listings of ZIP codes near its edge: a change of it alone is sent too.
        const state = `${radiusMiles} ${json}`;
        if (lastSent.get(detail.id) === state) continue;
        if (lastSent.size >= MAX_REMEMBERED_GROUPS) lastSent.clear();
        lastSent.set(detail.id, state);
        streams.broadcast(`event: group\ndata: ${json}\n\n`);
      }
    }
  }

  function changed(ids: readonly number[]): void {
    for (const id of ids) pending.add(id);
    // One read at a time; ids arriving meanwhile wait for the next round.
    flushing ??= flush()
      .catch((error: unknown) => log.error({ err: error }, 'group change stream: reading changed groups failed'))
      .finally(() => {
        flushing = undefined;
        if (pending.size > 0 && streams.anyOpen()) changed([]);
      });
  }

  return streams;
}

export type GroupChangeStreams = ReturnType<typeof createGroupChangeStreams>;
