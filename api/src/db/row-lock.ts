import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
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

/**
 * Locks one customer's row until the transaction ends: the lock every change that must
 * not interleave per customer takes first (their cards' default, the hour's reset mails).
 */
export async function lockCustomerRow(trx: Transaction<Database>, customerId: number): Promise<void> {
  await forUpdate(trx, trx.selectFrom('customers').select('id').where('id', '=', customerId)).execute();
}

/**
 * Serialises every transaction that takes the same `key` until each ends (PostgreSQL: a
 * transaction-level advisory lock keyed by the schema too, so test schemas on one database
 * do not meet; SQLite: nothing, its transactions already run one after the other). For a
 * check and a write that no row can lock because the row does not exist yet.
 */
export async function lockTransactionKey(trx: Transaction<Database>, key: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(current_schema()), ${sql.lit(key)})`.execute(trx);
}
