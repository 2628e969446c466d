// Where customer documents and catalogue media live: local disk (the default, nothing to
// set up) or an S3-compatible bucket (S3_BUCKET), chosen once at start from the config
// (create-file-storage.ts). docs/decisions.md#files has the reasons.

export type StoredObject = { content: Buffer; contentType: string | undefined; etag: string | undefined };

/** Bytes under keys, in one folder or one bucket prefix. Keys are made by the server, never by clients. */
export type ObjectStore = {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The object, or null when it does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** At most the first `bytes` bytes (null when absent): a size check that never reads a huge object whole. */
  readStart(key: string, bytes: number): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

export type DownloadOptions = { contentType: string; disposition: string; ttlSeconds: number };

/** With object storage the browser talks to the store itself, through presigned URLs. */
export type PresigningStore = ObjectStore & {
  /** A PUT URL whose signature covers the content type, valid for ttlSeconds. */
  presignPut(key: string, contentType: string, ttlSeconds: number): Promise<string>;
  /** A GET URL answering with these headers, valid for ttlSeconds. */
  presignGet(key: string, options: DownloadOptions): Promise<string>;
};

export type FileStorage =
  | { kind: 'disk'; documents: ObjectStore; media: ObjectStore; mediaDir: string }
  | { kind: 's3'; documents: PresigningStore; media: ObjectStore };
