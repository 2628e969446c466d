import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import type { ObjectStore } from '../../storage/file-storage';
import type { AuditActor } from '../audit/audit-log';
import type { UploadSigner } from '../documents/upload-signing';

// What group pictures' and documents' upload links share: how they are signed and how long
// they work, and for the PUT routes (group-uploads.routes.ts) the link's check and the
// single-use store.

export const INVALID_LINK = 'Upload link is invalid or has expired';

/**
 * What announcing a group picture or document needs: a signed PUT URL for a key (the
 * documents' signer), bound to the staff member announcing it: the upload is audited as
 * theirs (docs/decisions.md "Staff roles and the audit log").
 */
export type GroupLinkSigning = { putUrl(key: string, ttlSeconds: number, by: number): string };

/** How long an announced picture's or document's upload link works (once). */
export const UPLOAD_LINK_TTL_SECONDS = 15 * 60;

export type GroupUploadDeps = { db: Kysely<Database>; signer: UploadSigner; media: ObjectStore; maxBytes: number };

export const linkQuery = z.object({
  expires: z.string().describe('Unix time after which the link stops working'),
  signature: z.string().describe('HMAC of method, key, expiry and `by`'),
  by: z.string().describe('The staff member who announced the upload (signed with the link)'),
});

type LinkRequest = FastifyRequest<{ Querystring: { expires?: string; signature?: string; by?: string } }>;

/**
 * An onRequest check of the link's signature, before the body is read: a forged link
 * costs no bandwidth or storage. `signedKey` answers the key the link was signed for, or
 * null when the path is not one the console's announce makes.
 */
export function signedLink(signer: UploadSigner, signedKey: (params: unknown) => string | null) {
  return async (request: LinkRequest) => {
    const key = signedKey(request.params);
    const { expires, signature, by } = request.query;
    const valid =
      key !== null &&
      typeof expires === 'string' &&
      typeof signature === 'string' &&
      typeof by === 'string' &&
      signer.verify('PUT', key, expires, signature, undefined, by);
    if (!valid) throw new HttpError(403, INVALID_LINK);
  };
}

/** The staff member a verified link was made for, as the audit log names them, from the address uploading. */
export async function uploaderOf(db: Kysely<Database>, request: LinkRequest): Promise<AuditActor> {
  const id = Number(request.query.by);
  const account = await db.selectFrom('customers').select('email').where('id', '=', id).executeTakeFirst();
  return { id, email: account?.email ?? `account ${id}`, ip: request.ip };
}

/**
 * Lists the file on the group, then writes it; single use: the second PUT of a key finds
 * it listed already. A failed write takes it off again so the link can be retried.
 */
export async function storeOnce(
  media: ObjectStore,
  file: { storeKey: string; content: Buffer; contentType: string },
  list: { add: () => Promise<boolean>; undo: () => Promise<void> },
): Promise<void> {
  if (!(await list.add())) throw new HttpError(403, INVALID_LINK);
  try {
    await media.put(file.storeKey, file.content, file.contentType);
  } catch (error) {
    await list.undo();
    throw error;
  }
}
