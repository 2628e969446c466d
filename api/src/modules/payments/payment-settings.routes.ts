import type { Config } from '../../config/config';
import { answers, ok } from '../../lib/envelope';
import type { RouteScope } from '../../lib/route-scope';
import { paymentSettingsSchema } from './payment-settings-view';

/**
 * What a card form needs to know, read at run time so one web build works with either
 * provider: Stripe Elements with this publishable key, or the sandbox's token route.
 * Public (the key is meant for browsers) and without a database call. The sandbox answers
 * no key even when one is configured, since its tokens come from the sandbox route only.
 */
export function registerPaymentSettingsRoutes(
  app: RouteScope,
  config: Pick<Config, 'paymentProvider' | 'stripePublishableKey'>,
): void {
  const settings = {
    provider: config.paymentProvider,
    publishable_key: config.paymentProvider === 'stripe' ? (config.stripePublishableKey ?? null) : null,
  };
  const schema = {
    operationId: 'getPaymentSettings',
    tags: ['payments'],
    summary: 'Which card form to show: Stripe Elements with this publishable key, or the sandbox',
    description:
      'Read at run time so one web build works with either provider. Public (no session: a publishable key is ' +
      'meant for browsers). `publishable_key` is `STRIPE_PUBLISHABLE_KEY` while payments go through Stripe, else ' +
      '`null` (the sandbox ignores a configured key).',
    response: answers(paymentSettingsSchema),
  };
  app.get('/api/payments/settings', { schema }, async () => ok('Payment settings fetched', settings));
}
