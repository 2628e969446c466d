import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, DocumentStatus } from '../../db/types';
import { MAX_ID, intField, optional, requiredString } from '../../lib/fields';
import { HttpError, notFound } from '../../lib/http-error';
import { pageFields, pageInfo, pageOffset, type PageInfo } from '../../lib/paging';

// Review of customers' documents. The input schemas are here, exported, so the routes
// (which declare them) and the admin CLI (which parses with them) accept the same input.

const STATUSES = ['Pending', 'Approved', 'Rejected'] as const satisfies readonly DocumentStatus[];
export const documentIdParams = z.object({ id: intField('id must be a positive integer', 1, MAX_ID) });
export const documentListQuery = z.object({
  status: optional(z.enum(STATUSES, { error: `status must be one of ${STATUSES.join(', ')}` })),
  ...pageFields,
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

export type AdminDocument = {
  doc_id: number;
  customer_id: number;
  customer_email: string;
  doc_type: string;
  file_name: string;
  mime_type: string;
  uploaded: boolean;
  status: DocumentStatus;
  reason: string | null;
  expires_at: string | null;
  created_at: string;
};

export type AdminDocumentPage = { documents: AdminDocument[] } & PageInfo;

export function createAdminDocumentsService(db: Kysely<Database>) {
  const query = () =>
    db
      .selectFrom('customer_documents as d')
      .innerJoin('customers as c', 'c.id', 'd.customer_id')
      .select([
        'd.id',
        'd.customer_id',
        'c.email',
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
  const view = (row: Row): AdminDocument => ({
    doc_id: row.id,
    customer_id: row.customer_id,
    customer_email: row.email,
    doc_type: row.doc_type,
    file_name: row.file_name,
    mime_type: row.mime_type,
    uploaded: row.uploaded_at !== null,
    status: row.status,
    reason: row.reason,
    expires_at: row.expires_at,
    created_at: row.created_at,
  });

  async function loadOne(id: number): Promise<AdminDocument> {
    const row = await query().where('d.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Document not found');
    return view(row);
  }

  /** Decides a Pending document; a decided one answers 409 naming its status. */
  async function decide(
    id: number,
    changes: { status: DocumentStatus; reason: string | null; expires_at: string | null },
  ) {
    const current = await loadOne(id);
    const result = await db
      .updateTable('customer_documents')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n)
      throw new HttpError(409, `Document is ${current.status}; only Pending documents can be reviewed`);
    return loadOne(id);
  }

  return {
    /** Oldest first (the review queue's order), one page at a time (lib/paging). */
    async list(input: z.output<typeof documentListQuery>): Promise<AdminDocumentPage> {
      const { status, ...paging } = input;
      let rows = query();
      let count = db
        .selectFrom('customer_documents as d')
        .select((eb) => eb.fn.countAll<number | string>().as('total'));
      if (status) {
        rows = rows.where('d.status', '=', status);
        count = count.where('d.status', '=', status);
      }
      const [page, { total }] = await Promise.all([
        rows.orderBy('d.id').limit(paging.page_size).offset(pageOffset(paging)).execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { documents: page.map(view), ...pageInfo(paging, total) };
    },

    async approve(
      id: number,
      { expires_at }: z.output<typeof approveDocumentBody>,
      now = new Date(),
    ): Promise<AdminDocument> {
      if (expires_at !== undefined && expires_at <= now.toISOString()) throw new HttpError(400, EXPIRES_MESSAGE);
      return decide(id, { status: 'Approved', reason: null, expires_at: expires_at ?? null });
    },

    async reject(id: number, { reason }: z.output<typeof rejectDocumentBody>): Promise<AdminDocument> {
      return decide(id, { status: 'Rejected', reason, expires_at: null });
    },
  };
}

export type AdminDocumentsService = ReturnType<typeof createAdminDocumentsService>;
