import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable';

// Migration 012 announces every update of a group row. What a shopper sees of a group
// also changes when a group is created and when its price levels, pictures or documents
// are added, changed or removed, which updates no group row (docs/decisions.md "Live
// group changes"): those writes are announced too, by the same channel and function, so
// the gateway's public answers and share pages drop them at once.
const PARTS = ['group_levels', 'group_images', 'group_documents'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create trigger groups_added after insert on groups
      for each row execute function notify_group_change()`.execute(db);
    // A part row names its group in group_id; a DELETE has only the old row.
    await sql`
      create or replace function notify_group_part_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          perform pg_notify('group_changes', tg_table_schema || ':' || old.group_id);
          return null;
        end if;
        perform pg_notify('group_changes', tg_table_schema || ':' || new.group_id);
        if tg_op = 'UPDATE' and old.group_id <> new.group_id then
          perform pg_notify('group_changes', tg_table_schema || ':' || old.group_id);
        end if;
        return null;
      end $$`.execute(db);
    for (const table of PARTS) {
      await sql`
        create trigger ${sql.raw(`${table}_changed`)} after insert or update or delete on ${sql.table(table)}
        for each row execute function notify_group_part_change()`.execute(db);
    }
    return;
  }
  await sql`
    create trigger groups_added after insert on groups
    begin
      select group_changed(new.id);
    end`.execute(db);
  for (const table of PARTS) {
    await sql`
      create trigger ${sql.raw(`${table}_added`)} after insert on ${sql.table(table)}
      begin
        select group_changed(new.group_id);
      end`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_changed`)} after update on ${sql.table(table)}
      begin
        select group_changed(old.group_id);
        select group_changed(new.group_id);
      end`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_removed`)} after delete on ${sql.table(table)}
      begin
        select group_changed(old.group_id);
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const drop = (trigger: string, table: string) =>
    sql`drop trigger if exists ${sql.raw(trigger)}${postgres ? sql` on ${sql.table(table)}` : sql``}`.execute(db);
  await drop('groups_added', 'groups');
  for (const table of PARTS) {
    await drop(`${table}_changed`, table);
    if (!postgres) {
      await drop(`${table}_added`, table);
      await drop(`${table}_removed`, table);
    }
  }
  if (postgres) await sql`drop function if exists notify_group_part_change()`.execute(db);
}
