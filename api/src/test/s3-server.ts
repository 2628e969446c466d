import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

// A real S3-compatible server for the tests (s3rver, from npm: an S3 API over a folder,
// signatures and expiry of presigned URLs checked), started by the test itself: the
// storage code runs its real SDK calls, never a mocked client.

// s3rver's built-in account.
const ACCESS_KEY = 'S3RVER';

export type TestS3 = {
  /** The API's settings pointing at this server (createTestApp's env). */
  env: NodeJS.ProcessEnv;
  endpoint: string;
  bucket: string;
  /** The folder s3rver keeps the bucket in. */
  directory: string;
  close: () => Promise<void>;
};

export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const bucket = 'shop-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    endpoint,
    bucket,
    directory,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
