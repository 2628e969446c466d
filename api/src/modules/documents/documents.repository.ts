import type { Kysely } from 'kysely';
import type { CustomerDocument, Database, DocumentType, NewCustomerDocument } from '../../db/types';

export async function insertDocument(db: Kysely<Database>, doc: NewCustomerDocument): Promise<number> {
  const { id } = await db.insertInto('customer_documents').values(doc).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * A customer's documents that count against the caps: `kept` have their file; `open` are
 * Pending without one, announced since `openSince` (their upload URL may still be used).
 * Announced files whose URL has expired count for neither: they can never arrive.
 */
export async function countCustomerDocuments(
  db: Kysely<Database>,
  customerId: number,
  openSince: string,
): Promise<{ kept: number; open: number }> {
  const rows = await db
    .selectFrom('customer_documents')
    .select(['uploaded_at', 'created_at', 'status'])
    .where('customer_id', '=', customerId)
    .where((eb) =>
      eb.or([
        eb('uploaded_at', 'is not', null),
        eb.and([eb('status', '=', 'Pending'), eb('created_at', '>=', openSince)]),
      ]),
    )
    .execute();
  const kept = rows.filter((row) => row.uploaded_at !== null).length;
  return { kept, open: rows.length - kept };
}

export async function listCustomerDocuments(db: Kysely<Database>, customerId: number): Promise<CustomerDocument[]> {
  return db.selectFrom('customer_documents').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
}

export async function findDocumentByKey(db: Kysely<Database>, key: string): Promise<CustomerDocument | undefined> {
  return db.selectFrom('customer_documents').selectAll().where('storage_key', '=', key).executeTakeFirst();
}

/**
 * Claims the document's one upload: true only for the request that flips uploaded_at
 * from null, so two uploads racing on one URL cannot both write.
 */
export async function claimUpload(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_documents')
    .set({ uploaded_at: now })
    .where('id', '=', id)
    .where('uploaded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseUpload(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('customer_documents').set({ uploaded_at: null }).where('id', '=', id).execute();
}

/**
 * A direct upload (S3) that failed its checks: Rejected with the reason, if still Pending
 * and not counted; true when this call made the change.
 */
export async function rejectUpload(db: Kysely<Database>, id: number, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_documents')
    .set({ status: 'Rejected', reason })
    .where('id', '=', id)
    .where('uploaded_at', 'is', null)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findDocumentsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<CustomerDocument[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('customer_documents')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

export async function findDocumentById(db: Kysely<Database>, id: number): Promise<CustomerDocument | undefined> {
  return db.selectFrom('customer_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The customer's documents of one type, optionally only those ids. */
export async function findCustomerDocuments(
  db: Kysely<Database>,
  customerId: number,
  docType: DocumentType,
  ids?: readonly number[],
): Promise<CustomerDocument[]> {
  let query = db
    .selectFrom('customer_documents')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('doc_type', '=', docType);
  if (ids) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [-1]);
  return query.execute();
}

export async function deleteDocuments(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('customer_documents')
    .where('id', 'in', [...ids])
    .execute();
}
