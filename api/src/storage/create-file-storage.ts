import type { Config } from '../config/config';
import { createDiskStore } from './disk-store';
import type { FileStorage } from './file-storage';
import { createS3Client, createS3Store } from './s3-store';

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
  const client = createS3Client(s3);
  const presigner = s3.publicEndpoint ? createS3Client(s3, s3.publicEndpoint) : client;
  return {
    kind: 's3',
    documents: createS3Store(client, presigner, s3.bucket, 'documents/'),
    media: createS3Store(client, presigner, s3.bucket, 'media/'),
  };
}
