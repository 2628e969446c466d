import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { loadConfig, type Config } from '../config/config';
import { createDb, type DbHandle } from '../db/kysely';
import { migrateToLatest } from '../db/migrations/migrator';
import { seedIfEmpty } from '../seed/seed';
import { buildServer } from '../server';

export type TestApp = {
  app: FastifyInstance;
  handle: DbHandle;
  config: Config;
  close: () => Promise<void>;
};

/** Which database the suite runs against: PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A migrated and seeded database of its own (a SQLite file in a temp folder, or a
 * fresh PostgreSQL schema), its media folder, and the app on top, for one test file.
 */
export async function createTestApp(
  options: { seed?: boolean; databaseUrl?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<TestApp> {
  const databaseUrl = 'databaseUrl' in options ? options.databaseUrl : testDatabaseUrl;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-'));
  const pgSchema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SQLITE_FILE: path.join(dir, 'shop.db'),
    MEDIA_DIR: path.join(dir, 'media'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    SIGNING_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: databaseUrl,
    ...options.env,
  });
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    if (databaseUrl && pgSchema) await onPostgres(databaseUrl, `create schema ${pgSchema}`);
  } catch (error) {
    removeDir();
    throw error;
  }

  const handle = createDb(config, { pgSchema });
  const dropAll = async () => {
    await handle.db.destroy();
    if (databaseUrl && pgSchema) await onPostgres(databaseUrl, `drop schema ${pgSchema} cascade`);
    removeDir();
  };
  let app: FastifyInstance;
  try {
    await migrateToLatest(handle);
    if (options.seed !== false) await seedIfEmpty(handle.db, config.mediaDir);
    app = await buildServer(config, handle);
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
