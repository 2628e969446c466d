import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test/test-app';
import { wordSimilarity } from './word-similarity';

// SQLite's word_similarity (./word-similarity.ts) against pg_trgm's: each figure below is
// what PostgreSQL 15's pg_trgm 1.6 answered for the pair, and the database under test
// (its own function on SQLite, pg_trgm on PostgreSQL) must answer it too.
const PAIRS: Array<[query: string, text: string, pgTrgm: number]> = [
  ['logitek', 'Logitech MX Keys Wireless Keyboard', 0.75],
  ['keybord', 'Logitech MX Keys Wireless Keyboard', 0.625],
  ['wirless', 'Logitech MX Keys Wireless Keyboard', 0.54545456],
  ['logitek keybord', 'Logitech MX Keys Wireless Keyboard', 0.4090909],
  ['lantarn', 'Camping Lantern', 0.5],
  ['lanterne', 'Camping Lantern', 0.7777778],
  ['headphnes', 'Sony WH-1000XM5 Headphones', 0.61538464],
  ['wh1000', 'Sony WH-1000XM5 Headphones', 0.4],
  ['expresso', 'Breville Barista Express Espresso Machine', 0.7777778],
  ['keyb', 'Logitech MX Keys Wireless Keyboard', 0.8],
  ['chiar', 'Ergonomic Mesh Office Chair', 0.33333334],
  ['pro', 'Printer Hero', 0.5],
  ['shoe', 'Shower Curtain', 0.6],
  ['boots', 'Running Shoe', 0],
  ['running shoes', 'Running Shoe', 0.85714287],
  ['Straße', 'STRASSE Sign', 0.5714286],
  ['100%', 'Ultra 100% Cotton_Towel', 1],
  ['word word', 'word word word', 1],
  ['%%', 'anything', 0],
];

test.each(PAIRS)('word_similarity(%j, %j) is pg_trgm’s %d', (query, text, pgTrgm) => {
  expect(wordSimilarity(query, text)).toBeCloseTo(pgTrgm, 6);
});

describe('in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  test('the search’s word_similarity answers the same figures (SQLite’s own, or pg_trgm in public)', async () => {
    const fn = t.handle.dialect === 'postgres' ? sql.raw('public.word_similarity') : sql.raw('word_similarity');
    for (const [query, text, pgTrgm] of PAIRS) {
      const { rows } = await sql<{ similarity: number }>`select ${fn}(${query}, ${text}) as similarity`.execute(
        t.handle.db,
      );
      expect(Number(rows[0]!.similarity)).toBeCloseTo(pgTrgm, 6);
    }
  });
});
