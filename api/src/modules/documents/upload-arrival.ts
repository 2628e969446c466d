import type { Kysely } from 'kysely';
import type { CustomerDocument, Database } from '../../db/types';
import type { ObjectStore } from '../../storage/file-storage';
import { StorageUnavailableError } from '../../storage/storage-unavailable';
import { claimUpload, rejectUpload, releaseUpload } from './documents.repository';
import { contentMatchesType } from './file-type';
import { tooLargeMessage } from './upload-limits';

// With object storage the browser PUTs a document straight to the bucket, where nothing
// can look inside it. The bucket holds it under incoming/ until the API has checked it:
// size, and its bytes against the declared type (the same check as PUT /api/uploads).
// Only then is it copied to its own key and counted (uploaded_at); a refused one is
// marked Rejected with the reason, so the shopper sees why in the profile.

export const INCOMING = 'incoming/';

/** Checks every Pending document not counted yet whose file has arrived; true when any row changed. */
export async function confirmArrivedUploads(
  db: Kysely<Database>,
  store: ObjectStore,
  docs: readonly CustomerDocument[],
  maxBytes: number,
  now: Date,
): Promise<boolean> {
  let changed = false;
  for (const doc of docs) {
    if (doc.uploaded_at !== null || doc.status !== 'Pending') continue;
    if (await confirmOne(db, store, doc, maxBytes, now)) changed = true;
  }
  return changed;
}

async function confirmOne(
  db: Kysely<Database>,
  store: ObjectStore,
  doc: CustomerDocument,
  maxBytes: number,
  now: Date,
): Promise<boolean> {
  const incoming = `${INCOMING}${doc.storage_key}`;
  // One byte past the limit tells an oversized file without reading it whole. The bytes
  // checked are the bytes kept: copying the object afterwards could copy a newer one the
  // still-valid upload URL put there in between.
  const content = await store.readStart(incoming, maxBytes + 1);
  if (content === null) return false;
  const refusal =
    content.length > maxBytes
      ? tooLargeMessage(maxBytes)
      : contentMatchesType(content, doc.mime_type)
        ? null
        : 'File type not supported';
  if (refusal) {
    const rejected = await rejectUpload(db, doc.id, refusal);
    await clearIncoming(store, incoming);
    return rejected;
  }
  // Two readers confirming at once: only the one that flips uploaded_at stores the file.
  if (!(await claimUpload(db, doc.id, now.toISOString()))) return false;
  try {
    await store.put(doc.storage_key, content, doc.mime_type);
  } catch (error) {
    await releaseUpload(db, doc.id);
    throw error;
  }
  await clearIncoming(store, incoming);
  return true;
}

/**
 * Deletes the arrived file once what it became is recorded. A store that is down then
 * does not turn the recorded outcome into a failure: what is left under incoming/ is never
 * served, and the bucket's rule expiring incoming/ removes it (docs/decisions.md#files).
 */
async function clearIncoming(store: ObjectStore, incoming: string): Promise<void> {
  await store.remove(incoming).catch((error: unknown) => {
    if (!(error instanceof StorageUnavailableError)) throw error;
  });
}
