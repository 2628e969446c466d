import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

// Helpers so one migration file builds the same schema on SQLite and PostgreSQL.

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key named `id`. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : // AUTOINCREMENT: SQLite never reuses the id of a deleted row (ids appear in URLs).
      table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
