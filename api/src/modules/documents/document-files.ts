import type { Kysely } from 'kysely';
import type { CustomerDocument, Database } from '../../db/types';
import type { FileStorage, ObjectStore } from '../../storage/file-storage';
import { INCOMING, confirmArrivedUploads } from './upload-arrival';
import type { UploadSigner } from './upload-signing';

// Customer documents' files over either storage (docs/decisions.md#files). On disk the
// browser PUTs to the API (PUT /api/uploads/:key checks the bytes before it stores them);
// on S3 it PUTs straight to the bucket under documents/incoming/ and the API checks the
// object afterwards (upload-arrival.ts): only a checked copy counts and is ever served.

export type DocumentFiles = {
  readonly kind: FileStorage['kind'];
  /** Where the stored files are (disk: UPLOAD_DIR; S3: the documents/ prefix). */
  readonly store: ObjectStore;
  /** The URL the browser PUTs the announced file to, with exactly this content type. */
  uploadUrl(key: string, mimeType: string, ttlSeconds: number, now: Date): Promise<string>;
  /** A short-lived URL reading the file; hand it only to the document's owner or an admin. */
  readUrl(doc: CustomerDocument, ttlSeconds: number, now: Date): Promise<string>;
  /** Counts uploads that arrived in the bucket and pass the checks; true when a row changed. */
  confirmArrivals(db: Kysely<Database>, docs: readonly CustomerDocument[], now: Date): Promise<boolean>;
};

export const S3_READ_TTL_SECONDS = 15 * 60;

/** A PDF opens in the browser's viewer; a Word file is only ever downloaded. */
export function dispositionOf(doc: Pick<CustomerDocument, 'mime_type' | 'file_name'>): string {
  // The client's file name only in the header's ASCII-safe form.
  const fileName = doc.file_name.replace(/[^\w.\- ]/g, '_');
  return `${doc.mime_type === 'application/pdf' ? 'inline' : 'attachment'}; filename="${fileName}"`;
}

export function createDocumentFiles(storage: FileStorage, signer: UploadSigner, maxBytes: number): DocumentFiles {
  if (storage.kind === 'disk') {
    return {
      kind: 'disk',
      store: storage.documents,
      uploadUrl: async (key, _mimeType, ttlSeconds, now) => signer.url('PUT', key, ttlSeconds, now),
      readUrl: async (doc, ttlSeconds, now) => signer.url('GET', doc.storage_key, ttlSeconds, now),
      // PUT /api/uploads/:key checked and counted the file as it arrived.
      confirmArrivals: async () => false,
    };
  }
  const store = storage.documents;
  // Anyone holding a presigned URL can read until it expires, and it cannot be revoked:
  // the bucket's read links live a quarter of an hour at most.
  const readTtl = (ttlSeconds: number) => Math.min(ttlSeconds, S3_READ_TTL_SECONDS);
  return {
    kind: 's3',
    store,
    uploadUrl: (key, mimeType, ttlSeconds) => store.presignPut(`${INCOMING}${key}`, mimeType, ttlSeconds),
    readUrl: (doc, ttlSeconds) =>
      store.presignGet(doc.storage_key, {
        contentType: doc.mime_type,
        disposition: dispositionOf(doc),
        ttlSeconds: readTtl(ttlSeconds),
      }),
    confirmArrivals: (db, docs, now) => confirmArrivedUploads(db, store, docs, maxBytes, now),
  };
}
