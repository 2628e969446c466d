import { createTestApp, type TestApp } from '../../test/test-app';
import { DECLINED, INSUFFICIENT_FUNDS, VISA } from '../checkout/commerce.fixtures';
import { describePaymentProviderContract, type CardKind } from './payment-provider.contract';
import { createSandboxProvider } from './sandbox-provider';
import { startStripeDouble, type StripeDouble } from '../../test/stripe-double';
import { authenticateAsShopper, confirmSetupAsShopper } from '../../test/stripe-shopper';
import { createStripeProvider } from './stripe-provider';

let t: TestApp;
let stripeDouble: StripeDouble;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  stripeDouble = await startStripeDouble();
});
afterAll(async () => {
  await t.close();
  await stripeDouble.close();
});

const SANDBOX_CARDS: Record<CardKind, string> = {
  ok: VISA,
  declined: DECLINED,
  insufficient_funds: INSUFFICIENT_FUNDS,
};

describePaymentProviderContract('sandbox', {
  provider: () => createSandboxProvider(t.handle.db),
  tokenFor: async (kind) => {
    const token = await createSandboxProvider(t.handle.db).createToken!({
      cardNumber: SANDBOX_CARDS[kind],
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 1,
      cvc: '123',
    });
    return token.id;
  },
});

// Stripe's own test tokens, which the Stripe double knows too.
const STRIPE_TOKENS: Record<CardKind, string> = {
  ok: 'tok_visa',
  declined: 'tok_chargeDeclined',
  insufficient_funds: 'tok_chargeDeclinedInsufficientFunds',
};

// Our Stripe code and the real SDK against the local double, always; this also keeps
// the double honest, since the same contract runs against Stripe below.
describePaymentProviderContract('stripe (local double)', {
  provider: () => createStripeProvider({ secretKey: 'sk_test_double', apiBase: stripeDouble.url }),
  tokenFor: async (kind) => STRIPE_TOKENS[kind],
  confirmCardSetup: async (setupId) => {
    await confirmSetupAsShopper(setupId, { apiBase: stripeDouble.url });
  },
  // The challenge answered as the browser's stand-in answers it (Stripe's own page needs a browser).
  threeDSecure: {
    token: 'tok_authenticationRequired',
    answer: async (clientSecret, outcome) => {
      await authenticateAsShopper(clientSecret, { apiBase: stripeDouble.url, outcome });
    },
  },
});

// Against Stripe's test mode only when a key is given.
const stripeKey = process.env.STRIPE_SECRET_KEY;
if (stripeKey) {
  describePaymentProviderContract('stripe', {
    provider: () => createStripeProvider({ secretKey: stripeKey }),
    tokenFor: async (kind) => STRIPE_TOKENS[kind],
    confirmCardSetup: async (setupId) => {
      await confirmSetupAsShopper(setupId, { secretKey: stripeKey });
    },
  });
}

describe('sandbox specifics', () => {
  test('a refund cannot exceed what is left of the charge', async () => {
    const provider = createSandboxProvider(t.handle.db);
    const token = await provider.createToken!({ cardNumber: VISA, expMonth: 1, expYear: 2099, cvc: '999' });
    const card = await provider.attachCard(token.id);
    const { chargeId } = await provider.charge({
      amountCents: 500,
      card: card.providerCardId,
      idempotencyKey: 'specific-charge',
      description: 'x',
    });
    await provider.refund({ chargeId, amountCents: 300, idempotencyKey: 'specific-refund-1' });
    await expect(provider.refund({ chargeId, amountCents: 201, idempotencyKey: 'specific-refund-2' })).rejects.toThrow(
      /exceeds/,
    );
    await provider.refund({ chargeId, amountCents: 200, idempotencyKey: 'specific-refund-3' });
  });

  test('a card that expired after it was saved is declined', async () => {
    let now = new Date('2030-01-15T00:00:00Z');
    const provider = createSandboxProvider(t.handle.db, () => now);
    const token = await provider.createToken!({ cardNumber: VISA, expMonth: 1, expYear: 2030, cvc: '123' });
    const card = await provider.attachCard(token.id);
    now = new Date('2030-02-01T00:00:00Z');
    await expect(
      provider.charge({ amountCents: 100, card: card.providerCardId, idempotencyKey: 'expired', description: 'x' }),
    ).rejects.toThrow('Your card has expired.');
  });
});
