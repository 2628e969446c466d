import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/kysely';
import { listenToChannel } from '../../db/postgres-listen';

export interface SessionEndListener {
  /** The token hash of a session whose row was deleted (logout, reset, ended by an operator). */
  ended(tokenHash: string): void;
  /** The feed was interrupted: sessions may have ended unannounced meanwhile. */
  resync(): void;
}

const CHANNEL = 'session_ends';
const TOKEN_HASH = /^[0-9a-f]{64}$/;

/**
 * Listens to the database's announcements of ended sessions (migration 015's trigger):
 * LISTEN `session_ends` on PostgreSQL, the connection's `session_ended` function on SQLite.
 * Answers the function that stops listening.
 */
export async function listenForSessionEnds(
  handle: DbHandle,
  listener: SessionEndListener,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const ended = (tokenHash: string) => {
    if (TOKEN_HASH.test(tokenHash)) listener.ended(tokenHash);
  };
  const emitter = handle.sqliteSessionEnds;
  if (emitter) {
    // Called inside the deleting statement: handed on once it is done.
    const onEnded = (tokenHash: string) => setImmediate(ended, tokenHash);
    emitter.on('ended', onEnded);
    return async () => {
      emitter.off('ended', onEnded);
    };
  }
  if (!handle.pgPool || !handle.pgSchema) throw new Error('session ends need SQLite or a PostgreSQL pool');
  return listenToChannel(
    handle.pgPool.options,
    handle.pgSchema,
    CHANNEL,
    { payload: ended, resync: listener.resync },
    log,
  );
}
