import { z } from 'zod';
import { pageSchema } from '../../lib/paging';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from './audit-log';

// The audit log's answers (audit.routes.ts). Each schema is its answer's contract (OpenAPI).

const fieldsSide = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe(
    'The fields as JSON (money in integer cents, `_cents`); null where there is no side (a creation has no before)',
  );

export const auditEntrySchema = z
  .object({
    audit_id: z.number(),
    created_at: z.string(),
    actor_id: z.number().nullable().describe('The staff member who acted; null for the admin CLI'),
    actor_email: z.string().describe('Their e-mail when they acted (`cli:<user>` for the admin CLI)'),
    ip: z.string().nullable().describe('The address the request came from; null for the CLI'),
    action: z.enum(AUDIT_ACTIONS),
    subject_type: z.enum(AUDIT_SUBJECTS),
    subject_id: z.number().nullable(),
    customer_id: z.number().nullable(),
    group_id: z.number().nullable(),
    order_line_id: z.number().nullable(),
    before: fieldsSide,
    after: fieldsSide,
    summary: z.string().describe('What happened, in a sentence: "shipped line 12 (UPS 1Z999)"'),
  })
  .meta({ id: 'AuditEntry' });

export const auditPageSchema = pageSchema('entries', auditEntrySchema);

export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
