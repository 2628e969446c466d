import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/kysely';
import { loadGroups } from '../catalog/group-detail.service';
import { MAX_BATCH_IDS } from '../catalog/group-detail.routes';
import { listenForGroupChanges, type StopListening } from './group-change-feed';

/** Streams one client address may hold open: a gateway holds one; a few gateways may share a host. */
export const STREAMS_PER_ADDRESS = 16;
/** A comment line this often keeps proxies from closing a quiet stream and lets clients notice a dead one. */
export const HEARTBEAT_MS = 10_000;
/** A client that lets this much pile up unread is cut off instead of buffered without bound. */
export const MAX_UNREAD_BYTES = 1024 * 1024;
/** Groups whose last answer is remembered (to skip repeats); beyond it the memory starts over. */
const MAX_REMEMBERED_GROUPS = 50_000;

type Stream = { response: ServerResponse; address: string };

/**
 * The server-sent-events streams of group changes (GET /api/group-changes). The feed is
 * listened to only while a stream is open. Each change is read once (the same shape as
 * GET group/{id}) and written to every stream; an answer equal to the last one sent for
 * that group (a rolled-back write on SQLite, an UPDATE that changed nothing) is skipped.
 */
export function createGroupChangeStreams(handle: DbHandle, log: FastifyBaseLogger) {
  const streams = new Set<Stream>();
  const lastSent = new Map<number, string>();
  const pending = new Set<number>();
  let stopListening: Promise<StopListening> | undefined;
  let flushing: Promise<void> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const write = (stream: Stream, chunk: string) => {
    stream.response.write(chunk);
    if (stream.response.writableLength > MAX_UNREAD_BYTES) {
      log.warn({ address: stream.address }, 'group change stream: client too slow, closed');
      stream.response.destroy();
    }
  };

  const broadcast = (chunk: string) => {
    for (const stream of streams) write(stream, chunk);
  };

  async function flush(): Promise<void> {
    while (pending.size > 0 && streams.size > 0) {
      const ids = [...pending].slice(0, MAX_BATCH_IDS);
      for (const id of ids) pending.delete(id);
      const loaded = await loadGroups(handle.db, ids, new Date());
      for (const { detail } of loaded) {
        const json = JSON.stringify(detail);
        if (lastSent.get(detail.id) === json) continue;
        if (lastSent.size >= MAX_REMEMBERED_GROUPS) lastSent.clear();
        lastSent.set(detail.id, json);
        broadcast(`event: group\ndata: ${json}\n\n`);
      }
    }
  }

  const changed = (ids: readonly number[]) => {
    for (const id of ids) pending.add(id);
    // One read at a time; ids arriving meanwhile wait for the next round.
    flushing ??= flush()
      .catch((error: unknown) => log.error({ err: error }, 'group change stream: reading changed groups failed'))
      .finally(() => {
        flushing = undefined;
        if (pending.size > 0 && streams.size > 0) changed([]);
      });
  };

  const startFeed = () => {
    stopListening = listenForGroupChanges(
      handle,
      {
        changed,
        // Changes may have been missed: read every group sent so far again (repeats are skipped).
        resync: () => changed([...lastSent.keys()]),
      },
      log,
    );
    heartbeat = setInterval(() => broadcast(': heartbeat\n\n'), HEARTBEAT_MS);
    return stopListening;
  };

  const stopFeed = async () => {
    clearInterval(heartbeat);
    const stop = stopListening;
    stopListening = undefined;
    lastSent.clear();
    pending.clear();
    await (
      await stop?.catch(() => undefined)
    )?.();
  };

  return {
    /** Streams open from this address now (the route refuses one more past the limit). */
    openFrom(address: string): number {
      let count = 0;
      for (const stream of streams) if (stream.address === address) count += 1;
      return count;
    },

    /** Starts streaming to `response` (its head already written) until either side closes. */
    async add(response: ServerResponse, address: string): Promise<void> {
      const stream = { response, address };
      streams.add(stream);
      response.once('close', () => {
        streams.delete(stream);
        if (streams.size === 0) void stopFeed();
      });
      try {
        await (stopListening ?? startFeed());
      } catch (error) {
        log.error({ err: error }, 'group change stream: cannot listen to the database');
        await stopFeed();
        response.destroy();
        return;
      }
      // Sent once the feed listens: a client that sees it misses no later change.
      write(stream, ': listening\n\n');
    },

    /** Ends every stream (the server is closing). */
    async close(): Promise<void> {
      for (const stream of streams) stream.response.end();
      streams.clear();
      await stopFeed();
    },
  };
}

export type GroupChangeStreams = ReturnType<typeof createGroupChangeStreams>;
