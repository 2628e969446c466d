import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DOCUMENT_MIME_TYPES, type DocumentMimeType } from './file-type';

// Uploaded documents are reached only through signed, expiring URLs on the public origin
// (the gateway proxies /uploads/* to /api/uploads/*). The signature covers the method,
// so a download link cannot be used to overwrite the file, and the expiry.

export type UploadMethod = 'GET' | 'PUT';

/** Keys are generated here, never taken from the client's file name. */
export function newStorageKey(mimeType: DocumentMimeType): string {
  return `${randomBytes(16).toString('hex')}.${DOCUMENT_MIME_TYPES[mimeType]}`;
}

/** Anything else is not a key this server made, so it can never name a path outside UPLOAD_DIR. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{32}\.(pdf|doc|docx)$/;

export type UploadSigner = {
  /**
   * `${publicUrl}/uploads/<key>?expires=<unix seconds>&signature=<hex hmac>`, and `&by=<id>`
   * when the link is bound to the staff member who asked for it (group pictures and
   * documents: their upload is audited as theirs); the signature covers `by` too.
   */
  url(method: UploadMethod, key: string, ttlSeconds: number, now?: Date, by?: number): string;
  /** True for an untampered signature (of this `by`, when one is given) whose expiry is still ahead. */
  verify(method: UploadMethod, key: string, expires: string, signature: string, now?: Date, by?: string): boolean;
};

export function createUploadSigner(secret: string, publicUrl: string): UploadSigner {
  const sign = (method: UploadMethod, key: string, expires: string, by?: string) =>
    createHmac('sha256', secret)
      .update(`${method}\n${key}\n${expires}${by === undefined ? '' : `\nby:${by}`}`)
      .digest();

  return {
    url(method, key, ttlSeconds, now = new Date(), by) {
      const expires = String(Math.floor(now.getTime() / 1000) + ttlSeconds);
      const bound = by === undefined ? undefined : String(by);
      const signature = sign(method, key, expires, bound).toString('hex');
      return `${publicUrl}/uploads/${key}?expires=${expires}&signature=${signature}${bound === undefined ? '' : `&by=${bound}`}`;
    },
    verify(method, key, expires, signature, now = new Date(), by) {
      if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return false;
      if (by !== undefined && !/^\d{1,10}$/.test(by)) return false;
      if (Number(expires) * 1000 <= now.getTime()) return false;
      // Constant-time comparison, so the signature cannot be guessed byte by byte.
      return timingSafeEqual(sign(method, key, expires, by), Buffer.from(signature, 'hex'));
    },
  };
}
