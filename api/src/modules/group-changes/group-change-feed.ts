import { Client, type ClientConfig } from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/kysely';

/** What a listener hears: groups whose row changed, and "you may have missed some". */
export type GroupChangeListener = {
  /** Ids of groups whose row changed in a committed transaction (or, on SQLite, possibly a rolled-back one). */
  changed: (ids: number[]) => void;
  /** The feed was interrupted (the PostgreSQL connection dropped and came back): changes may have been missed. */
  resync: () => void;
};

/** Stops listening. */
export type StopListening = () => Promise<void>;

const CHANNEL = 'group_changes';
const MAX_RECONNECT_DELAY_MS = 5_000;

/**
 * Listens to the database's own announcements of group changes (migration 012's trigger):
 * PostgreSQL's LISTEN on a dedicated connection, or on SQLite the in-process emitter of
 * db/kysely.ts. Ids come in batches: all ids announced while the previous batch was
 * being handed over.
 */
export async function listenForGroupChanges(
  handle: DbHandle,
  listener: GroupChangeListener,
  log: FastifyBaseLogger,
): Promise<StopListening> {
  if (handle.sqliteGroupChanges) return listenOnSqlite(handle.sqliteGroupChanges, listener);
  if (!handle.pgPool || !handle.pgSchema) throw new Error('group changes need SQLite or a PostgreSQL pool');
  return listenOnPostgres(handle.pgPool.options, handle.pgSchema, listener, log);
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

async function listenOnPostgres(
  options: ClientConfig,
  schema: string,
  listener: GroupChangeListener,
  log: FastifyBaseLogger,
): Promise<StopListening> {
  const prefix = `${schema}:`;
  let stopped = false;
  let client: Client | undefined;
  let retryDelay = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new Client(options);
    // Without a listener an 'error' (the server ending the connection) ends the process.
    next.on('error', (error) => log.warn({ err: error }, 'group change feed: connection error'));
    next.on('notification', (message) => {
      if (!message.payload?.startsWith(prefix)) return; // another schema's groups (tests share a database)
      const id = Number(message.payload.slice(prefix.length));
      if (Number.isSafeInteger(id)) listener.changed([id]);
    });
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          retryDelay = 250;
          log.info('group change feed: listening again');
          listener.resync();
        },
        (error: unknown) => {
          log.warn({ err: error }, 'group change feed: reconnect failed');
          retryDelay = Math.min(retryDelay * 2, MAX_RECONNECT_DELAY_MS);
          scheduleReconnect();
        },
      );
    }, retryDelay);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
