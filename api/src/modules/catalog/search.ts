import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { PG_TRGM_SCHEMA } from '../../db/migrations/022_group_search';
import type { Database } from '../../db/types';
import { containsPattern } from './like-pattern';

// Shop search (docs/decisions.md "Search"): what the listing's `product_name` and the
// search box's suggestions find, and in which order. A group is found when
//   - its name contains the text, literally and case-insensitively (what search always did);
//   - or every word of the text (stop words aside) matches: a word of its name or
//     description, English-stemmed ("running shoes" finds "Running Shoe"), or a word close
//     to one of its name by trigrams (a typo: "logitek keybord" finds "Logitech MX Keys
//     Wireless Keyboard", and a word half typed).
// Ranked by tier: the name contains the text as typed, then every word is in the name
// (stemmed or by trigrams), then the rest (found through the description); within a tier
// by relevance, a number of the group's own text and the query only (never of the rest of
// the catalogue), so a cursor's position in the ranked listing stays put between pages.
//
// PostgreSQL reads the indexes of migration 022: `search_vector @@` (GIN), `<%` and ILIKE
// on the name (pg_trgm GIN). SQLite reads its FTS5 tables (the same migration) and the
// connection's own word_similarity (db/word-similarity.ts), pg_trgm's measure.

/** English stop words: PostgreSQL's `english` configuration drops them (its english.stop), and so does the search on both databases. */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is ' +
    'are was were be been being have has had having do does did doing a an the and but if or because as until ' +
    'while of at by for with about against between into through during before after above below to from up ' +
    'down in out on off over under again further then once here there when where why how all any both each ' +
    'few more most other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

/**
 * A word may match by trigrams when it is letters only, three or more: model numbers and
 * sizes ("1000xm5", "128gb") match exactly, and shorter words have too few trigrams to
 * tell a typo from another word. And only when no group's name or description holds it
 * (stemmed): a word the catalogue knows is spelt right, and finds what holds it.
 */
const TYPO_WORD = /^\p{L}{3,}$/u;

/** pg_trgm's default word_similarity_threshold: what `<%` takes on PostgreSQL, and SQLite the same. */
const WORD_SIMILARITY_THRESHOLD = 0.6;

/** Relevance is an integer, so a cursor carries it exactly: ten thousand steps per unit. */
const SCORE_SCALE = 10_000;

export type SearchText = {
  /** The text as typed, trimmed: the literal "contains" match and the closeness of the whole text. */
  text: string;
  /** Its distinct words, lower case, stop words dropped: each must match, by stem or by trigrams. */
  words: string[];
  /** Names this search in its cursors: a cursor of one search is not one of another's. */
  key: string;
};

/** A search ready to run: which of its words may match by trigrams (`typoWordsOf`). */
export type Search = SearchText & { typoWords: ReadonlySet<string> };

const lowerWords = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The search of `text`; undefined for blank text (no search: every group). */
export function searchTextOf(text: string | undefined): SearchText | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  const words = [...new Set(lowerWords(trimmed).filter((word) => !STOP_WORDS.has(word)))];
  const key = createHash('sha256').update(trimmed.toLowerCase()).digest('base64url').slice(0, 12);
  return { text: trimmed, words, key };
}

/** The SQL of one search on one database, over the groups table under `alias`. */
export type SearchSql = {
  /** True for a group the search finds. */
  matches: RawBuilder<boolean>;
  /**
   * How the group was found: 2, its name contains the text as typed; 1, every word is a
   * word of its name (stemmed or by trigrams); 0, through its description.
   */
  tier: RawBuilder<number>;
  /** Relevance, an integer: higher first within a tier. */
  score: RawBuilder<number>;
};

const and = (terms: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(terms, sql` and `)})`;
const or = (terms: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(terms, sql` or `)})`;

/** SQLite: FTS5 phrase text (a double quote doubled). */
const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;

const tierSql = (literal: RawBuilder<boolean>, wordsInName: RawBuilder<boolean>) =>
  sql<number>`(case when ${literal} then 2 when ${wordsInName} then 1 else 0 end)`;

/** Every word matches one way or another; no words (only stop words): none of this. */
function everyWord(words: string[], match: (word: string) => RawBuilder<boolean>): RawBuilder<boolean> {
  return words.length === 0 ? sql<boolean>`1 = 0` : and(words.map(match));
}

const onPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The search with its typo words: those of its words (letters only, three or more) that no
 * group's name or description holds, stemmed, looked up in the word index at once. Only
 * they may match a name by trigrams, so a query spelt right costs the word index alone.
 */
export async function typoWordsOf(db: Kysely<Database>, search: SearchText): Promise<Search> {
  const candidates = search.words.filter((word) => TYPO_WORD.test(word));
  if (candidates.length === 0) return { ...search, typoWords: new Set() };
  const known = (word: string) =>
    onPostgres(db)
      ? sql<boolean>`search_word_known(${word})`
      : sql<boolean>`exists (select 1 from groups_search where groups_search match ${ftsString(word)})`;
  const { rows } = await sql<{ word: string; known: boolean | number }>`${sql.join(
    candidates.map((word) => sql`select ${word} as word, ${known(word)} as known`),
    sql` union all `,
  )}`.execute(db);
  return { ...search, typoWords: new Set(rows.filter((row) => !row.known).map((row) => row.word)) };
}

/** The search's SQL for the database `db` runs on (migration 022 made its indexes). */
export function searchSql(db: Kysely<Database>, search: Search, alias: string): SearchSql {
  return onPostgres(db) ? postgresSearch(search, alias) : sqliteSearch(search, alias);
}

/** A word's match, or a typo's: its exact match or its trigram closeness to the name. */
const withTypos =
  (typoWords: ReadonlySet<string>, nearName: (word: string) => RawBuilder<boolean>) =>
  (exact: (word: string) => RawBuilder<boolean>) =>
  (word: string) => (typoWords.has(word) ? or([exact(word), nearName(word)]) : exact(word));

function postgresSearch({ text, words, typoWords }: Search, alias: string): SearchSql {
  const name = sql.ref(`${alias}.product_name`);
  const vector = sql.ref(`${alias}.search_vector`);
  const trgm = sql.raw(PG_TRGM_SCHEMA);
  const query = (word: string) => sql`plainto_tsquery('english', ${word})`;
  // A stemmed word anywhere (name or description); in the name only: the lexemes weighted A.
  const inText = (word: string) => sql<boolean>`${vector} @@ ${query(word)}`;
  const inName = (word: string) => sql<boolean>`ts_filter(${vector}, '{a}') @@ ${query(word)}`;
  // pg_trgm's `<%`: the word's trigrams against the closest stretch of the name, at least
  // pg_trgm.word_similarity_threshold (0.6 unless the server says otherwise); indexed.
  const nearName = (word: string) => sql<boolean>`${word} operator(${trgm}.<%) ${name}`;
  const typos = withTypos(typoWords, nearName);
  const literal = sql<boolean>`${name} ilike ${containsPattern(text)} escape '\\'`;

  // ts_rank's default weights: a word in the name (A) 1.0, in the description (B) 0.4.
  const rank = words.length === 0 ? sql`0` : sql`ts_rank(${vector}, ${sql.join(words.map(query), sql` || `)})`;
  return {
    matches: or([literal, everyWord(words, typos(inText))]),
    tier: tierSql(literal, everyWord(words, typos(inName))),
    score: sql<number>`cast(round(${sql.lit(SCORE_SCALE)} * (${rank} + ${trgm}.word_similarity(${text}, ${name}))) as integer)`,
  };
}

function sqliteSearch({ text, words, typoWords }: Search, alias: string): SearchSql {
  const id = sql.ref(`${alias}.id`);
  const name = sql.ref(`${alias}.product_name`);
  const inSearch = (match: string) =>
    sql<boolean>`${id} in (select rowid from groups_search where groups_search match ${match})`;
  // FTS5 stems the query's words with the table's Porter tokenizer.
  const inText = (word: string) => inSearch(ftsString(word));
  const inName = (word: string) => inSearch(`product_name : ${ftsString(word)}`);
  // pg_trgm's word_similarity, defined on the API's SQLite connection (db/word-similarity.ts),
  // at pg_trgm's default threshold; not indexed: it runs on the rows the other filters leave.
  const nearName = (word: string) => sql<boolean>`word_similar(${word}, ${name}, ${WORD_SIMILARITY_THRESHOLD}) = 1`;
  const typos = withTypos(typoWords, nearName);
  // The trigram table finds a substring of three characters or more (case-insensitive);
  // shorter text is looked for in each name.
  const literal =
    [...text].length >= 3
      ? sql<boolean>`${id} in (select rowid from groups_name_trigram where groups_name_trigram match ${ftsString(text)})`
      : sql<boolean>`instr(lower(${name}), ${text.toLowerCase()}) > 0`;

  // ts_rank's default weights, per word: in the name 1.0, only in the description 0.4;
  // averaged over the words. Not bm25: its weights depend on the whole catalogue
  // (docs/decisions.md "Search").
  const rank =
    words.length === 0
      ? sql`0`
      : sql`((${sql.join(
          words.map((word) => sql`(case when ${inName(word)} then 1.0 when ${inText(word)} then 0.4 else 0 end)`),
          sql` + `,
        )}) * 1.0 / ${sql.lit(words.length)})`;
  return {
    matches: or([literal, everyWord(words, typos(inText))]),
    tier: tierSql(literal, everyWord(words, typos(inName))),
    score: sql<number>`cast(round(${sql.lit(SCORE_SCALE)} * (${rank} + word_similarity(${text}, ${name}))) as integer)`,
  };
}
