import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { badRequest, notFound } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit/audit-log';

// Group pictures uploaded from the console (docs/decisions.md, "Group images"): the
// operator announces a picture, the API answers a signed, expiring PUT URL on the public
// origin, and the bytes go through the API (PUT /api/uploads/group-images/:key), which
// checks them before it writes them to the catalogue's media store, whichever storage
// holds it, and adds the picture to the group. SVG is refused: media are served from the
// shop's origin, and an SVG can carry script.

export const IMAGE_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** The key the signed URL names: which group, random, and the type's extension. */
export const IMAGE_KEY_PATTERN = /^g(\d{1,10})-[0-9a-f]{32}\.(png|jpg|webp)$/;

/** The signer's key, so a document's signed URL can never be used for an image and back. */
export const signedImageKey = (key: string) => `group-images/${key}`;

/** Where the picture lives in the media store, and the path group answers give it. */
export const imageStoreKey = (key: string) => `groups/${key}`;
export const imagePath = (key: string) => `/media/groups/${key}`;

export const announceImageBody = z.object({
  mime_type: z.enum(Object.keys(IMAGE_TYPES) as [ImageType, ...ImageType[]], {
    error: `mime_type must be one of ${Object.keys(IMAGE_TYPES).join(', ')}`,
  }),
});
export const removeImageBody = z.object({
  image_url: z.string({ error: 'image_url is required' }).min(1, 'image_url is required'),
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** True when the bytes really are a picture of the key's type (the client's word is not trusted). */
export function imageMatchesType(content: Buffer, extension: string): boolean {
  if (extension === 'png') return content.subarray(0, PNG.length).equals(PNG);
  if (extension === 'jpg') return content.subarray(0, JPEG.length).equals(JPEG);
  return content.toString('latin1', 0, 4) === 'RIFF' && content.toString('latin1', 8, 12) === 'WEBP';
}

export function newImageKey(groupId: number, type: ImageType): string {
  return `g${groupId}-${randomBytes(16).toString('hex')}.${IMAGE_TYPES[type]}`;
}

export async function requireGroup(db: Kysely<Database>, groupId: number): Promise<void> {
  const group = await db.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!group) throw notFound('Group not found');
}

/**
 * Adds the stored picture last in the group's order, with its audit row; false when this
 * key was added already (the unique index on group and path decides, so two uploads on one
 * link add it once).
 */
export async function addImage(
  db: Kysely<Database>,
  groupId: number,
  key: string,
  actor: AuditActor,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('group_images')
      .values((eb) => ({
        group_id: groupId,
        path: imagePath(key),
        // Last in the group's order; two pictures added at the same instant may share a
        // place, which only ties their order.
        sort_order: eb
          .selectFrom('group_images')
          .select(sql<number>`coalesce(max(sort_order), 0) + 1`.as('next'))
          .where('group_id', '=', groupId),
      }))
      .onConflict((oc) => oc.columns(['group_id', 'path']).doNothing())
      .executeTakeFirst();
    const added = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (added) {
      await recordAudit(trx, actor, {
        action: 'group_picture.added',
        subject: { type: 'group', id: groupId },
        groupId,
        after: { image_url: imagePath(key) },
        summary: `added a picture to group ${groupId}`,
      });
    }
    return added;
  });
}

/** A group's pictures and documents as the audit log names them. */
const FILE_KINDS = {
  group_images: { action: 'group_picture.removed', field: 'image_url', noun: 'a picture' },
  group_documents: { action: 'group_document.removed', field: 'document_url', noun: 'a document' },
} as const;

/**
 * Takes a stored picture or document off its group's list (the file stays: an open page
 * may still show or link it), with its audit row; false when the group does not list that
 * path. `why` completes the summary when it was not an operator's choice (a failed upload).
 */
export async function unlistGroupFile(
  db: Kysely<Database>,
  table: 'group_images' | 'group_documents',
  groupId: number,
  path: string,
  actor: AuditActor,
  why?: string,
): Promise<boolean> {
  await requireGroup(db, groupId);
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom(table)
      .where('group_id', '=', groupId)
      .where('path', '=', path)
      .executeTakeFirst();
    if (removed.numDeletedRows === 0n) return false;
    const kind = FILE_KINDS[table];
    await recordAudit(trx, actor, {
      action: kind.action,
      subject: { type: 'group', id: groupId },
      groupId,
      before: { [kind.field]: path },
      summary: `took ${kind.noun} off group ${groupId}${why ? ` (${why})` : ''}`,
    });
    return true;
  });
}

/** Takes a picture off the group. */
export async function removeImage(
  db: Kysely<Database>,
  groupId: number,
  imageUrl: string,
  actor: AuditActor,
  why?: string,
): Promise<void> {
  if (!(await unlistGroupFile(db, 'group_images', groupId, imageUrl, actor, why))) {
    throw badRequest('image_url is not a picture of this group');
  }
}
