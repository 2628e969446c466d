import { createTestApp } from './test-app';

// Prints every route the API answers as JSON lines of `METHOD url` (the HEAD routes Fastify
// adds to each GET left out), for scripts/coverage-count.ts, which runs it as a process of
// its own (the scripts' type-check does not reach the API's sources).
async function main(): Promise<void> {
  const t = await createTestApp({ seed: false, databaseUrl: undefined });
  try {
    const routes = t.app.routeInventory.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    process.stdout.write(`${JSON.stringify([...new Set(routes)])}\n`);
  } finally {
    await t.close();
  }
}

void main();
