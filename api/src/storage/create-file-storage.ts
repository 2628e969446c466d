import type { Config } from '../config/config';
import { createDiskStore } from './disk-store';
import type { FileStorage } from './file-storage';
import type * as S3StoreModule from './s3-store';

/**
 * The one place the storage is chosen: S3 when S3_BUCKET is set, local disk otherwise.
 * Both live in one bucket under their own prefixes, so one bucket policy and one
 * lifecycle rule (for documents/incoming/) cover them.
 */
export function createFileStorage(config: Pick<Config, 's3' | 'uploadDir' | 'mediaDir'>): FileStorage {
  const { s3 } = config;
  if (!s3) {
    return {
      kind: 'disk',
      documents: createDiskStore(config.uploadDir),
      media: createDiskStore(config.mediaDir),
      mediaDir: config.mediaDir,
    };
  }
  // The AWS SDK is required only by a shop on S3, not by every start (docs/decisions.md
  // "Test suite time": heavy modules required on first use).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createS3Client, createS3Store } = require('./s3-store') as typeof S3StoreModule;
  const client = createS3Client(s3);
  const presigner = s3.publicEndpoint ? createS3Client(s3, s3.publicEndpoint) : client;
  return {
    kind: 's3',
    documents: createS3Store(client, presigner, s3.bucket, 'documents/'),
    media: createS3Store(client, presigner, s3.bucket, 'media/'),
  };
}
