import { zipPlace } from '../lib/zip-places';
import { levelPriceCents, type PriceLevel } from '../modules/catalog/price-level';
import type { SeedProduct } from './catalogue-products';
import { randomInt, seededRandom } from './random';

type Region = { center: string; suppliers: Array<{ zip: string; street: string }> };

// Supplier ZIPs lie within 13 miles of each centre and radii are 25-60 miles, so every
// group of a region is listed for its centre ZIP. The regions are far apart (no overlap).
const REGIONS: Record<'dallas' | 'austin' | 'newYork' | 'sanFrancisco', Region> = {
  dallas: {
    center: '75201',
    suppliers: [
      { zip: '75201', street: '1401 Elm St' },
      { zip: '75204', street: '3300 McKinney Ave' },
      { zip: '75207', street: '1950 Stemmons Fwy' },
      { zip: '75219', street: '4100 Cedar Springs Rd' },
      { zip: '75226', street: '2800 Commerce St' },
      { zip: '75001', street: '4950 Belt Line Rd' },
      { zip: '75240', street: '13355 Noel Rd' },
      { zip: '75061', street: '1200 W Irving Blvd' },
      { zip: '75050', street: '2100 N State Hwy 360' },
      { zip: '75080', street: '1201 E Arapaho Rd' },
    ],
  },
  austin: {
    center: '78701',
    suppliers: [
      { zip: '78701', street: '600 Congress Ave' },
      { zip: '78702', street: '1300 E 6th St' },
      { zip: '78704', street: '1600 S Lamar Blvd' },
      { zip: '78745', street: '5700 Manchaca Rd' },
      { zip: '78758', street: '11200 Burnet Rd' },
      { zip: '78613', street: '1335 E Whitestone Blvd' },
    ],
  },
  newYork: {
    center: '10001',
    suppliers: [
      { zip: '10001', street: '350 W 31st St' },
      { zip: '10011', street: '75 9th Ave' },
      { zip: '10016', street: '200 Madison Ave' },
      { zip: '10019', street: '1700 Broadway' },
      { zip: '11201', street: '1 Pierrepont Plaza' },
      { zip: '07302', street: '30 Montgomery St' },
    ],
  },
  sanFrancisco: {
    center: '94103',
    suppliers: [
      { zip: '94103', street: '1455 Market St' },
      { zip: '94107', street: '600 Townsend St' },
      { zip: '94110', street: '2750 Mission St' },
      { zip: '94109', street: '1600 Van Ness Ave' },
      { zip: '94612', street: '1999 Harrison St' },
      { zip: '94401', street: '55 E 3rd Ave' },
    ],
  },
};

// Half of the catalogue is around Dallas (the demo shopper's ZIP) so its listing pages.
const REGION_CYCLE: Array<keyof typeof REGIONS> = ['dallas', 'austin', 'dallas', 'newYork', 'dallas', 'sanFrancisco'];

const LEVEL_DISCOUNTS = [0.95, 0.9, 0.85, 0.8, 0.75];
const DAY_MS = 86_400_000;

export type SeedGroup = {
  product: SeedProduct;
  region: keyof typeof REGIONS;
  supplier: { zip: string; street: string; city: string; state: string; latitude: number; longitude: number };
  radius_miles: number;
  price_cents: number;
  shipping_cents: number;
  levels: PriceLevel[];
  max_quantity: number;
  quantity_booked: number;
  current_price_cents: number;
  status: 'Open' | 'Closed';
  end_date: string;
  image_count: number;
};

/** Bigger ladders for cheap goods, smaller ones for expensive goods. */
function quantityLadder(priceCents: number): number[] {
  if (priceCents < 50_00) return [25, 50, 100, 200, 400];
  if (priceCents < 300_00) return [10, 25, 50, 100, 200];
  return [5, 10, 20, 40, 80];
}

/** Level prices: 5% steps below list; whole dollars minus a cent (x.99) from $20 up. */
function levelPrice(priceCents: number, discount: number): number {
  const exact = priceCents * discount;
  return priceCents >= 20_00 ? Math.round(exact / 100) * 100 - 1 : Math.round(exact);
}

function shippingCents(priceCents: number): number {
  if (priceCents < 25_00) return 3_00;
  if (priceCents < 100_00) return 8_00;
  if (priceCents < 500_00) return 15_00;
  return 35_00;
}

/**
 * The demo groups, the same on every run except for dates, which are relative to
 * `now` (open groups end 5-60 days ahead; closed ones ended 3-20 days ago).
 */
export function buildSeedGroups(products: readonly SeedProduct[], now: Date): SeedGroup[] {
  const random = seededRandom(20240403);
  const regionCounts = new Map<string, number>();

  return products.map((product, index) => {
    const region = REGION_CYCLE[index % REGION_CYCLE.length]!;
    const seenInRegion = regionCounts.get(region) ?? 0;
    regionCounts.set(region, seenInRegion + 1);
    const { suppliers } = REGIONS[region];
    const supplierBase = suppliers[seenInRegion % suppliers.length]!;
    const place = zipPlace(supplierBase.zip);
    if (!place) throw new Error(`Seed supplier ZIP ${supplierBase.zip} is not in the zipcodes data`);

    const price_cents = Math.round(product.price * 100);
    const levelCount = randomInt(random, 2, 5);
    const quantities = quantityLadder(price_cents).slice(0, levelCount);
    const levels = quantities.map((quantity_level, i) => ({
      quantity_level,
      price_cents: levelPrice(price_cents, LEVEL_DISCOUNTS[i]!),
    }));
    const top = quantities[quantities.length - 1]!;
    const max_quantity = top * 2;

    // Pick a row (or "above the top") and a booked quantity inside it, so the demo shows
    // every level being current somewhere.
    const row = randomInt(random, 0, levelCount);
    const rowStart = row === 0 ? 0 : quantities[row - 1]! + 1;
    const rowEnd = row < levelCount ? quantities[row]! : max_quantity - 1;
    const quantity_booked = randomInt(random, rowStart, rowEnd);

    // Every ninth group in a region has already ended.
    const closed = seenInRegion % 9 === 4 || (region !== 'dallas' && seenInRegion % 9 === 7);
    const endDay = closed ? -randomInt(random, 3, 20) : randomInt(random, 5, 60);
    const end = new Date(now.getTime() + endDay * DAY_MS);
    end.setUTCHours(23, 59, 59, 0);
    // A group ending today could have passed already; closed ones must be in the past.
    if (closed && end.getTime() >= now.getTime()) end.setTime(now.getTime() - DAY_MS);

    return {
      product,
      region,
      supplier: {
        zip: supplierBase.zip,
        street: supplierBase.street,
        city: place.city,
        state: place.state,
        latitude: place.latitude,
        longitude: place.longitude,
      },
      radius_miles: randomInt(random, 25, 60),
      price_cents,
      shipping_cents: shippingCents(price_cents),
      levels,
      max_quantity,
      quantity_booked,
      current_price_cents: levelPriceCents(price_cents, levels, quantity_booked),
      status: closed ? 'Closed' : 'Open',
      end_date: end.toISOString(),
      image_count: 2 + (index % 2),
    };
  });
}
