import { sql, type Kysely } from 'kysely';
import { isPostgres } from './portable';

// Shop search (issue 41; docs/decisions.md "Search"): word search with English stemming
// over a group's name and description, the name weighted first, and a trigram index on the
// name for typos and for the literal "contains the text" match the search always had.
//
// PostgreSQL: `groups.search_vector`, a stored generated column (the name's lexemes
// weighted A, the description's B), so no writer can leave it stale; a GIN index on it; and
// pg_trgm's GIN trigram index on `product_name`, which serves `<%` (word similarity) and
// ILIKE '%text%' alike. pg_trgm lives in `public` whatever the connection's search_path (a
// benchmark's or test's schema of its own), and the search's SQL names it there
// (catalog/search.ts).
//
// SQLite: two FTS5 tables over `groups` as external content (the text is stored once, in
// `groups`), kept current by triggers: `groups_search` (name and description, Porter
// stemming) and `groups_name_trigram` (the name, trigram tokenizer: substrings of three
// characters or more, case-insensitive).

/** Where pg_trgm's functions and operator classes are, named so in every query (catalog/search.ts). */
export const PG_TRGM_SCHEMA = 'public';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const found = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    const schema = found.rows[0]?.schema;
    if (schema !== PG_TRGM_SCHEMA) {
      throw new Error(
        `pg_trgm is installed in schema ${schema ?? '(none)'}; shop search expects it in ${PG_TRGM_SCHEMA} ` +
          `(drop extension pg_trgm; create extension pg_trgm with schema ${PG_TRGM_SCHEMA})`,
      );
    }
    await sql`
      alter table groups add column search_vector tsvector generated always as (
        setweight(to_tsvector('english', product_name), 'A') ||
        setweight(to_tsvector('english', description), 'B')
      ) stored`.execute(db);
    await sql`create index groups_search_idx on groups using gin (search_vector)`.execute(db);
    await sql`create index groups_name_trgm_idx on groups using gin (product_name public.gin_trgm_ops)`.execute(db);
    // Whether any group's text holds a word (catalog/search.ts: only an unknown word is
    // looked for as a typo). The planner takes an unknown word for 0.5% of the rows, so a
    // sequential scan stopping at the first match looks cheaper than the GIN index; for a
    // word nobody has it reads the whole table. Hence no sequential scan inside.
    await sql`
      create function search_word_known(word text) returns boolean language sql stable
      set enable_seqscan = off
      as $$ select exists (select 1 from groups where search_vector @@ plainto_tsquery('english', word)) $$`.execute(
      db,
    );
    return;
  }

  // remove_diacritics 2: "cafe" finds "Café", as PostgreSQL's english configuration does not
  // (a difference recorded in docs/decisions.md "Search").
  await sql`
    create virtual table groups_search using fts5(
      product_name, description,
      content = 'groups', content_rowid = 'id',
      tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`
    create virtual table groups_name_trigram using fts5(
      product_name,
      content = 'groups', content_rowid = 'id',
      tokenize = 'trigram'
    )`.execute(db);
  // An external-content table is told of every change with the row's old text ('delete')
  // and its new text; only a change of the searched columns concerns it (bookings update
  // groups all the time).
  await sql`
    create trigger groups_search_insert after insert on groups begin
      insert into groups_search (rowid, product_name, description) values (new.id, new.product_name, new.description);
      insert into groups_name_trigram (rowid, product_name) values (new.id, new.product_name);
    end`.execute(db);
  await sql`
    create trigger groups_search_delete after delete on groups begin
      insert into groups_search (groups_search, rowid, product_name, description)
        values ('delete', old.id, old.product_name, old.description);
      insert into groups_name_trigram (groups_name_trigram, rowid, product_name)
        values ('delete', old.id, old.product_name);
    end`.execute(db);
  await sql`
    create trigger groups_search_update after update of product_name, description on groups begin
      insert into groups_search (groups_search, rowid, product_name, description)
        values ('delete', old.id, old.product_name, old.description);
      insert into groups_name_trigram (groups_name_trigram, rowid, product_name)
        values ('delete', old.id, old.product_name);
      insert into groups_search (rowid, product_name, description) values (new.id, new.product_name, new.description);
      insert into groups_name_trigram (rowid, product_name) values (new.id, new.product_name);
    end`.execute(db);
  // The groups there already.
  await sql`insert into groups_search (groups_search) values ('rebuild')`.execute(db);
  await sql`insert into groups_name_trigram (groups_name_trigram) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop function if exists search_word_known(text)`.execute(db);
    await sql`drop index if exists groups_name_trgm_idx`.execute(db);
    await sql`drop index if exists groups_search_idx`.execute(db);
    await sql`alter table groups drop column if exists search_vector`.execute(db);
    // pg_trgm stays: other databases' objects or an operator's may use it.
    return;
  }
  for (const trigger of ['groups_search_update', 'groups_search_delete', 'groups_search_insert']) {
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table if exists groups_name_trigram`.execute(db);
  await sql`drop table if exists groups_search`.execute(db);
}
