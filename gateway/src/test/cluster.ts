import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createDb, type DbHandle } from '../../../api/src/db/kysely';
import { startTestS3, type TestS3 } from '../../../api/src/test/s3-server';
import { freshPostgresDatabase, startApiProcess, type ApiProcess } from './api-process';
import { startTestGateway, type TestGateway } from './gateway-client';

export interface TestCluster {
  /** Two API processes on one PostgreSQL database. */
  apis: [ApiProcess, ApiProcess];
  /** Two gateways, the first in front of the first API, the second of the second. */
  gateways: [TestGateway, TestGateway];
  /** The shared database, for tests that check what was written. */
  handle: DbHandle;
  /** The S3-compatible server (s3rver) both APIs keep documents and media in. */
  s3: TestS3;
  /** The Redis both gateways share, and the prefix of this run's keys in it. */
  redis: { url: string; keyPrefix: string };
  stop(): Promise<void>;
}

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The shop as several instances run it (docs/scaling.md): two APIs sharing one fresh
 * PostgreSQL database on TEST_DATABASE_URL's server and one S3 bucket (a local s3rver),
 * and two gateway instances, each with its own memory, sharing one Redis under a key
 * prefix of this run's own (several runs may share the machine's Redis). The first API
 * migrates and seeds the database (the demo start) before the second starts on it.
 * `apiEnv` adds settings to both APIs.
 */
export async function startCluster(apiEnv: Record<string, string> = {}): Promise<TestCluster> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the cluster runs on PostgreSQL: set TEST_DATABASE_URL');
  const database = await freshPostgresDatabase(serverUrl);
  const s3 = await startTestS3();
  const env = { ...(s3.env as Record<string, string>), ...apiEnv };
  const first = await startApiProcess(env, { sharedDatabaseUrl: database.url });
  const second = await startApiProcess(env, { sharedDatabaseUrl: database.url });
  const keyPrefix = `shop-cluster-test-${randomBytes(6).toString('hex')}`;
  const gatewaySettings = {
    REDIS_URL,
    REDIS_KEY_PREFIX: keyPrefix,
    // The GraphQL rate limit's counts in Redis are per client address under one fixed
    // namespace, shared with every other run on this machine's Redis (all from
    // 127.0.0.1); gateway/src/http/rate-limit.test.ts proves that limit across gateways.
    GRAPHQL_RATE_LIMIT: 0,
  };
  const gateways: [TestGateway, TestGateway] = [
    await startTestGateway({ API_URL: first.url, ...gatewaySettings }),
    await startTestGateway({ API_URL: second.url, ...gatewaySettings }),
  ];
  const handle = createDb({ databaseUrl: database.url, sqliteFile: '' });
  return {
    apis: [first, second],
    gateways,
    handle,
    s3,
    redis: { url: REDIS_URL, keyPrefix },
    async stop() {
      await handle.db.destroy();
      await Promise.all(gateways.map((gateway) => gateway.app.close()));
      await Promise.all([first.stop(), second.stop()]);
      await database.drop();
      await s3.close();
      await deleteKeys(REDIS_URL, keyPrefix);
    },
  };
}

/** Removes this run's keys from the shared Redis. */
async function deleteKeys(url: string, keyPrefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
