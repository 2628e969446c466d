import { createHash } from 'node:crypto';

/**
 * A persisted document's id: the SHA-256 of its text exactly as clients send it, in hex —
 * what Apollo's automatic persisted queries and Apollo Client's PersistedQueryLink call
 * `sha256Hash`, so one id serves the manifest, APQ and the client alike.
 */
export function persistedDocumentId(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
