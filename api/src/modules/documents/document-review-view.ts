import { z } from 'zod';
import { pageSchema } from '../../lib/paging';

/**
 * A customer's document as its reviewer sees it (document-review.routes.ts). The schema
 * is the answer's contract (OpenAPI); the type follows from it.
 */
export const reviewedDocumentSchema = z
  .object({
    doc_id: z.number(),
    customer_id: z.number(),
    customer_email: z.string(),
    customer_name: z.string(),
    customer_tax_exempt: z
      .boolean()
      .describe('Whether the customer pays no sales tax now (an approved, unexpired tax document and the claim)'),
    url: z.string().nullable().describe('A signed GET URL valid an hour, or null while the file has not been uploaded'),
    doc_type: z.string(),
    file_name: z.string(),
    mime_type: z.string(),
    uploaded: z.boolean(),
    status: z.string(),
    reason: z.string().nullable(),
    expires_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ReviewedDocument' });

export const reviewedDocumentPageSchema = pageSchema('documents', reviewedDocumentSchema);

export type ReviewedDocument = z.infer<typeof reviewedDocumentSchema>;
export type ReviewedDocumentPage = z.infer<typeof reviewedDocumentPageSchema>;
