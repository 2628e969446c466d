import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable';

// Live group buying (docs/decisions.md "Live group changes"): every change of a group row
// (booked units, price, status, levels edited with it) is announced by the database
// itself, so no writer (checkout, cancellation, settlement, the admin routes and CLI) can
// forget to. PostgreSQL: NOTIFY on the channel `group_changes` with `<schema>:<id>`,
// delivered to listeners only when the writing transaction commits. SQLite: the function
// `group_changed(id)`, which the API's own connection defines (db/kysely.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create or replace function notify_group_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('group_changes', tg_table_schema || ':' || new.id);
        return null;
      end $$`.execute(db);
    await sql`
      create trigger groups_changed after update on groups
      for each row execute function notify_group_change()`.execute(db);
    return;
  }
  await sql`
    create trigger groups_changed after update on groups
    begin
      select group_changed(new.id);
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists groups_changed${isPostgres(db) ? sql` on groups` : sql``}`.execute(db);
  if (isPostgres(db)) await sql`drop function if exists notify_group_change()`.execute(db);
}
