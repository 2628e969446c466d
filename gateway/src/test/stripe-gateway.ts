import { createDb, type DbHandle } from '../../../api/src/db/kysely';
import { startStripeDouble, type StripeDouble } from '../../../api/src/test/stripe-double';
import { startApiProcess, type ApiProcess } from './api-process';
import { startTestGateway, type TestGateway } from './gateway-client';

/** A gateway over a compiled API that pays through a Stripe double of its own, and the API's database. */
export interface StripeGateway {
  stripe: StripeDouble;
  api: ApiProcess;
  handle: DbHandle;
  gateway: TestGateway;
  /** Closes the gateway, the database handle, the API and the double. */
  stop(): Promise<void>;
}

/** Starts it; `apiEnv` adds to the API's settings (a webhook secret, say). */
export async function startStripeGateway(apiEnv: Record<string, string> = {}): Promise<StripeGateway> {
  const stripe = await startStripeDouble();
  const api = await startApiProcess({
    STRIPE_SECRET_KEY: 'sk_test_gateway',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_gateway',
    STRIPE_API_BASE: stripe.url,
    SETTLEMENT_INTERVAL_SECONDS: '0',
    ...apiEnv,
  });
  const handle = createDb(api.database);
  const gateway = await startTestGateway({ API_URL: api.url });
  return {
    stripe,
    api,
    handle,
    gateway,
    async stop() {
      await gateway.app.close();
      await handle.db.destroy();
      await api.stop();
      await stripe.close();
    },
  };
}
