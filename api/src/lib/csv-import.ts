import { CsvError, parse } from 'csv-parse/sync';
import { z } from 'zod';
import { HttpError, badRequest } from './http-error';

// A CSV file as the console's imports read it (docs/decisions.md "CSV imports"): a header
// row naming the columns, then one record per row. Parsing is csv-parse's (quotes, commas
// and line breaks inside quoted cells, a byte-order mark from a spreadsheet); what the
// cells mean is each import's own.

/** The most rows (not counting the header) one import takes. */
export const MAX_IMPORT_ROWS = 1000;
/**
 * The largest file one import takes, in bytes. Sent as a JSON string through the gateway,
 * whose body limit is 1 MiB: escaped, a 500,000-byte file stays under it whatever it holds
 * (docs/graphql.md "CSV imports").
 */
export const MAX_IMPORT_BYTES = 500_000;

/** The file travels as a JSON string: escaped, it can take up to twice its bytes (quotes, line breaks). */
export const IMPORT_BODY_LIMIT_BYTES = 2 * MAX_IMPORT_BYTES + 64 * 1024;

/** Every import's body: the file's text, and whether to write (false: the dry run). */
export const importBody = z.object({
  csv: z.string({ error: 'csv must be the text of a CSV file' }),
  apply: z.boolean({ error: 'apply must be true or false' }),
});

/** One data row: its row number as a spreadsheet shows it (the header is row 1) and its cells by column. */
export type CsvRow = { row: number; cells: Record<string, string> };

/**
 * The file's rows, each cell trimmed; refused whole (nothing read) when the file is too
 * large, has too many rows, cannot be parsed, or its header lacks a required column or
 * names one the import does not know.
 */
export function readCsv(
  text: string,
  columns: { required: readonly string[]; optional?: readonly string[] },
): CsvRow[] {
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_IMPORT_BYTES) {
    throw new HttpError(413, `csv is ${bytes} bytes; at most ${MAX_IMPORT_BYTES} bytes can be imported at once`);
  }
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`csv cannot be read: ${error.message}`);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw badRequest('csv is empty: its first row names the columns');
  const names = header.map((name) => name.toLowerCase());
  const known = new Set([...columns.required, ...(columns.optional ?? [])]);
  const unknown = names.find((name) => !known.has(name));
  if (unknown !== undefined)
    throw badRequest(`csv has an unknown column "${unknown}"; the columns are ${[...known].join(', ')}`);
  const missing = columns.required.filter((name) => !names.includes(name));
  if (missing.length > 0)
    throw badRequest(`csv lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined) throw badRequest(`csv names the column ${repeated} twice`);
  if (data.length === 0) throw badRequest('csv has no rows below its header');
  if (data.length > MAX_IMPORT_ROWS) {
    throw badRequest(`csv has ${data.length} rows; at most ${MAX_IMPORT_ROWS} rows can be imported at once`);
  }
  return data.map((record, i) => ({
    row: i + 2,
    cells: Object.fromEntries(names.map((name, column) => [name, record[column] ?? ''])),
  }));
}
