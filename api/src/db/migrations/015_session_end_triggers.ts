import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable';

// Live sockets end with their session (docs/decisions.md "Live sockets and sessions"):
// every deleted row of `sessions` (logout, a password reset, an operator ending a
// customer's sessions, the admin CLI) is announced by the database itself, with the
// session's token hash, so the gateways can close the sockets signed in with it.
// PostgreSQL: NOTIFY on the channel `session_ends` with `<schema>:<token_hash>`, delivered
// only when the deleting transaction commits. SQLite: the function
// `session_ended(token_hash)`, which the API's own connection defines (db/kysely.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create or replace function notify_session_end() returns trigger language plpgsql as $$
      begin
        perform pg_notify('session_ends', tg_table_schema || ':' || old.token_hash);
        return null;
      end $$`.execute(db);
    await sql`
      create trigger sessions_ended after delete on sessions
      for each row execute function notify_session_end()`.execute(db);
    return;
  }
  await sql`
    create trigger sessions_ended after delete on sessions
    begin
      select session_ended(old.token_hash);
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists sessions_ended${isPostgres(db) ? sql` on sessions` : sql``}`.execute(db);
  if (isPostgres(db)) await sql`drop function if exists notify_session_end()`.execute(db);
}
