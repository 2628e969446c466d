import type { Kysely } from 'kysely';
import type { Config } from '../../config/config';
import type { Database } from '../../db/types';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import type * as StripeProviderModule from './stripe-provider';

/**
 * The configured provider, bound to a database executor. The sandbox keeps its books
 * through that executor, so a caller inside a transaction passes the transaction
 * (on SQLite a second statement outside it would wait forever for the one connection).
 */
export type PaymentProviderFor = (db: Kysely<Database>) => PaymentProvider;

export function paymentProviderFor(
  config: Pick<Config, 'paymentProvider' | 'stripeSecretKey' | 'stripeApiBase' | 'paymentTimeoutMs'>,
): PaymentProviderFor {
  if (config.paymentProvider === 'stripe' && config.stripeSecretKey) {
    // The Stripe SDK is required only by a shop that takes payments with Stripe, not by
    // every start (docs/decisions.md "Test suite time": heavy modules required on first use).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createStripeProvider } = require('./stripe-provider') as typeof StripeProviderModule;
    const stripe = createStripeProvider({
      secretKey: config.stripeSecretKey,
      apiBase: config.stripeApiBase,
      timeoutMs: config.paymentTimeoutMs,
    });
    return () => stripe;
  }
  return (db) => createSandboxProvider(db);
}
