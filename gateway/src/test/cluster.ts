import { createDb, type DbHandle } from '../../../api/src/db/kysely';
import { freshPostgresDatabase, startApiProcess, type ApiProcess } from './api-process';
import { startTestGateway, type TestGateway } from './gateway-client';

export interface TestCluster {
  /** Two API processes on one PostgreSQL database. */
  apis: [ApiProcess, ApiProcess];
  /** Two gateways, the first in front of the first API, the second of the second. */
  gateways: [TestGateway, TestGateway];
  /** The shared database, for tests that check what was written. */
  handle: DbHandle;
  stop(): Promise<void>;
}

/**
 * The shop as several instances run it (docs/scaling.md): two APIs sharing one fresh
 * PostgreSQL database on TEST_DATABASE_URL's server, and two gateway instances, each with
 * its own memory, that share only what the engines share. The first API migrates and
 * seeds the database (the demo start) before the second starts on it.
 */
export async function startCluster(env: Record<string, string> = {}): Promise<TestCluster> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the cluster runs on PostgreSQL: set TEST_DATABASE_URL');
  const database = await freshPostgresDatabase(serverUrl);
  const first = await startApiProcess(env, { sharedDatabaseUrl: database.url });
  const second = await startApiProcess(env, { sharedDatabaseUrl: database.url });
  const gateways: [TestGateway, TestGateway] = [
    await startTestGateway({ API_URL: first.url }),
    await startTestGateway({ API_URL: second.url }),
  ];
  const handle = createDb({ databaseUrl: database.url, sqliteFile: '' });
  return {
    apis: [first, second],
    gateways,
    handle,
    async stop() {
      await handle.db.destroy();
      await Promise.all(gateways.map((gateway) => gateway.app.close()));
      await Promise.all([first.stop(), second.stop()]);
      await database.drop();
    },
  };
}
