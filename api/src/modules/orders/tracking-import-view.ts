import { z } from 'zod';

// The answer of the tracking CSV import (tracking-import.ts): every row's result, dry run
// or applied. Its schema is the answer's contract (OpenAPI); its type follows from it.

export const trackingImportRowSchema = z
  .object({
    row: z.number().describe("The row's number as a spreadsheet shows it: the header is row 1"),
    order_line_id: z.number().nullable().describe("The row's line, when its order_line_id is one"),
    tracking_company_name: z.string().nullable(),
    tracking_number: z.string().nullable(),
    error: z
      .string()
      .nullable()
      .describe("null when the line ships (or would); else why not, in the ship move's words (it names the column)"),
    shipped: z.boolean().describe('true when this import shipped the line (applied only)'),
  })
  .meta({ id: 'TrackingImportRow' });

export const trackingImportSchema = z
  .object({
    applied: z.boolean().describe('true when the good rows were shipped; false for a dry run'),
    total_rows: z.number(),
    ok_rows: z.number(),
    error_rows: z.number(),
    rows: z.array(trackingImportRowSchema),
  })
  .meta({ id: 'TrackingImport' });

export type TrackingImport = z.infer<typeof trackingImportSchema>;
