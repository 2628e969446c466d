import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { MAX_RADIUS_MILES } from '../modules/catalog/area';
import {
  DECLINED,
  VISA,
  addCard,
  createCustomer,
  createGroup,
  type TestCustomer,
} from '../modules/checkout/commerce.fixtures';
import { RATE_LIMITS } from '../lib/rate-limits';
import { randomInt } from '../seed/random';
import { loginAs } from '../test/login';
import { saveStripeCard, type StripeWorld } from './stripe-shopper';

/**
 * What a shopper may still send before the API's rate limits (lib/rate-limits.ts) refuse
 * it: placeorder requests and cards saved. The simulation keeps under them, as a shopper
 * would, so a 429 never stands in for the answer a duplicate is checked for.
 */
export type RequestBudget = { orders: number; cardAdds: number };

/**
 * A shopper of the simulation: a session, one saved card, whether that card declines or
 * (the Stripe run) asks for 3-D Secure at every charge, and its budget.
 */
export type Shopper = TestCustomer & {
  cardId: number;
  declines: boolean;
  authenticates: boolean;
  budget: RequestBudget;
};

export type World = {
  app: FastifyInstance;
  db: Kysely<Database>;
  adminToken: string;
  shoppers: Shopper[];
  groupIds: number[];
  /** The Stripe run's: the provider is Stripe, against this double. Absent: the sandbox. */
  stripe?: StripeWorld;
};

export type WorldSize = { groups: number; customers: number };

/**
 * Random price levels: rising quantities up to the group's size, falling prices below
 * the list price (the API's own rules for levels), one to three of them.
 */
function randomLevels(random: () => number, listCents: number, maxQuantity: number) {
  const count = randomInt(random, 1, Math.min(3, maxQuantity));
  const levels: Array<{ quantity_level: number; price_cents: number }> = [];
  let quantity = 0;
  let price = listCents;
  for (let i = 0; i < count; i += 1) {
    const last = i === count - 1;
    quantity = last ? maxQuantity : randomInt(random, quantity + 1, Math.max(quantity + 1, maxQuantity - (count - i)));
    price = Math.max(1, price - randomInt(random, 1, Math.max(1, Math.floor(listCents / 5))));
    levels.push({ quantity_level: quantity, price_cents: price });
  }
  return levels;
}

/**
 * The simulation's shop: shoppers in several states (so tax rates differ), one in ten
 * with a card that declines, and groups from tiny (oversell races) to large, each with
 * its own list price, shipping and levels. Written straight to the database like the
 * commerce tests' fixtures; cards go through the real sandbox endpoints, or in the Stripe
 * run through a SetupIntent each shopper confirms at the double: Stripe's test cards
 * 4242424242424242, 4000000000009995 (declined when charged) for one in ten, and
 * 4000002500003155 (3-D Secure at each charge) for two in ten.
 */
export async function buildWorld(
  app: FastifyInstance,
  db: Kysely<Database>,
  random: () => number,
  size: WorldSize,
  stripe?: StripeWorld,
): Promise<World> {
  const adminToken = await loginAs(app, 'admin@example.com', 'Admin@1234');
  // Two tax rates (6.25 % and 4.5 %), each shopper at a ZIP of its state that the groups reach.
  const states = ['TX', 'OK'] as const;
  const shoppers: Shopper[] = [];
  for (let i = 0; i < size.customers; i += 1) {
    const customer = await createCustomer(db, states[i % states.length]);
    const declines = i % 10 === 9;
    const authenticates = stripe !== undefined && (i % 10 === 3 || i % 10 === 6);
    const cardId = stripe
      ? await saveStripeCard(
          app,
          stripe.double,
          customer.token,
          declines
            ? 'pm_card_chargeDeclinedInsufficientFunds'
            : authenticates
              ? 'pm_card_authenticationRequiredOnSetup'
              : 'pm_card_visa',
        )
      : await addCard(app, customer.token, declines ? DECLINED : VISA);
    const budget = { orders: RATE_LIMITS.placeOrders.max, cardAdds: RATE_LIMITS.cardAdds.max - 1 };
    shoppers.push({ ...customer, cardId, declines, authenticates, budget });
  }
  const groupIds: number[] = [];
  for (let i = 0; i < size.groups; i += 1) {
    const maxQuantity = random() < 0.3 ? randomInt(random, 2, 8) : randomInt(random, 10, 80);
    const listCents = randomInt(random, 5, 400) * 100 + randomInt(random, 0, 99);
    groupIds.push(
      await createGroup(db, {
        maxQuantity,
        priceCents: listCents,
        shippingCents: randomInt(random, 0, 12) * 100,
        levels: randomLevels(random, listCents, maxQuantity),
        productName: `Sim ${i}`,
        radiusMiles: MAX_RADIUS_MILES,
      }),
    );
  }
  return { app, db, adminToken, shoppers, groupIds, stripe };
}
