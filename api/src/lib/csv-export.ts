import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { SelectQueryBuilder } from 'kysely';
import type { Keyset } from './keyset-paging';

// The operators' CSV exports (order lines, customers, groups, the ledger, the audit log):
// rows written as they are read, so an export never holds its list in memory
// (docs/decisions.md#csv-cells-a-spreadsheet-would-run).

/**
 * `rows` as CSV under a header of `columns`: a text cell starting with = + - @ tab or CR
 * (and their full-width forms) gets a leading apostrophe, so a spreadsheet shows a name a
 * shopper typed instead of running it; numbers are left alone, and the `money` columns
 * (dollars, written by the exporter from integer cents) get two decimals.
 */
export function csvStream<Row extends object>(
  rows: AsyncIterable<Row>,
  columns: readonly (keyof Row & string)[],
  money: readonly (keyof Row & string)[] = [],
): Readable {
  return Readable.from(rows).pipe(
    stringify({
      header: true,
      columns: [...columns],
      escape_formulas: true,
      cast: {
        number: (value, context) =>
          typeof context.column === 'string' && (money as readonly string[]).includes(context.column)
            ? value.toFixed(2)
            : String(value),
      },
    }),
  );
}

/** The answer's headers of a CSV download named `fileName`. */
export function csvHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  };
}

/**
 * Every row of `query` in the list's `order`, a batch at a time by cursor (keyset: each
 * batch starts just after the last row of the one before), for an export to write as it reads.
 */
export async function* everyRow<Row, DB, TB extends keyof DB, O extends Row>(
  order: Keyset<Row>,
  query: SelectQueryBuilder<DB, TB, O>,
  batchSize = 500,
): AsyncGenerator<O> {
  let after: string | undefined;
  for (;;) {
    const page = await order.read(query, batchSize, after === undefined ? {} : { after });
    yield* page.rows;
    if (!page.has_next_page || page.end_cursor === null) return;
    after = page.end_cursor;
  }
}
