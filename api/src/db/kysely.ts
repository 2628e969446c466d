import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { Config } from '../config/config';
import type { Database } from './types';
import { wordSimilar, wordSimilarity } from './word-similarity';

export type DbDialect = 'sqlite' | 'postgres';

export type DbHandle = {
  db: Kysely<Database>;
  dialect: DbDialect;
  /** PostgreSQL schema holding the tables (search_path); undefined on SQLite. */
  pgSchema: string | undefined;
  /** The PostgreSQL connection pool (its usage is a metric); undefined on SQLite. */
  pgPool?: Pool;
  /**
   * SQLite only: emits 'changed' with a group id whenever a row of `groups` is updated
   * (the trigger of migration 010 calls `group_changed`, defined below). It fires inside
   * the writing statement: a listener must defer its reads, which then wait for the
   * transaction on the single connection (docs/decisions.md "Live group changes").
   */
  sqliteGroupChanges?: EventEmitter;
  /**
   * SQLite only: emits 'ended' with a session's token hash whenever a row of `sessions` is
   * deleted (the trigger of migration 015 calls `session_ended`, defined below), inside the
   * deleting statement (docs/decisions.md "Live sockets and sessions").
   */
  sqliteSessionEnds?: EventEmitter;
};

export type DbOptions = {
  /** Use this PostgreSQL schema instead of `public` (tests isolate themselves this way). */
  pgSchema?: string;
};

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file. */
export function createDb(config: Pick<Config, 'databaseUrl' | 'sqliteFile'>, options: DbOptions = {}): DbHandle {
  if (config.databaseUrl) {
    const pgSchema = options.pgSchema ?? 'public';
    if (!/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error(`Invalid PostgreSQL schema name: ${pgSchema}`);
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // Every pooled connection resolves unqualified table names in this schema.
      options: `-c search_path=${pgSchema}`,
    });
    // A connection the server ends (a restart, a failover, pg_terminate_backend) emits
    // 'error', on the pool when idle and on the client itself when a transaction holds
    // it; without listeners that event would end the whole process. The pool drops the
    // dead client; a request that was using it fails its next query and answers 503.
    const dropped = (error: Error) => console.warn(`PostgreSQL ended a connection: ${error.message}`);
    pool.on('error', dropped);
    pool.on('connect', (client) => client.on('error', dropped));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      pgSchema,
      pgPool: pool,
    };
  }

  fs.mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
  const sqlite = new SQLite(config.sqliteFile);
  // WAL lets readers run while a writer commits; foreign keys are off by default in SQLite;
  // busy_timeout waits for a lock (a second process, the CLI) instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const groupChanges = new EventEmitter();
  groupChanges.setMaxListeners(0);
  sqlite.function('group_changed', { deterministic: false }, (id: unknown) => {
    groupChanges.emit('changed', Number(id));
    return null;
  });
  // Shop search's trigram closeness and typo test, pg_trgm's on PostgreSQL (docs/decisions.md "Search").
  sqlite.function('word_similarity', { deterministic: true }, (query: unknown, text: unknown) =>
    typeof query === 'string' && typeof text === 'string' ? wordSimilarity(query, text) : null,
  );
  sqlite.function('word_similar', { deterministic: true }, (query: unknown, text: unknown, threshold: unknown) =>
    typeof query === 'string' && typeof text === 'string' && typeof threshold === 'number'
      ? Number(wordSimilar(query, text, threshold))
      : null,
  );
  const sessionEnds = new EventEmitter();
  sessionEnds.setMaxListeners(0);
  sqlite.function('session_ended', { deterministic: false }, (tokenHash: unknown) => {
    sessionEnds.emit('ended', String(tokenHash));
    return null;
  });
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
    pgSchema: undefined,
    sqliteGroupChanges: groupChanges,
    sqliteSessionEnds: sessionEnds,
  };
}
