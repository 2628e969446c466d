import { startStripeDouble, type StripeDouble } from '../test/stripe-double';
import { createTestApp, type TestApp } from '../test/test-app';
import { runSimulation } from './simulation';

// The money simulation once with the Stripe provider, against the Stripe double through
// the real SDK (docs/decisions.md "Stripe objects"), on SQLite and (npm test's second
// pass) on PostgreSQL: cards saved through SetupIntents, charges as PaymentIntents,
// settlement and return refunds at the double, orders held for 3-D Secure completed,
// failed or released by the hold job, declines; then the ledger reconciled with the
// double's books to the cent (reconcile-stripe.ts) besides every check of the sandbox
// run. Smaller than the sandbox's run (simulation.test.ts): each charge and refund is an
// HTTP call. SIM_SEED=<n> replays a run's choices.

let t: TestApp;
let stripe: StripeDouble;
beforeAll(async () => {
  stripe = await startStripeDouble();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_API_BASE: stripe.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const seed = Number(process.env.SIM_SEED ?? Date.now() % 1_000_000);

test(`on Stripe, 30 groups and 10 shoppers reconcile with the double to the cent (seed ${seed}; SIM_SEED=${seed} replays it)`, async () => {
  const result = await runSimulation({
    app: t.app,
    db: t.handle.db,
    config: t.config,
    stripe,
    seed,
    groups: 30,
    customers: 10,
  });
  console.info(`money simulation on Stripe, seed ${seed}:`, JSON.stringify({ ...result.figures, ...result.counts }));
  expect(result.problems).toEqual([]);
  // The run went through Stripe: what the double took and gave back is the ledger's, to the
  // cent, besides charges given back whole (a commit that failed after Stripe charged).
  const { figures } = result;
  expect(figures['Stripe charged cents']! - figures['Stripe given back cents']!).toBe(figures['charged cents']);
  expect(figures['Stripe refunded cents']! - figures['Stripe given back cents']!).toBe(figures['refunded cents']);
  expect(result.figures['refunded cents']).toBeGreaterThan(0);
  expect(result.counts['orders placed']).toBeGreaterThan(20);
  expect(result.counts['orders declined']).toBeGreaterThan(0);
  expect(result.counts['lines returned']).toBeGreaterThan(0);
  // 3-D Secure: held orders completed after authentication, failed at the bank, released by the hold job.
  expect(result.counts['3-D Secure orders completed']).toBeGreaterThan(0);
  expect(result.counts['3-D Secure authentications failed']).toBeGreaterThan(0);
  expect(result.counts['3-D Secure holds released by the job']).toBeGreaterThan(0);
}, 300_000);
