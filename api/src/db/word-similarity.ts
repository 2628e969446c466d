// pg_trgm's word_similarity for SQLite, which has no trigram similarity of its own: the
// API's SQLite connection defines `word_similarity(query, text)` and
// `word_similar(query, text, threshold)` with it (db/kysely.ts), so the shop search's typo
// tolerance and relevance (catalog/search.ts) mean the same on both databases
// (docs/decisions.md "Search").
//
// As pg_trgm defines it (PostgreSQL's documentation, F.35 "pg_trgm"): a string's trigrams
// are those of its words (runs of letters and digits, in lower case), each padded with two
// spaces before and one after; word_similarity(a, b) is the greatest similarity between
// a's trigram set and the trigram set of any continuous extent of b's trigrams in order,
// similarity being shared / (a's + the extent's - shared) trigrams. Here the greatest is
// searched exhaustively over the extents that begin and end with a shared trigram (any
// other extent is beaten by the one trimmed to them); pg_trgm searches greedily, so it
// may answer a little less in rare cases, never more.

const WORD = /[\p{L}\p{N}]+/gu;

/** The trigrams of `text` in order, repeats kept. */
export function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) trigrams.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return trigrams;
}

// A search asks with the same query text for every row: its trigrams are made once, the
// padded ones (with a space: a word's first two and its last) apart from the inner ones.
const queries = new Map<string, { set: Set<string>; inner: string[]; padded: number }>();
const MAX_CACHED_QUERIES = 256;

function queryTrigrams(query: string) {
  let found = queries.get(query);
  if (!found) {
    if (queries.size >= MAX_CACHED_QUERIES) queries.clear();
    const set = new Set(trigramsOf(query));
    const inner = [...set].filter((trigram) => !trigram.includes(' '));
    found = { set, inner, padded: set.size - inner.length };
    queries.set(query, found);
  }
  return found;
}

/** How close `query` is to the closest stretch of `text`, 0 to 1 (pg_trgm's word_similarity). */
export function wordSimilarity(query: string, text: string): number {
  const wanted = queryTrigrams(query).set;
  if (wanted.size === 0) return 0;
  const trigrams = trigramsOf(text);
  let best = 0;
  for (let start = 0; start < trigrams.length; start++) {
    if (!wanted.has(trigrams[start]!)) continue;
    const extent = new Set<string>();
    let shared = 0;
    for (let end = start; end < trigrams.length; end++) {
      const trigram = trigrams[end]!;
      if (extent.has(trigram)) continue;
      extent.add(trigram);
      if (!wanted.has(trigram)) continue;
      shared += 1;
      best = Math.max(best, shared / (wanted.size + extent.size - shared));
    }
    if (best === 1) break;
  }
  return best;
}

/**
 * word_similarity(query, text) >= threshold (pg_trgm's `<%`), answered first from upper
 * bounds: the similarity is at most the share of the query's trigrams the text holds; an
 * inner one (no space) is in the text as written, lower-cased, and a padded one may be (a
 * quick bound), then exactly. Most rows of a search are refused so, without the extents.
 */
export function wordSimilar(query: string, text: string, threshold: number): boolean {
  const { set, inner, padded } = queryTrigrams(query);
  if (set.size === 0) return false;
  const lower = text.toLowerCase();
  let held = padded;
  for (const trigram of inner) if (lower.includes(trigram)) held += 1;
  if (held / set.size < threshold) return false;
  // Exactly the shared trigrams: the words padded as pg_trgm pads them, in one string (the
  // spaces between words make only trigrams ending in two spaces, which no word has).
  const words = `  ${(lower.match(WORD) ?? []).join('   ')} `;
  held = 0;
  for (const trigram of set) if (words.includes(trigram)) held += 1;
  if (held / set.size < threshold) return false;
  return wordSimilarity(query, text) >= threshold;
}
