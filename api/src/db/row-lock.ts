import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './types';

/**
 * Adds `FOR UPDATE` on PostgreSQL, so the rows read stay locked until the transaction
 * ends and a concurrent writer waits, then reads the committed values. SQLite has no
 * row locks and needs none: Kysely runs every SQLite transaction on its one
 * connection, one after the other.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(executor: Pick<Kysely<Database>, 'getExecutor'>, query: Q): Q {
  return executor.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
}
