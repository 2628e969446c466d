import { z } from 'zod';
import { readCsv, type CsvRow } from '../../lib/csv-import';
import { MAX_ID, intField, requiredString } from '../../lib/fields';
import { HttpError } from '../../lib/http-error';
import type { AuditActor } from '../audit/audit-log';
import type { OrderLineLifecycle } from './order-line-lifecycle';
import type { TrackingImport } from './tracking-import-view';

// Tracking numbers from a CSV file: each row ships one line (docs/decisions.md "CSV
// imports"). Rows are applied independently, each by the line's one move to shipping
// (order-line-lifecycle.ts: its own transaction, row lock, audit row and mail to its
// buyer), so a line cancelled or shipped since the dry run is refused in its row while the
// others ship.

/** The columns, in the sample file's order; the tracking ones are the ship move's fields of that name. */
export const TRACKING_COLUMNS = ['order_line_id', 'tracking_company_name', 'tracking_number'] as const;

/** A row's cells by the ship move's own field rules (admin-order-line-input.ts). */
const trackingRow = z.object({
  order_line_id: intField('order_line_id must be a positive integer', 1, MAX_ID),
  tracking_company_name: requiredString('tracking_company_name', 100),
  tracking_number: requiredString('tracking_number', 100),
});
type TrackingRow = z.output<typeof trackingRow>;

type CheckedRow = { row: number; cells: Record<string, string>; move: TrackingRow | null; error: string | null };

/** The file's rows by the field rules, a line named twice refused in its later rows. */
function parseRows(rows: CsvRow[]): CheckedRow[] {
  const firstRowOf = new Map<number, number>();
  return rows.map(({ row, cells }) => {
    const parsed = trackingRow.safeParse(cells);
    if (!parsed.success) return { row, cells, move: null, error: parsed.error.issues[0]?.message ?? 'Invalid row' };
    const earlier = firstRowOf.get(parsed.data.order_line_id);
    if (earlier !== undefined) {
      return {
        row,
        cells,
        move: null,
        error: `order_line_id ${parsed.data.order_line_id} is already in row ${earlier}`,
      };
    }
    firstRowOf.set(parsed.data.order_line_id, row);
    return { row, cells, move: parsed.data, error: null };
  });
}

const shipMove = (move: TrackingRow) => ({
  status: 'shipping' as const,
  tracking_company_name: move.tracking_company_name,
  tracking_number: move.tracking_number,
});

const linesWord = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

/**
 * The dry run (`apply` false) answers for every row whether its line would ship now, and
 * writes nothing. Apply ships each good row's line on its own, one after another; a row
 * refused then (the line moved meanwhile) says why, and the rows after it still ship. A
 * failure that is not the row's (the database) stops the import; the lines before it stay
 * shipped, as a bulk move's do.
 */
export async function importTracking(
  lifecycle: OrderLineLifecycle,
  csv: string,
  apply: boolean,
  actor: AuditActor,
  now = new Date(),
): Promise<{ message: string; report: TrackingImport }> {
  const rows = parseRows(readCsv(csv, { required: TRACKING_COLUMNS }));
  const toShip = rows.filter((row) => row.move !== null).length;
  for (const row of rows) {
    if (!row.move) continue;
    try {
      if (apply)
        await lifecycle.move(row.move.order_line_id, shipMove(row.move), { operator: actor, bulkOf: toShip }, now);
      else row.error = (await lifecycle.refusal(row.move.order_line_id, shipMove(row.move))) ?? null;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      row.error = error.message;
    }
  }
  const good = rows.filter((row) => row.error === null).length;
  const bad = rows.length - good;
  const report: TrackingImport = {
    applied: apply,
    total_rows: rows.length,
    ok_rows: good,
    error_rows: bad,
    rows: rows.map(({ row, cells, move, error }) => ({
      row,
      order_line_id: move?.order_line_id ?? null,
      tracking_company_name: cells.tracking_company_name || null,
      tracking_number: cells.tracking_number || null,
      error,
      shipped: apply && error === null,
    })),
  };
  const refused = bad === 0 ? '' : `, ${bad} ${bad === 1 ? 'row' : 'rows'} refused`;
  const message = apply ? `${linesWord(good)} shipped${refused}` : `${linesWord(good)} ready to ship${refused}`;
  return { message, report };
}
