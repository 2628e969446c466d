import { loadConfig } from '../config/config';
import { createDb } from '../db/kysely';
import { migrateToLatest } from '../db/migrations/migrator';
import { usePasswordHashCost } from '../modules/auth/password';
import { seedIfEmpty } from '../seed/seed';
import { createFileStorage } from '../storage/create-file-storage';

// `npm run seed -w api`: migrate, then load the demo data if the database has none.
async function run(): Promise<void> {
  const config = loadConfig(process.env);
  usePasswordHashCost(config.passwordHashCost);
  const handle = createDb(config);
  try {
    await migrateToLatest(handle);
    const summary = await seedIfEmpty(
      handle.db,
      config.mediaDir,
      new Date(),
      config.uploadDir,
      createFileStorage(config),
    );
    console.info(
      summary.seeded
        ? `Seeded ${summary.customers} accounts, ${summary.categories} categories, ${summary.groups} groups.`
        : 'Database already has data; nothing seeded.',
    );
  } finally {
    await handle.db.destroy();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
