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
import { pgBossSchemaFor } from '../jobs/job-runners';
import { seedIfEmpty } from '../seed/seed';
import { createFileStorage } from '../storage/create-file-storage';
import { buildServer } from '../server';

export type TestApp = {
  app: FastifyInstance;
  handle: DbHandle;
  config: Config;
  close: () => Promise<void>;
};

/** Which database the suite runs against: PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * A migrated and seeded database of its own (a SQLite file in a temp folder, or a
 * fresh PostgreSQL schema), its media folder, and the app on top, for one test file.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    databaseUrl?: string;
    env?: NodeJS.ProcessEnv;
    /** 'auto': pg-boss on PostgreSQL, as main.ts; default 'in-process' (tests drain mail with app.jobs.drain()). */
    jobs?: 'auto' | 'in-process';
    /** Share another test app's PostgreSQL schema (a second instance on one database); it is not dropped here. */
    pgSchema?: string;
  } = {},
): Promise<TestApp> {
  const databaseUrl = 'databaseUrl' in options ? options.databaseUrl : testDatabaseUrl;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-'));
  const ownSchema = !options.pgSchema;
  const pgSchema = databaseUrl ? (options.pgSchema ?? `test_${randomBytes(6).toString('hex')}`) : undefined;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ...dataFolderEnv(dir),
    SIGNING_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: databaseUrl,
    ...options.env,
  });
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    if (databaseUrl && pgSchema && ownSchema) await runPostgresStatement(databaseUrl, `create schema ${pgSchema}`);
  } catch (error) {
    removeDir();
    throw error;
  }

  const handle = createDb(config, { pgSchema });
  const dropAll = async () => {
    await handle.db.destroy();
    if (databaseUrl && pgSchema && ownSchema) {
      await runPostgresStatement(databaseUrl, `drop schema if exists ${pgBossSchemaFor(pgSchema)} cascade`);
      await runPostgresStatement(databaseUrl, `drop schema ${pgSchema} cascade`);
    }
    removeDir();
  };
  let app: FastifyInstance;
  try {
    await migrateToLatest(handle);
    if (options.seed !== false && ownSchema)
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
