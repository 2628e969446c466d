import Stripe from 'stripe';

/** Stripe's test PaymentMethods (https://docs.stripe.com/testing), which the double knows too. */
export type TestPaymentMethod =
  'pm_card_visa' | 'pm_card_mastercard' | 'pm_card_chargeDeclined' | 'pm_card_chargeDeclinedInsufficientFunds';

/**
 * What the shopper's browser does with Stripe.js (`confirmCardSetup`), done in a test:
 * confirms a SetupIntent with one of Stripe's test cards, through the real SDK, against
 * the double (`apiBase`) or, without one, Stripe's test mode.
 */
export async function confirmSetupAsShopper(
  setupId: string,
  {
    apiBase,
    secretKey = 'sk_test_double',
    card = 'pm_card_visa',
  }: {
    apiBase?: string;
    secretKey?: string;
    card?: TestPaymentMethod;
  },
): Promise<Stripe.SetupIntent> {
  const base = apiBase ? new URL(apiBase) : undefined;
  const stripe = new Stripe(secretKey, {
    ...(base && { host: base.hostname, port: Number(base.port), protocol: 'http' as const }),
  });
  return stripe.setupIntents.confirm(setupId, { payment_method: card });
}
