import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { badRequest } from '../../lib/http-error';
import { contentMatchesType } from '../documents/file-type';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { unlistGroupFile } from './group-images';

// A group's product documents (a spec sheet, a manual) uploaded from the console, the
// way its pictures are (docs/decisions.md, "Group documents"): the operator announces a
// PDF with the name shoppers will see, the API answers a signed, single-use PUT URL whose
// path carries that name (so the signature covers it), checks the bytes are a PDF, writes
// them to the catalogue's media store beside the seeded sheets, and lists the document on
// the group. PDF only: pictures belong in the group's gallery.

export const GROUP_DOCUMENT_TYPES = { 'application/pdf': 'pdf' } as const;
export type GroupDocumentType = keyof typeof GROUP_DOCUMENT_TYPES;
export const GROUP_DOCUMENT_MIME_TYPES = Object.keys(GROUP_DOCUMENT_TYPES) as [GroupDocumentType];

/** The key the signed URL names: which group, random, and the type's extension. */
export const DOCUMENT_KEY_PATTERN = /^g(\d{1,10})-[0-9a-f]{32}\.pdf$/;

export const FILE_NAME_MAX = 120;
const FILE_NAME_MESSAGE = `file_name must be 1 to ${FILE_NAME_MAX} characters without / \\ or control characters`;

/** A name shoppers see: printable, and no path separators (it travels in the upload URL's path). */
export const groupDocumentName = z
  .string({ error: 'file_name is required' })
  .trim()
  .min(1, 'file_name is required')
  .max(FILE_NAME_MAX, FILE_NAME_MESSAGE)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((name) => !/[/\\\u0000-\u001f\u007f]/.test(name), FILE_NAME_MESSAGE);

export const announceDocumentBody = z.object({
  mime_type: z.enum(GROUP_DOCUMENT_MIME_TYPES, {
    error: `mime_type must be one of ${GROUP_DOCUMENT_MIME_TYPES.join(', ')}`,
  }),
  file_name: groupDocumentName,
});
export const removeDocumentBody = z.object({
  document_url: z.string({ error: 'document_url is required' }).min(1, 'document_url is required'),
});

/**
 * The signer's key: a prefix of its own (a picture's or a customer document's link never
 * works here) and the name, so a link made for one name cannot store another.
 */
export const signedDocumentKey = (key: string, fileName: string) =>
  `group-documents/${key}/${encodeURIComponent(fileName)}`;

/** Where the document lives in the media store, and the path group answers give it. */
export const documentStoreKey = (key: string) => `docs/${key}`;
export const documentPath = (key: string) => `/media/docs/${key}`;

export function newDocumentKey(groupId: number, type: GroupDocumentType): string {
  return `g${groupId}-${randomBytes(16).toString('hex')}.${GROUP_DOCUMENT_TYPES[type]}`;
}

/** True when the bytes really are a PDF (the client's Content-Type is not trusted). */
export const documentMatchesType = (content: Buffer) => contentMatchesType(content, 'application/pdf');

/**
 * Lists the stored document on the group, last, with its audit row; false when this key
 * was added already (the unique index on group and path decides, so two uploads on one
 * link list it once).
 */
export async function addDocument(
  db: Kysely<Database>,
  groupId: number,
  key: string,
  fileName: string,
  actor: AuditActor,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('group_documents')
      .values({ group_id: groupId, path: documentPath(key), file_name: fileName })
      .onConflict((oc) => oc.columns(['group_id', 'path']).doNothing())
      .executeTakeFirst();
    const added = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (added) {
      await recordAudit(trx, actor, {
        action: 'group_document.added',
        subject: { type: 'group', id: groupId },
        groupId,
        after: { document_url: documentPath(key), file_name: fileName },
        summary: `added the document "${fileName}" to group ${groupId}`,
      });
    }
    return added;
  });
}

/** Takes a document off the group. */
export async function removeDocument(
  db: Kysely<Database>,
  groupId: number,
  documentUrl: string,
  actor: AuditActor,
  why?: string,
): Promise<void> {
  if (!(await unlistGroupFile(db, 'group_documents', groupId, documentUrl, actor, why))) {
    throw badRequest('document_url is not a document of this group');
  }
}
