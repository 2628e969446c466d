import { createCustomer } from '../checkout/commerce.fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ProviderCustomers } from './payment-provider';
import { customerKeyOf, providerCustomerOf } from './provider-customer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** A provider whose every create makes another customer, slowly: as if its idempotency key had expired. */
function forgetfulCustomers(keys: string[]): ProviderCustomers {
  let made = 0;
  const unused = () => Promise.reject(new Error('not used'));
  return {
    async create(_customer, idempotencyKey) {
      keys.push(idempotencyKey);
      made += 1;
      const id = `cus_made${made}`;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return id;
    },
    startCardSetup: unused,
    readCardSetup: unused,
    detachCard: unused,
    setDefaultCard: unused,
  };
}

test('two first cards at once store one Customer, and both callers use it', async () => {
  const shopper = await createCustomer(t.handle.db);
  const keys: string[] = [];
  const customers = forgetfulCustomers(keys);
  const answers = await Promise.all([
    providerCustomerOf(t.handle.db, customers, shopper.id),
    providerCustomerOf(t.handle.db, customers, shopper.id),
  ]);
  const { stripe_customer_id, created_at } = await t.handle.db
    .selectFrom('customers')
    .select(['stripe_customer_id', 'created_at'])
    .where('id', '=', shopper.id)
    .executeTakeFirstOrThrow();
  expect(['cus_made1', 'cus_made2']).toContain(stripe_customer_id);
  expect(answers).toEqual([stripe_customer_id, stripe_customer_id]);
  // Both asked with the one key per shop customer, which Stripe answers with one Customer.
  expect(keys).toEqual([customerKeyOf(shopper.id, created_at), customerKeyOf(shopper.id, created_at)]);

  // Stored: later cards ask nothing.
  expect(await providerCustomerOf(t.handle.db, customers, shopper.id)).toBe(stripe_customer_id);
  expect(keys).toHaveLength(2);
});
