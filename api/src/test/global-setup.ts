import { makeSeededTemplate } from './seeded-template';

// jest's global setup of the API's and the gateway's projects: the run's seeded template.
export default async function globalSetup(): Promise<void> {
  await makeSeededTemplate();
}
