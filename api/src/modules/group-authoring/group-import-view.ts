import { z } from 'zod';

// The answer of the groups CSV import (group-import.ts): every row's result, dry run or
// applied. Its schema is the answer's contract (OpenAPI); its type follows from it.

export const groupImportRowSchema = z
  .object({
    row: z.number().describe("The row's number as a spreadsheet shows it: the header is row 1"),
    product_name: z.string().nullable().describe("The row's product_name as the file has it"),
    error: z
      .string()
      .nullable()
      .describe('null when the row is good; else its first problem, worded as create words it (it names the column)'),
    group_id: z.number().nullable().describe('The group created from the row (applied only)'),
  })
  .meta({ id: 'GroupImportRow' });

export const groupImportSchema = z
  .object({
    applied: z.boolean().describe('true when the groups were written (apply, every row good); false for a dry run'),
    total_rows: z.number(),
    ok_rows: z.number(),
    error_rows: z.number(),
    rows: z.array(groupImportRowSchema),
  })
  .meta({ id: 'GroupImport' });

export type GroupImport = z.infer<typeof groupImportSchema>;
