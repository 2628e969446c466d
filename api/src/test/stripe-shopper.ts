import Stripe from 'stripe';

/** Stripe's test PaymentMethods (https://docs.stripe.com/testing), which the double knows too. */
export type TestPaymentMethod =
  | 'pm_card_visa'
  | 'pm_card_mastercard'
  | 'pm_card_chargeDeclined'
  | 'pm_card_chargeDeclinedInsufficientFunds'
  | 'pm_card_authenticationRequiredOnSetup'
  | 'pm_card_authenticationRequired';

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

/**
 * What the shopper's browser does with Stripe.js `handleNextAction` for a PaymentIntent
 * waiting in `requires_action`: reads the intent with the publishable key and its client
 * secret, then answers the 3-D Secure challenge its next action names (the double's test
 * page: `complete` or `fail`), and answers the intent as it ends. Only against the double:
 * Stripe's own challenge page needs a browser.
 */
export async function authenticateAsShopper(
  clientSecret: string,
  {
    apiBase,
    publishableKey = 'pk_test_double',
    outcome = 'complete',
  }: { apiBase: string; publishableKey?: string; outcome?: 'complete' | 'fail' },
): Promise<{ id: string; status: string }> {
  const intentId = clientSecret.split('_secret_')[0]!;
  const query = new URLSearchParams({ key: publishableKey, client_secret: clientSecret });
  const read = await fetch(`${apiBase}/v1/payment_intents/${intentId}?${query}`);
  const intent = (await read.json()) as {
    status: string;
    next_action: { type: string; use_stripe_sdk?: { stripe_js: string } } | null;
  };
  if (!read.ok) throw new Error(`Stripe refused to show ${intentId}: ${JSON.stringify(intent)}`);
  const page = intent.next_action?.use_stripe_sdk?.stripe_js;
  if (intent.status !== 'requires_action' || !page) throw new Error(`${intentId} asks for no authentication`);
  const answered = await fetch(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: publishableKey, client_secret: clientSecret, outcome }).toString(),
  });
  const ended = (await answered.json()) as { id: string; status: string };
  if (!answered.ok) throw new Error(`The challenge of ${intentId} was refused: ${JSON.stringify(ended)}`);
  return ended;
}

/**
 * What the shopper's browser does with Stripe.js `createPaymentMethod({ elements })` once a
 * wallet's sheet (the Express Checkout Element's Google Pay, Apple Pay or Link) approved the
 * payment: a one-time card PaymentMethod naming its wallet, made with the publishable key.
 * Against the double only: it takes the wallet's name and the test card in place of the
 * wallet's token (stripe-double.ts, "Wallets"). `wallet: null` makes a typed card's method.
 * Answers its `pm_…` id.
 */
export async function createWalletMethodAsShopper({
  apiBase,
  publishableKey = 'pk_test_double',
  wallet = 'google_pay',
  number = '4242424242424242',
}: {
  apiBase: string;
  publishableKey?: string;
  wallet?: string | null;
  number?: string;
}): Promise<string> {
  const form = new URLSearchParams({ key: publishableKey, type: 'card', 'card[number]': number });
  if (wallet) form.set('wallet', wallet);
  const res = await fetch(`${apiBase}/v1/payment_methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const method = (await res.json()) as { id: string };
  if (!res.ok) throw new Error(`Stripe refused the wallet's payment method: ${JSON.stringify(method)}`);
  return method.id;
}
