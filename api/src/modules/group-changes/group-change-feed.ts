import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/kysely';
import { listenToChannel } from '../../db/postgres-listen';

/** What a listener hears: groups whose row changed, and "you may have missed some". */
export type GroupChangeListener = {
  /** Ids of groups whose row changed in a committed transaction (or, on SQLite, possibly a rolled-back one). */
  changed: (ids: number[]) => void;
  /** The feed was interrupted (the PostgreSQL connection dropped and came back): changes may have been missed. */
  resync: () => void;
};

/** Stops listening. */
type StopListening = () => Promise<void>;

const CHANNEL = 'group_changes';

/**
 * Listens to the database's own announcements of group changes (migration 012's trigger):
 * PostgreSQL's LISTEN (db/postgres-listen.ts: a dedicated connection, reconnecting), or on
 * SQLite the in-process emitter of db/kysely.ts. Ids come in batches: all ids announced
 * while the previous batch was being handed over.
 */
export async function listenForGroupChanges(
  handle: DbHandle,
  listener: GroupChangeListener,
  log: FastifyBaseLogger,
): Promise<StopListening> {
  if (handle.sqliteGroupChanges) return listenOnSqlite(handle.sqliteGroupChanges, listener);
  if (!handle.pgPool || !handle.pgSchema) throw new Error('group changes need SQLite or a PostgreSQL pool');
  return listenToChannel(
    handle.pgPool.options,
    handle.pgSchema,
    CHANNEL,
    {
      payload: (text) => {
        const id = Number(text);
        if (Number.isSafeInteger(id)) listener.changed([id]);
      },
      resync: () => listener.resync(),
    },
    log,
  );
}

function listenOnSqlite(emitter: NonNullable<DbHandle['sqliteGroupChanges']>, listener: GroupChangeListener) {
  const pending = new Set<number>();
  let scheduled = false;
  // Called inside the writing statement: hand the ids over only once the statement is
  // done; the listener's reads then queue behind the transaction on the one connection.
  const onChange = (id: number) => {
    pending.add(id);
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      const ids = [...pending];
      pending.clear();
      listener.changed(ids);
    });
  };
  emitter.on('changed', onChange);
  return Promise.resolve(async () => {
    emitter.off('changed', onChange);
  });
}
