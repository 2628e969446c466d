import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { hashToken, newToken } from '../../lib/token';

// Test fixtures for the commerce tests: customers and groups written straight into the
// database (fast, no login throttling), cards through the real API.

export type TestCustomer = { id: number; token: string; addressId: number };

let counter = 0;

/** Each test customer's billing place: a ZIP code of its state (the API refuses one of another). */
const PLACES = {
  TX: { city: 'Dallas', zip_code: '75201' },
  NY: { city: 'New York', zip_code: '10001' },
  // 87 miles from Dallas: served by a Dallas group of the widest radius.
  OK: { city: 'Durant', zip_code: '74701' },
} as const;

/** A verified customer with a billing address in `state` (Dallas, New York or Durant) and a live session. */
export async function createCustomer(db: Kysely<Database>, state: keyof typeof PLACES = 'TX'): Promise<TestCustomer> {
  counter += 1;
  const now = new Date().toISOString();
  const email = `buyer${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { id } = await db
    .insertInto('customers')
    .values({
      email,
      password_hash: 'not-a-login-account',
      role: 'customer',
      customer_type: 'Individual',
      first_name: 'Test',
      last_name: `Buyer ${counter}`,
      company_name: null,
      title: null,
      phone_number: '(214) 555-0111',
      is_tax_exempt: 0,
      email_verified_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const address = await db
    .insertInto('addresses')
    .values({
      customer_id: id,
      address_type: 'BILLING_ADDRESS',
      title: null,
      company_name: null,
      first_name: 'Test',
      last_name: 'Buyer',
      email,
      phone_number: '(214) 555-0111',
      country: 'United States',
      state,
      ...PLACES[state],
      street: '1 Test St',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      customer_id: id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      created_at: now,
    })
    .execute();
  return { id, token, addressId: address.id };
}

export type TestGroupOptions = {
  maxQuantity?: number;
  booked?: number;
  priceCents?: number;
  shippingCents?: number;
  levels?: Array<{ quantity_level: number; price_cents: number }>;
  status?: 'Open' | 'Closed';
  productName?: string;
  /** Where the supplier is: Dallas (default, serving the customers above) or New York. */
  region?: 'dallas' | 'newYork';
  /** How far it delivers (50 miles by default; 100, the most, reaches Durant, OK from Dallas). */
  radiusMiles?: number;
};

const SUPPLIERS = {
  dallas: { supplier_zip: '75201', supplier_city: 'Dallas', supplier_state: 'TX', latitude: 32.78, longitude: -96.8 },
  newYork: {
    supplier_zip: '10001',
    supplier_city: 'New York',
    supplier_state: 'NY',
    latitude: 40.75,
    longitude: -73.99,
  },
} as const;

/** An open group ending in a week, with levels 10 @ $100, 20 @ $90, 50 @ $80 by default. */
export async function createGroup(db: Kysely<Database>, options: TestGroupOptions = {}): Promise<number> {
  const category = await db.selectFrom('categories').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const levels = options.levels ?? [
    { quantity_level: 10, price_cents: 10_000 },
    { quantity_level: 20, price_cents: 9_000 },
    { quantity_level: 50, price_cents: 8_000 },
  ];
  // One transaction, as the console's create: the group is announced once, with its levels
  // (docs/decisions.md "Live group changes").
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('groups')
      .values({
        category_id: category.id,
        product_name: options.productName ?? `Test Widget ${++counter}`,
        description: 'A test group',
        price_cents: options.priceCents ?? 12_000,
        current_price_cents: levels[0]?.price_cents ?? options.priceCents ?? 12_000,
        shipping_cents: options.shippingCents ?? 500,
        max_quantity: options.maxQuantity ?? 50,
        quantity_booked: options.booked ?? 0,
        end_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        status: options.status ?? 'Open',
        ...SUPPLIERS[options.region ?? 'dallas'],
        supplier_street: '1401 Elm St',
        radius_miles: options.radiusMiles ?? 50,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (levels.length > 0) {
      await trx
        .insertInto('group_levels')
        .values(levels.map((l) => ({ group_id: id, ...l })))
        .execute();
    }
    return id;
  });
}

export const VISA = '4242424242424242';
export const DECLINED = '4000000000000002';
export const INSUFFICIENT_FUNDS = '4000000000009995';

let cardsSaved = 0;

/**
 * Saves a card through the sandbox token and card endpoints; answers the card id. Each
 * call's card expires in another month, so one customer may save several (a card of the
 * same number and expiry is refused as already saved).
 */
export async function addCard(
  app: FastifyInstance,
  token: string,
  cardNumber = VISA,
  defaultCard = false,
): Promise<number> {
  const tokenRes = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/tokens',
    headers: { authorization: token },
    payload: {
      card_number: cardNumber,
      exp_month: (cardsSaved++ % 12) + 1,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
      card_holder_name: 'Test Buyer',
    },
  });
  if (tokenRes.statusCode !== 200) throw new Error(`token failed: ${tokenRes.body}`);
  const cardRes = await app.inject({
    method: 'POST',
    url: '/api/card',
    headers: { authorization: token },
    payload: { card_holder_name: 'Test Buyer', default_card: defaultCard, card_details: tokenRes.json().data.id },
  });
  if (cardRes.statusCode !== 200) throw new Error(`card failed: ${cardRes.body}`);
  return cardRes.json().data[0].id as number;
}

export async function addToCart(app: FastifyInstance, token: string, groupId: number, qty: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { authorization: token },
    payload: { group_id: groupId, qty },
  });
  if (res.statusCode !== 200) throw new Error(`cart add failed: ${res.body}`);
  return res.json().data[0].cart_item_id as number;
}

/** A fresh group (default levels) with `qty` of it bought by `buyer`; answers the ids. */
export async function buyFreshGroup(
  app: FastifyInstance,
  db: Kysely<Database>,
  buyer: TestCustomer,
  cardId: number,
  qty: number,
): Promise<{ groupId: number; lineId: number; orderId: number }> {
  const groupId = await createGroup(db, { maxQuantity: 100 });
  await addToCart(app, buyer.token, groupId, qty);
  const res = await app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: buyer.token },
    payload: { card_id: cardId },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const orderId = res.json().data.order_id as number;
  const line = await db
    .selectFrom('order_lines')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { groupId, lineId: line.id, orderId };
}
