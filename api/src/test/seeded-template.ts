import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataFolderEnv } from '../config/data-folder';
import { createDb } from '../db/kysely';
import { migrateToLatest } from '../db/migrations/migrator';
import { runPostgresStatement } from '../db/postgres-statement';
import { usePasswordHashCost } from '../modules/auth/password';
import { seedIfEmpty } from '../seed/seed';
import { databaseUrlOf, SEEDED_POSTGRES_ENV, SEEDED_SQLITE_ENV, seededPostgres } from './seeded-copy';

// The demo data seeded once per jest run, which every test app and API process copies
// (./seeded-copy.ts; docs/decisions.md "Test suite time"): seeding hashes the demo
// accounts' passwords and draws the catalogue's files, seconds per start, where a copy
// takes a fraction of one. The seed's dates are relative to its `now`, days apart, so a
// template made at the start of a run serves the whole run.

/** Migrates and seeds the database of `databaseUrl` (or the SQLite file of `dir`), the files into `dir`. */
async function seedInto(dir: string, databaseUrl: string | undefined): Promise<void> {
  const folders = dataFolderEnv(dir);
  const handle = createDb({ databaseUrl, sqliteFile: folders.SQLITE_FILE });
  try {
    await migrateToLatest(handle);
    await seedIfEmpty(handle.db, folders.MEDIA_DIR, new Date(), folders.UPLOAD_DIR);
  } finally {
    await handle.db.destroy();
  }
}

/**
 * Makes the seeded template this run's tests copy, unless one is made already (the API's
 * and the gateway's projects share it): on PostgreSQL when TEST_DATABASE_URL is set, else
 * on SQLite. jest's workers, started after the global setup, inherit where it is in their
 * environment.
 */
export async function makeSeededTemplate(): Promise<void> {
  // The suite signs in thousands of times: it hashes at the low cost unless the shell asks
  // for the standard one (docs/decisions.md "Password hashing"). Set here, before the
  // workers start, so they and every API process they start inherit it, and the template's
  // demo accounts are hashed the same way.
  process.env.PASSWORD_HASH_COST ||= 'low';
  usePasswordHashCost(process.env.PASSWORD_HASH_COST === 'standard' ? 'standard' : 'low');
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  if (process.env[serverUrl ? SEEDED_POSTGRES_ENV : SEEDED_SQLITE_ENV]) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seeded-'));
  if (!serverUrl) {
    await seedInto(dir, undefined);
    process.env[SEEDED_SQLITE_ENV] = dir;
    return;
  }
  const name = `shop_seeded_${randomBytes(6).toString('hex')}`;
  await runPostgresStatement(serverUrl, `create database ${name}`);
  // seedInto closes its pool: a template must have no connections when it is copied.
  await seedInto(dir, databaseUrlOf(serverUrl, name));
  process.env[SEEDED_POSTGRES_ENV] = `${name}@${dir}`;
}

/** Removes this run's template (global teardown; a second project's call finds it gone). */
export async function removeSeededTemplate(): Promise<void> {
  const sqlite = process.env[SEEDED_SQLITE_ENV];
  if (sqlite) fs.rmSync(sqlite, { recursive: true, force: true });
  const postgres = seededPostgres();
  if (postgres && process.env.TEST_DATABASE_URL) {
    await runPostgresStatement(
      process.env.TEST_DATABASE_URL,
      `drop database if exists ${postgres.database} with (force)`,
    );
    fs.rmSync(postgres.files, { recursive: true, force: true });
  }
  delete process.env[SEEDED_SQLITE_ENV];
  delete process.env[SEEDED_POSTGRES_ENV];
}
