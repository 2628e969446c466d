import type { InjectOptions } from 'fastify';
import { randomInt, seededRandom } from '../api/src/seed/random';
import type { BenchCategory } from './catalogue-rows';

// The requests the catalogue benchmark sends (bench/group-list.bench.ts), the same for every
// run and both databases (fixed seeds): the listing's mix, group pages, searches, the
// shop's listing by cursor and the search box's suggestions.

// Busy shopping areas, a few rural ones and an unknown ZIP, so the mix has dense and empty answers.
export const SHOPPER_ZIPS = [
  '10001',
  '11201',
  '07302',
  '02108',
  '19103',
  '20001',
  '30303',
  '33101',
  '60601',
  '48226',
  '75201',
  '77002',
  '78701',
  '85004',
  '80202',
  '98101',
  '94103',
  '90012',
  '92101',
  '97204',
  '55401',
  '63101',
  '70112',
  '37203',
  '28202',
  '46204',
  '43215',
  '64106',
  '84101',
  '89101',
  '59001',
  '82001',
  '57501',
  '04330',
  '99501',
  '00000',
] as const;

/** Words of product names the listing's name filter asks for ('Drill' too, though no name holds it spelt so). */
const NAME_WORDS = ['Blender', 'Keyboard', 'Dog', 'Lamp', 'Chair', 'Coffee', 'Towel', 'Drill', 'Tent', 'Speaker'];

/** What shoppers type in the search box: common words, typos, two words, a word no product has. */
export const SEARCH_TEXTS = [
  'keyboard',
  'logitek keybord',
  'running shoes',
  'chair',
  'wireless headphones',
  'espresso machine',
  'dog bed',
  'cast iron skilet',
  'board game',
  'snorkel',
] as const;

export type ListingQuery = {
  zip_code: string;
  limit: number;
  offset: number;
  category?: number;
  min?: number;
  max?: number;
  product_name?: string;
};

/** The listing's mix (`POST customer/group-list`): ZIPs, pages 0 to 4, half filtered by category, price or name. */
export function listingQueries(count: number, categories: readonly BenchCategory[]): ListingQuery[] {
  const random = seededRandom(7);
  return Array.from({ length: count }, () => {
    const query: ListingQuery = {
      zip_code: SHOPPER_ZIPS[randomInt(random, 0, SHOPPER_ZIPS.length - 1)]!,
      limit: random() < 0.5 ? 12 : 10,
      offset: randomInt(random, 0, 4),
    };
    const filter = random();
    if (filter < 0.2) query.category = categories[randomInt(random, 0, categories.length - 1)]!.id;
    else if (filter < 0.35) {
      query.min = randomInt(random, 0, 500);
      query.max = query.min + randomInt(random, 50, 1500);
    } else if (filter < 0.5) query.product_name = NAME_WORDS[randomInt(random, 0, NAME_WORDS.length - 1)];
    return query;
  });
}

/** The group page's call (`GET group/{id}`) for groups picked at random among `groups`. */
export function detailRequests(count: number, groups: number): InjectOptions[] {
  const random = seededRandom(11);
  return Array.from({ length: count }, () => ({ method: 'GET', url: `/api/group/${randomInt(random, 1, groups)}` }));
}

/**
 * The shop's search (`POST customer/group-page` with `product_name`, as the gateway asks for
 * the search page: the first page of 12 with its total), each text from a shopper's ZIP.
 */
export function searchRequests(count: number): InjectOptions[] {
  const random = seededRandom(13);
  return Array.from({ length: count }, () => ({
    method: 'POST',
    url: '/api/customer/group-page',
    payload: {
      zip_code: SHOPPER_ZIPS[randomInt(random, 0, SHOPPER_ZIPS.length - 2)]!,
      limit: 12,
      product_name: SEARCH_TEXTS[randomInt(random, 0, SEARCH_TEXTS.length - 1)]!,
    },
  }));
}

/** The search box's suggestions (`GET customer/product-search/{text}`) from a shopper's ZIP, half of the text typed so far. */
export function suggestionRequests(count: number): InjectOptions[] {
  const random = seededRandom(17);
  return Array.from({ length: count }, () => {
    const text = SEARCH_TEXTS[randomInt(random, 0, SEARCH_TEXTS.length - 1)]!;
    const typed = random() < 0.5 ? text : text.slice(0, Math.max(3, Math.ceil(text.length / 2)));
    const zip = SHOPPER_ZIPS[randomInt(random, 0, SHOPPER_ZIPS.length - 2)]!;
    return { method: 'GET', url: `/api/customer/product-search/${encodeURIComponent(typed)}?zip_code=${zip}` };
  });
}

/**
 * The shop's listing as the gateway asks for it (`POST customer/group-page`, 12 at a time,
 * with its total): the listing's filters but the name (that is the search), each to be
 * asked at page `offset` (0 to 4), reached by the cursors of the pages before it.
 */
export function listingPageQueries(count: number, categories: readonly BenchCategory[]): ListingQuery[] {
  return listingQueries(count, categories).map(({ product_name: _name, ...query }) => ({ ...query, limit: 12 }));
}
