import type { Kysely } from 'kysely';
import type { Database, DocumentType } from '../../db/types';
import type { DocumentFiles } from './document-files';
import { newStorageKey } from './upload-signing';
import type { DocumentFile } from './document-input';
import { insertDocument } from './documents.repository';
import type { UploadUrl } from './upload-view';

/**
 * Records each announced file as a Pending document under a fresh storage key and
 * answers the URL its bytes are PUT to (valid UPLOAD_URL_TTL_MINUTES): the API's signed
 * /uploads/ URL on disk, a presigned bucket URL with S3 (document-files.ts).
 */
export async function createPendingDocuments(
  db: Kysely<Database>,
  storage: DocumentFiles,
  ttlMinutes: number,
  customerId: number,
  docType: DocumentType,
  files: readonly DocumentFile[],
  now: Date,
): Promise<UploadUrl[]> {
  const urls: UploadUrl[] = [];
  for (const file of files) {
    const key = newStorageKey(file.mime_type);
    const id = await insertDocument(db, {
      customer_id: customerId,
      doc_type: docType,
      file_name: file.file_name,
      mime_type: file.mime_type,
      storage_key: key,
      uploaded_at: null,
      status: 'Pending',
      reason: null,
      expires_at: null,
      created_at: now.toISOString(),
    });
    urls.push({
      doc_id: id,
      file_name: file.file_name,
      uploadURL: await storage.uploadUrl(key, file.mime_type, ttlMinutes * 60, now),
    });
  }
  return urls;
}
