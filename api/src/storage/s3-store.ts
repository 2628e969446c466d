import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config/config';
import type { PresigningStore } from './file-storage';
import { StorageUnavailableError } from './storage-unavailable';

// Objects in an S3-compatible bucket under one key prefix (documents/, media/).

export function createS3Client(s3: S3Config, endpoint = s3.endpoint): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    // Checksums only where S3 requires them: a presigned PUT must not carry the checksum
    // of an empty body (the browser's file would then fail it), and S3-compatible servers
    // differ in which of the newer checksum headers they know.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const missing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * What a failed call means for the client: the store refusing it (a 4xx: our keys or
 * credentials are wrong) stays an error of ours, a 500; anything else (no connection, a
 * connection cut in the middle of the call or of its body, a 5xx) is the store being
 * unavailable, a 503 (docs/decisions.md#faults).
 */
function unavailableUnlessRefused(error: unknown): unknown {
  const refused = error instanceof S3ServiceException && (error.$metadata.httpStatusCode ?? 500) < 500;
  return refused ? error : new StorageUnavailableError(error);
}

/**
 * `client` does the API's own reads and writes; `presigner` signs the URLs browsers use,
 * for the endpoint browsers reach (S3_PUBLIC_ENDPOINT), since a signature covers the host.
 */
export function createS3Store(client: S3Client, presigner: S3Client, bucket: string, prefix: string): PresigningStore {
  const Key = (key: string) => `${prefix}${key}`;
  return {
    async put(key, content, contentType) {
      await client
        .send(new PutObjectCommand({ Bucket: bucket, Key: Key(key), Body: content, ContentType: contentType }))
        .catch((error: unknown) => {
          throw unavailableUnlessRefused(error);
        });
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }));
        const content = Buffer.from(await answer.Body!.transformToByteArray());
        return { content, contentType: answer.ContentType, etag: answer.ETag };
      } catch (error) {
        if (missing(error)) return null;
        throw unavailableUnlessRefused(error);
      }
    },
    async readStart(key, bytes) {
      try {
        const range = `bytes=0-${bytes - 1}`;
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key), Range: range }));
        // A server that ignores Range sends it all; only the asked-for start is kept.
        return Buffer.from(await answer.Body!.transformToByteArray()).subarray(0, bytes);
      } catch (error) {
        if (missing(error)) return null;
        // An empty object has no byte 0 to start a range at.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) return Buffer.alloc(0);
        throw unavailableUnlessRefused(error);
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: Key(key) })).catch((error: unknown) => {
        throw unavailableUnlessRefused(error);
      });
    },
    presignPut(key, contentType, ttlSeconds) {
      // The content type is a signed header: a PUT with any other type fails the signature.
      // (The presigner otherwise signs only the host and leaves the type to the client.)
      const command = new PutObjectCommand({ Bucket: bucket, Key: Key(key), ContentType: contentType });
      return getSignedUrl(presigner, command, { expiresIn: ttlSeconds, signableHeaders: new Set(['content-type']) });
    },
    presignGet(key, options) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: Key(key),
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.disposition,
        ResponseCacheControl: 'private, max-age=300',
      });
      return getSignedUrl(presigner, command, { expiresIn: options.ttlSeconds });
    },
  };
}
