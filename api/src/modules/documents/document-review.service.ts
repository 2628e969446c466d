import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, DocumentStatus } from '../../db/types';
import { MAX_ID, intField, optional, requiredString } from '../../lib/fields';
import { HttpError, notFound } from '../../lib/http-error';
import { keyset } from '../../lib/keyset-paging';
import { listPageFields, listPageInfo, readListPage } from '../../lib/paging';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { isTaxExempt } from '../pricing/tax-exemption';
import type { DocumentFiles } from './document-files';
import type { ReviewedDocument, ReviewedDocumentPage } from './document-review-view';
import { findDocumentsByIds } from './documents.repository';

// Operators' review of customers' documents. The input schemas are here, exported, so the
// routes (which declare them) and the admin CLI (which parses with them) accept the same input.

const STATUSES = ['Pending', 'Approved', 'Rejected'] as const satisfies readonly DocumentStatus[];
export const documentIdParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });
export const documentListQuery = z.object({
  status: optional(z.enum(STATUSES, { error: `status must be one of ${STATUSES.join(', ')}` })),
  customer_id: optional(
    intField('customer_id must be a positive integer', 1, MAX_ID).describe("Only this customer's documents"),
  ),
  ...listPageFields,
});
const EXPIRES_MESSAGE = 'expires_at must be a future date as YYYY-MM-DD';
export const approveDocumentBody = z.object({
  expires_at: optional(
    z
      .string({ error: EXPIRES_MESSAGE })
      .regex(/^\d{4}-\d{2}-\d{2}$/, EXPIRES_MESSAGE)
      .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), EXPIRES_MESSAGE)
      // Valid through the whole named day (UTC).
      .transform((text) => `${text}T23:59:59.999Z`),
  ),
});
export const rejectDocumentBody = z.object({ reason: requiredString('reason', 500) });

/** The review queue's order: oldest first, by id (lib/keyset-paging.ts). */
const DOCUMENT_ORDER = keyset<{ id: number }>('documents', [
  { column: 'd.id', type: 'integer', direction: 'asc', of: (row) => row.id },
]);

// A reviewer opens the file from the queue: an hour on disk, as the profile's links
// (document-view.ts); the bucket's links are shorter (document-files.ts).
const DOC_URL_TTL_SECONDS = 3600;

/**
 * `files`: read links for reviewers, and with object storage the uploads that reached the
 * bucket are checked and counted when an admin looks at them (document-files.ts). The CLI
 * passes none.
 */
export function createDocumentReviewService(db: Kysely<Database>, files?: DocumentFiles) {
  /** True when a row of these changed, so the caller reads them again. */
  async function confirmArrivals(rows: readonly { id: number; uploaded_at: string | null; status: string }[]) {
    const pending = rows.filter((row) => row.uploaded_at === null && row.status === 'Pending').map((row) => row.id);
    if (!files || pending.length === 0) return false;
    return files.confirmArrivals(db, await findDocumentsByIds(db, pending), new Date());
  }

  const query = () =>
    db
      .selectFrom('customer_documents as d')
      .innerJoin('customers as c', 'c.id', 'd.customer_id')
      .select([
        'd.id',
        'd.customer_id',
        'c.email',
        'c.first_name',
        'c.last_name',
        'd.storage_key',
        'd.doc_type',
        'd.file_name',
        'd.mime_type',
        'd.uploaded_at',
        'd.status',
        'd.reason',
        'd.expires_at',
        'd.created_at',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof query>['executeTakeFirstOrThrow']>>;
  const view = (row: Row, taxExempt: boolean, url: string | null): ReviewedDocument => ({
    doc_id: row.id,
    customer_id: row.customer_id,
    customer_email: row.email,
    customer_name: `${row.first_name} ${row.last_name}`,
    customer_tax_exempt: taxExempt,
    url,
    doc_type: row.doc_type,
    file_name: row.file_name,
    mime_type: row.mime_type,
    uploaded: row.uploaded_at !== null,
    status: row.status,
    reason: row.reason,
    expires_at: row.expires_at,
    created_at: row.created_at,
  });

  /** Rows with their customers' exemption now: one check per customer of the page. */
  async function views(rows: Row[], now = new Date()): Promise<ReviewedDocument[]> {
    const customers = [...new Set(rows.map((row) => row.customer_id))];
    const exempt = new Map(
      await Promise.all(customers.map(async (id) => [id, await isTaxExempt(db, id, now)] as const)),
    );
    const uploaded = files
      ? await findDocumentsByIds(
          db,
          rows.filter((row) => row.uploaded_at).map((row) => row.id),
        )
      : [];
    const urls = new Map(
      await Promise.all(
        uploaded.map(async (doc) => [doc.id, await files!.readUrl(doc, DOC_URL_TTL_SECONDS, now)] as const),
      ),
    );
    return rows.map((row) => view(row, exempt.get(row.customer_id) ?? false, urls.get(row.id) ?? null));
  }

  async function loadOne(id: number): Promise<ReviewedDocument> {
    let row = await query().where('d.id', '=', id).executeTakeFirst();
    if (row && (await confirmArrivals([row]))) row = await query().where('d.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Document not found');
    const [one] = await views([row]);
    return one!;
  }

  /** Decides a Pending document, with its audit row; a decided one answers 409 naming its status. */
  async function decide(
    actor: AuditActor,
    id: number,
    changes: { status: Exclude<DocumentStatus, 'Pending'>; reason: string | null; expires_at: string | null },
  ) {
    const current = await loadOne(id);
    await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('customer_documents')
        .set(changes)
        .where('id', '=', id)
        .where('status', '=', 'Pending')
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n)
        throw new HttpError(409, `Document is ${current.status}; only Pending documents can be reviewed`);
      const what = `${current.doc_type.replace(/_/g, ' ')} document ${id} of ${current.customer_email}`;
      await recordAudit(trx, actor, {
        action: changes.status === 'Approved' ? 'document.approved' : 'document.rejected',
        subject: { type: 'customer_document', id },
        customerId: current.customer_id,
        before: { status: current.status, reason: current.reason, expires_at: current.expires_at },
        after: changes,
        summary:
          changes.status === 'Approved'
            ? `approved the ${what}`
            : `rejected the ${what}: ${changes.reason ?? ''}`.trimEnd(),
      });
    });
    return loadOne(id);
  }

  return {
    /** Oldest first (the review queue's order), by page or by cursor (lib/paging). */
    async list(input: z.output<typeof documentListQuery>): Promise<ReviewedDocumentPage> {
      const { status, customer_id: customerId, ...paging } = input;
      let rows = query();
      let count = db
        .selectFrom('customer_documents as d')
        .select((eb) => eb.fn.countAll<number | string>().as('total'));
      if (status) {
        rows = rows.where('d.status', '=', status);
        count = count.where('d.status', '=', status);
      }
      if (customerId !== undefined) {
        rows = rows.where('d.customer_id', '=', customerId);
        count = count.where('d.customer_id', '=', customerId);
      }
      const pageRows = () => readListPage(DOCUMENT_ORDER, rows, paging);
      const [first, { total }] = await Promise.all([pageRows(), count.executeTakeFirstOrThrow()]);
      // A confirmation may move a row out of a status filter; the page is then read again.
      const page = (await confirmArrivals(first.rows)) ? await pageRows() : first;
      const documents = (await views(page.rows)).map((document, i) => ({ ...document, cursor: page.cursors[i]! }));
      return { documents, ...listPageInfo(page, total) };
    },

    async approve(
      actor: AuditActor,
      id: number,
      { expires_at }: z.output<typeof approveDocumentBody>,
      now = new Date(),
    ): Promise<ReviewedDocument> {
      if (expires_at !== undefined && expires_at <= now.toISOString()) throw new HttpError(400, EXPIRES_MESSAGE);
      return decide(actor, id, { status: 'Approved', reason: null, expires_at: expires_at ?? null });
    },

    async reject(
      actor: AuditActor,
      id: number,
      { reason }: z.output<typeof rejectDocumentBody>,
    ): Promise<ReviewedDocument> {
      return decide(actor, id, { status: 'Rejected', reason, expires_at: null });
    },
  };
}

export type DocumentReviewService = ReturnType<typeof createDocumentReviewService>;
