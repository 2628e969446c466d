import { loadConfig } from '../config/config';
import { createDb } from '../db/kysely';
import { migrateToLatest } from '../db/migrations/migrator';

// `npm run migrate -w api`: bring the configured database to the latest schema.
async function run(): Promise<void> {
  const handle = createDb(loadConfig(process.env));
  try {
    const applied = await migrateToLatest(handle);
    console.info(applied.length ? `Applied: ${applied.join(', ')}` : 'Database schema is up to date.');
  } finally {
    await handle.db.destroy();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
