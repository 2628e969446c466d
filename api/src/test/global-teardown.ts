import { removeSeededTemplate } from './seeded-template';

// jest's global teardown of the API's and the gateway's projects.
export default async function globalTeardown(): Promise<void> {
  await removeSeededTemplate();
}
