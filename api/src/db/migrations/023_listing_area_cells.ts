import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './portable';

// The listing at a million groups (docs/decisions.md "A million groups"). A shopper's area
// is a circle of up to 100 miles; the index of migration 001 (status, latitude, longitude,
// ...) could bound only the latitude, so a listing read a band across the whole country
// (257,000 entries for New York at a million groups), fetched every row of the box from
// the table and sorted it, to answer 12.
//
// A group's map cell is one degree of latitude by one of longitude, numbered row by row:
// floor(latitude + 90) × 361 + floor(longitude + 180) (catalog/area.ts `areaCellOf`, the
// same number). Both sides of each `+` are never negative, so SQLite's CAST (which
// truncates) is PostgreSQL's floor(). An index on that expression rather than a column:
// computed from the row's own coordinates, so no writer can leave it stale; no table
// rewrite on PostgreSQL (a stored generated column rewrites every row); and on SQLite an
// index holding a virtual generated column is never a covering one, where an index on an
// expression is. Queries name the cell by `areaCellSql`, the index's own expression, which
// both planners then match to the index.
//
// `groups_area_idx`: open groups by cell, then in the listing's order (end date, id), with
// every column the listing's conditions read (area, openness, price, category), so a
// listing reads each cell of its area in order and stops when the page is full, without
// visiting the table for a group it does not list (an index-only scan on PostgreSQL, a
// covering index on SQLite). Partial (status 'Open'): closed groups, which only grow, stay
// out of it.
//
// PostgreSQL's search (migration 022) found a word's groups across the country and then
// either ANDed that bitmap with the area's or, when the planner took the words for rare
// (it multiplies the odds of words that always come together, "cast iron skillet"), fetched
// and checked every row it found: a common word is tens of thousands of groups, and a
// typo's trigram match (`<%`, lossy) is computed again on each, 0.2-0.6 s. Its two GIN
// indexes are replaced by two that know where a group is, so every index scan of a search
// reads the area's groups only, whatever the planner thinks of the words:
// - `groups_name_area_trgm_idx`, GiST on (cell, product_name trigrams; btree_gist for the
//   integer, a 32-byte signature per name), open groups: the name's literal match (ILIKE)
//   and a typo's closeness (`<%`). A GiST tree splits on its first column first, so a scan
//   for a cell descends into that cell's part of the tree and tests the signatures of its
//   names only. A GIN index keyed by the cell was tried first: it walks every trigram's
//   posting tree once per cell asked (15 for Manhattan), which cost more than it saved.
// - `groups_search_area_idx`, GIN on (cell, search_vector; btree_gin): a word's groups of
//   the area's cells, one posting list per lexeme, cheap to walk once per cell. (Keyed by
//   four-degree regions instead, 1 to 4 per area, it read fewer lists but handed over
//   more rows to check: no faster.)
// A search without an area (suggestions without a ZIP) reads the text column of the same
// indexes alone.
// btree_gin and btree_gist, like pg_trgm, are trusted extensions.
//
// `search_word_known(word)` (migration 022: only a word no group holds is looked for as a
// typo) asked the GIN index whether any group holds the word; a GIN scan always builds the
// bitmap of every group that does, tens of thousands for a common word, 20-60 ms at a
// million groups, paid by every search before it starts. `search_words` keeps how many
// groups hold each lexeme of `search_vector`, so the question is one primary-key look-up.
// Kept by triggers, as the vector itself is generated: one aggregated upsert per INSERT
// statement (its transition table: a bulk load pays once per statement, not per row), and
// per row for an update of the name or description or a delete. Upserts go in lexeme order
// so two writers never wait on each other's rows crosswise. The counts make it exact: a
// lexeme no group holds any more leaves the table, so the answer is the one the index gave.
//
// `groups_listing_idx` goes: nothing reads it any more. What else read its leading status
// column, settlement's open groups past their end, gets `groups_end_date_idx` (end date
// alone: an index led by status, a condition of every listing too, is what SQLite's
// planner, which has no statistics, took for the listing instead of the cells' index).

/** The cell of the row under `alias` (none: the bare columns, as in an index), exactly as the indexes say it. */
export function areaCellSql(postgres: boolean, alias?: string): RawBuilder<number> {
  const column = (name: string) => (alias ? sql.ref(`${alias}.${name}`) : sql.ref(name));
  return postgres
    ? sql<number>`((floor(${column('latitude')} + 90) * 361 + floor(${column('longitude')} + 180))::integer)`
    : sql<number>`(cast(${column('latitude')} + 90 as integer) * 361 + cast(${column('longitude')} + 180 as integer))`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const cell = areaCellSql(isPostgres(db));
  await sql`
    create index groups_area_idx on groups (
      ${cell}, end_date, id,
      latitude, longitude, radius_miles, quantity_booked, max_quantity, current_price_cents, category_id
    ) where status = 'Open'`.execute(db);
  await sql`drop index groups_listing_idx`.execute(db);
  await db.schema.createIndex('groups_end_date_idx').on('groups').column('end_date').execute();
  if (isPostgres(db)) {
    await sql`create extension if not exists btree_gin with schema public`.execute(db);
    await sql`create extension if not exists btree_gist with schema public`.execute(db);
    await sql`create index groups_search_area_idx on groups using gin (${cell}, search_vector)`.execute(db);
    await sql`
      create index groups_name_area_trgm_idx on groups
      using gist (${cell}, product_name public.gist_trgm_ops(siglen = 32)) where status = 'Open'`.execute(db);
    await sql`drop index groups_search_idx`.execute(db);
    await sql`drop index groups_name_trgm_idx`.execute(db);
    await createSearchWords(db);
  }
}

/** PostgreSQL: `search_words`, its triggers, its rows for the groups there already, and `search_word_known` reading it. */
async function createSearchWords(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_words (word text primary key, groups integer not null)`.execute(db);
  await sql`
    insert into search_words (word, groups)
    select lexeme, count(*) from groups, unnest(search_vector) group by lexeme`.execute(db);
  await sql`
    create function search_words_added() returns trigger language plpgsql as $$
    begin
      insert into search_words (word, groups)
        select lexeme, count(*) from added, unnest(added.search_vector) group by lexeme order by lexeme
        on conflict (word) do update set groups = search_words.groups + excluded.groups;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger search_words_insert after insert on groups
    referencing new table as added for each statement execute function search_words_added()`.execute(db);
  // A row's text changed or went: its old lexemes count one group less, its new ones one
  // more (NEW is null for a delete); a lexeme left with none goes.
  await sql`
    create function search_words_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.search_vector is not distinct from new.search_vector then
        return null;
      end if;
      insert into search_words (word, groups)
        select word, sum(delta) from (
          select lexeme as word, -1 as delta from unnest(old.search_vector)
          union all
          select lexeme, 1 from unnest(new.search_vector)
        ) as change group by word having sum(delta) <> 0 order by word
        on conflict (word) do update set groups = search_words.groups + excluded.groups;
      delete from search_words where groups <= 0 and word in (select lexeme from unnest(old.search_vector));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger search_words_update after update of product_name, description on groups
    for each row execute function search_words_changed()`.execute(db);
  await sql`
    create trigger search_words_delete after delete on groups
    for each row execute function search_words_changed()`.execute(db);
  // The typo test's words are letters only (catalog/search.ts), one lexeme each: held by a
  // group exactly when the vector of one holds it, what the index answered before.
  await sql`
    create or replace function search_word_known(word text) returns boolean language sql stable
    as $$
      select exists (
        select 1 from search_words where search_words.word in (
          select lexeme from unnest(to_tsvector('english', search_word_known.word))
        )
      )
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // Migration 022's answer from the index again.
    await sql`
      create or replace function search_word_known(word text) returns boolean language sql stable
      set enable_seqscan = off
      as $$ select exists (select 1 from groups where search_vector @@ plainto_tsquery('english', word)) $$`.execute(
      db,
    );
    await sql`drop trigger if exists search_words_delete on groups`.execute(db);
    await sql`drop trigger if exists search_words_update on groups`.execute(db);
    await sql`drop trigger if exists search_words_insert on groups`.execute(db);
    await sql`drop function if exists search_words_changed()`.execute(db);
    await sql`drop function if exists search_words_added()`.execute(db);
    await sql`drop table if exists search_words`.execute(db);
    await sql`create index groups_search_idx on groups using gin (search_vector)`.execute(db);
    await sql`create index groups_name_trgm_idx on groups using gin (product_name public.gin_trgm_ops)`.execute(db);
    await sql`drop index if exists groups_name_area_trgm_idx`.execute(db);
    await sql`drop index if exists groups_search_area_idx`.execute(db);
    // btree_gin and btree_gist stay, as pg_trgm does: other objects may use them.
  }
  await db.schema
    .createIndex('groups_listing_idx')
    .on('groups')
    .columns(['status', 'latitude', 'longitude', 'end_date', 'current_price_cents', 'category_id', 'radius_miles'])
    .execute();
  await sql`drop index if exists groups_end_date_idx`.execute(db);
  await sql`drop index if exists groups_area_idx`.execute(db);
}
