import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config/config';
import { dataFolderEnv } from '../config/data-folder';
import { createDb, type DbHandle } from '../db/kysely';
import { runPostgresStatement } from '../db/postgres-statement';
import { migrateToLatest } from '../db/migrations/migrator';
import { usePasswordHashCost } from '../modules/auth/password';
import { seedIfEmpty } from '../seed/seed';
import { createFileStorage } from '../storage/create-file-storage';
import { buildServer } from '../server';
import { copySeededSqlite, createPostgresDatabase, databaseUrlOf } from './seeded-copy';

export type TestApp = {
  app: FastifyInstance;
  handle: DbHandle;
  config: Config;
  close: () => Promise<void>;
};

/** Which database the suite runs against: PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * A migrated and seeded database of its own (a SQLite file in a temp folder, or a fresh
 * PostgreSQL database on TEST_DATABASE_URL's server), its media folder, and the app on
 * top, for one test file. The seed is a copy of the run's seeded template when the jest
 * global setup made one (./seeded-copy.ts), else made here.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    databaseUrl?: string;
    env?: NodeJS.ProcessEnv;
    /** 'auto': pg-boss on PostgreSQL, as main.ts; default 'in-process' (tests drain mail with app.jobs.drain()). */
    jobs?: 'auto' | 'in-process';
    /** Share another test app's PostgreSQL database (a second instance on one database); it is not dropped here. */
    sharedWith?: TestApp;
  } = {},
): Promise<TestApp> {
  const serverUrl = 'databaseUrl' in options ? options.databaseUrl : testDatabaseUrl;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-'));
  const ownDatabase = !options.sharedWith;
  const database = serverUrl && ownDatabase ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const databaseUrl = options.sharedWith
    ? options.sharedWith.config.databaseUrl
    : serverUrl && database
      ? databaseUrlOf(serverUrl, database)
      : undefined;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ...dataFolderEnv(dir),
    SIGNING_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: databaseUrl,
    PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST,
    ...options.env,
  });
  usePasswordHashCost(config.passwordHashCost);
  // A copy of the seeded template unless this app seeds elsewhere (a bucket) or not at all.
  const fromTemplate = options.seed !== false && ownDatabase && !config.s3;
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    if (serverUrl && database) await createPostgresDatabase(serverUrl, database, fromTemplate ? dir : undefined);
    else if (fromTemplate) copySeededSqlite(dir);
  } catch (error) {
    removeDir();
    throw error;
  }

  const handle = createDb(config);
  const dropAll = async () => {
    await handle.db.destroy();
    if (serverUrl && database)
      await runPostgresStatement(serverUrl, `drop database if exists ${database} with (force)`);
    removeDir();
  };
  let app: FastifyInstance;
  try {
    await migrateToLatest(handle);
    if (options.seed !== false && ownDatabase)
      await seedIfEmpty(handle.db, config.mediaDir, new Date(), config.uploadDir, createFileStorage(config));
    app = await buildServer(config, handle, { jobs: options.jobs ?? 'in-process' });
  } catch (error) {
    await dropAll();
    throw error;
  }

  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      await dropAll();
    },
  };
}
