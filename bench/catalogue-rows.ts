import * as zipcodes from 'zipcodes';
import { levelPriceCents } from '../api/src/modules/catalog/price-level';
import { SEED_CATEGORIES } from '../api/src/seed/catalogue-categories';
import { SEED_PRODUCTS, type SeedProduct } from '../api/src/seed/catalogue-products';
import { randomInt, seededRandom } from '../api/src/seed/random';

// The catalogue the catalogue benchmark loads (bench/group-list.bench.ts): the demo shop's
// categories and products (api/src/seed), a few more products so the search mix finds
// shoes, keyboards and chairs, each sold by many groups at random US ZIP codes (so denser
// where ZIP codes are dense). Generated from fixed seeds: every run, on either database,
// loads the same rows, and the same requests ask for them.

type ZipInfo = { zip: string; latitude: number; longitude: number; country: string };
// The package's type declaration (api/src/types) covers only lookup(); the data table is untyped.
const US_ZIPS = Object.values((zipcodes as unknown as { codes: Record<string, ZipInfo> }).codes).filter(
  (z) => z.country === 'US' && Number.isFinite(z.latitude) && Number.isFinite(z.longitude),
);

/** Products the demo catalogue lacks and the search mix asks for (bench/catalogue-requests.ts). */
const BENCH_PRODUCTS: readonly SeedProduct[] = [
  {
    sub: 'Fitness Equipment',
    name: 'Cushioned Running Shoes',
    price: 129,
    description: 'Lightweight road running shoes with a breathable mesh upper and a responsive foam sole.',
  },
  {
    sub: 'Camping & Hiking',
    name: 'Waterproof Trail Running Shoe',
    price: 149,
    description: 'Trail shoe with a grippy outsole, rock plate and waterproof membrane for wet runs.',
  },
  {
    sub: 'Laptops & Computers',
    name: 'Mechanical Gaming Keyboard RGB',
    price: 89,
    description: 'Full-size mechanical keyboard with hot-swappable switches and per-key lighting.',
  },
  {
    sub: 'Laptops & Computers',
    name: 'Wireless Keyboard and Mouse Combo',
    price: 49,
    description: 'Quiet full-size keyboard and a contoured mouse sharing one USB receiver.',
  },
  {
    sub: 'Office Furniture',
    name: 'Kids Study Desk Chair',
    price: 79,
    description: 'Height-adjustable chair with a supportive back for homework and crafts.',
  },
  {
    sub: 'Camping & Hiking',
    name: 'Folding Camp Chair with Cup Holder',
    price: 39,
    description: 'Steel-frame folding chair that packs into a shoulder bag, for camping and the beach.',
  },
  {
    sub: 'Kitchen Appliances',
    name: 'Electric Gooseneck Kettle',
    price: 69,
    description: 'Pour-over kettle with temperature control, hold mode and a stainless body.',
  },
  {
    sub: 'Tools & Equipment',
    name: 'Cordless Drill Driver Kit',
    price: 119,
    description: '20 V drill with two batteries, a charger and a 30-piece bit set in a hard case.',
  },
];

export const BENCH_CATALOGUE_PRODUCTS: readonly SeedProduct[] = [...SEED_PRODUCTS, ...BENCH_PRODUCTS];

/** What several suppliers of one product call their offers: names repeat, as in a real shop. */
const NAME_VARIANTS = ['', '', '', 'Pro', 'Plus', 'Bundle', '2-Pack', 'Value Edition'];

export type BenchCategory = { id: number; name: string; parent_id: number | null; sort_order: number };

/** The demo shop's category tree with ids 1, 2, ... in tree order: top categories and their subs. */
export function benchCategories(): BenchCategory[] {
  const categories: BenchCategory[] = [];
  SEED_CATEGORIES.forEach((top, topIndex) => {
    const parent = { id: categories.length + 1, name: top.name, parent_id: null, sort_order: topIndex + 1 };
    categories.push(parent);
    top.subs.forEach((sub, subIndex) =>
      categories.push({ id: categories.length + 1, name: sub, parent_id: parent.id, sort_order: subIndex + 1 }),
    );
  });
  return categories;
}

export type BenchGroup = {
  id: number;
  category_id: number;
  product_name: string;
  description: string;
  price_cents: number;
  current_price_cents: number;
  shipping_cents: number;
  max_quantity: number;
  quantity_booked: number;
  end_date: string;
  status: 'Open' | 'Closed';
  supplier_zip: string;
  supplier_street: string;
  supplier_city: string;
  supplier_state: string;
  latitude: number;
  longitude: number;
  radius_miles: number;
  created_at: string;
  /** Three price levels, quantities ascending. */
  levels: Array<{ quantity_level: number; price_cents: number }>;
};

/**
 * Groups `from` + 1 to `from` + `count` of the catalogue (ids included), generated from
 * one seeded sequence per batch start, so a batch is the same whatever size the loader
 * asks in. `now` is the load's time: end dates lie 5 days before it to 60 after.
 */
export function benchGroups(
  from: number,
  count: number,
  categories: readonly BenchCategory[],
  now: number,
): BenchGroup[] {
  const subId = new Map(categories.filter((c) => c.parent_id !== null).map((c) => [c.name, c.id]));
  const random = seededRandom(20_261_121 + from);
  const createdAt = new Date(now).toISOString();
  return Array.from({ length: count }, (_, i) => {
    const product = BENCH_CATALOGUE_PRODUCTS[randomInt(random, 0, BENCH_CATALOGUE_PRODUCTS.length - 1)]!;
    const variant = NAME_VARIANTS[randomInt(random, 0, NAME_VARIANTS.length - 1)]!;
    const zip = US_ZIPS[randomInt(random, 0, US_ZIPS.length - 1)]!;
    // Each supplier prices the product a little differently; prices end in 99 cents.
    const price = Math.max(1, Math.round(product.price * (0.8 + random() * 0.4))) * 100 - 1;
    const top = randomInt(random, 3, 60) * 10;
    const levels = [0.95, 0.9, 0.85].map((discount, row) => ({
      quantity_level: Math.round((top * (row + 1)) / 3),
      price_cents: Math.round(price * discount),
    }));
    const booked = randomInt(random, 0, top);
    return {
      id: from + i + 1,
      category_id: subId.get(product.sub)!,
      product_name: variant ? `${product.name} ${variant}` : product.name,
      description: product.description,
      price_cents: price,
      current_price_cents: levelPriceCents(price, levels, booked),
      shipping_cents: randomInt(random, 0, 20) * 100,
      max_quantity: top * 2,
      quantity_booked: booked,
      // A tenth closed, and some ended: the listing must skip them, not just never see them.
      end_date: new Date(now + randomInt(random, -5 * 24, 60 * 24) * 3_600_000).toISOString(),
      status: random() < 0.1 ? 'Closed' : 'Open',
      supplier_zip: zip.zip,
      supplier_street: '1 Bench St',
      supplier_city: 'Bench',
      supplier_state: 'TX',
      latitude: zip.latitude,
      longitude: zip.longitude,
      radius_miles: randomInt(random, 10, 100),
      created_at: createdAt,
      levels,
    };
  });
}
