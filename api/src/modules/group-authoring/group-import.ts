import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { readCsv, type CsvRow } from '../../lib/csv-import';
import { HttpError, badRequest } from '../../lib/http-error';
import type { AuditActor } from '../audit/audit-log';
import {
  checkNewGroup,
  insertGroup,
  lockGroupCreation,
  offerKey,
  openRepeats,
  type CheckedGroup,
} from './group-authoring.service';
import { createGroupBody } from './group-input';
import type { GroupImport } from './group-import-view';

// Groups from a CSV file (docs/decisions.md "CSV imports"): every row checked by create's
// own rules (group-input.ts, then `checkNewGroup`), so a row's message is the one the
// console's dialog would get; applied all or nothing, in one transaction, and only when
// every row is good: a season's catalogue lands whole or not at all.

/** The columns, in the order the sample file has them; each but `category` and `levels` is create's field of that name. */
export const GROUP_COLUMNS = [
  'category',
  'product_name',
  'description',
  'price',
  'shipping',
  'max_quantity',
  'end_date',
  'supplier_street',
  'supplier_city',
  'supplier_state',
  'supplier_zip',
  'radius_miles',
  'levels',
] as const;

const LEVELS_FORMAT = 'levels must be quantity:price pairs separated by semicolons, e.g. 50:44.99;150:39.99';

/** "50:44.99;150:39.99" as create's levels; the amounts stay text for create's own field rules. */
function levelsOf(text: string): { quantity_level: string; discounted_price: string }[] {
  if (text === '') return [];
  return text.split(';').map((pair) => {
    const [quantity, price, extra] = pair.split(':').map((part) => part.trim());
    if (!quantity || !price || extra !== undefined) throw badRequest(LEVELS_FORMAT);
    return { quantity_level: quantity, discounted_price: price };
  });
}

type Categories = { byId: Set<number>; byName: Map<string, number[]> };

async function loadCategories(db: Kysely<Database>): Promise<Categories> {
  const rows = await db.selectFrom('categories').select(['id', 'name']).execute();
  const byName = new Map<string, number[]>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), row.id]);
  }
  return { byId: new Set(rows.map((row) => row.id)), byName };
}

/** A category by its name as the console lists it (any case) or by its id. */
function categoryIdOf(text: string, categories: Categories): number {
  if (text === '') throw badRequest('category is required');
  if (/^\d{1,9}$/.test(text)) {
    if (!categories.byId.has(Number(text))) throw badRequest(`category ${text} does not name a category`);
    return Number(text);
  }
  const ids = categories.byName.get(text.toLowerCase()) ?? [];
  if (ids.length === 0) throw badRequest(`category "${text}" does not name a category`);
  if (ids.length > 1) throw badRequest(`category "${text}" names ${ids.length} categories; give its id instead`);
  return ids[0]!;
}

type CheckedRow = { row: number; product_name: string | null; group: CheckedGroup | null; error: string | null };

/** One row by create's rules: its checked group, or the first problem found (as create's 400 words it). */
async function checkRow(db: Kysely<Database>, { row, cells }: CsvRow, categories: Categories, now: Date) {
  const productName = cells.product_name || null;
  try {
    const input = createGroupBody.safeParse({
      ...cells,
      category_id: categoryIdOf(cells.category ?? '', categories),
      levels: levelsOf(cells.levels ?? ''),
    });
    if (!input.success) throw badRequest(input.error.issues[0]?.message ?? 'Invalid row');
    const group = await checkNewGroup(db, input.data, now);
    return { row, product_name: productName, group, error: null } satisfies CheckedRow;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { row, product_name: productName, group: null, error: error.message } satisfies CheckedRow;
  }
}

const rowsWord = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/**
 * Every row checked: create's rules, then whether its group is one already open (the file
 * applied before) or one an earlier row of the file makes (the same product name, supplier
 * ZIP and end date): a file sent twice, or Apply pressed twice, creates its groups once.
 */
async function checkRows(db: Kysely<Database>, rows: CsvRow[], now: Date): Promise<CheckedRow[]> {
  const categories = await loadCategories(db);
  const checked: CheckedRow[] = [];
  for (const row of rows) checked.push(await checkRow(db, row, categories, now));
  const good = checked.filter((row) => row.group !== null);
  const repeats = await openRepeats(
    db,
    good.map((row) => row.group!),
    now,
  );
  const firstRowOf = new Map<string, number>();
  good.forEach((row, i) => {
    const offer = offerKey(row.group!);
    const earlier = firstRowOf.get(offer);
    if (earlier === undefined) firstRowOf.set(offer, row.row);
    const error =
      repeats[i] ??
      (earlier === undefined ? null : `the same product_name, supplier_zip and end_date as row ${earlier}`);
    if (error !== null) Object.assign(row, { group: null, error });
  });
  return checked;
}

/** The answer's rows: each row's result, and the group it created once applied. */
function reportOf(checked: CheckedRow[], ids: (number | null)[]): GroupImport {
  const bad = checked.filter((row) => row.error !== null);
  return {
    applied: ids.some((id) => id !== null),
    total_rows: checked.length,
    ok_rows: checked.length - bad.length,
    error_rows: bad.length,
    rows: checked.map((row, i) => ({
      row: row.row,
      product_name: row.product_name,
      error: row.error,
      group_id: ids[i] ?? null,
    })),
  };
}

/**
 * The dry run (`apply` false) checks every row and writes nothing. Apply checks them again
 * in its transaction, after taking the group-creation lock (the catalogue may have changed
 * since, and an identical apply may be running), and writes every group, with its levels
 * and its audit row, in that transaction; a file with any bad row is refused whole (400
 * naming the first, with every row's result as `data`).
 */
export async function importGroups(
  db: Kysely<Database>,
  csv: string,
  apply: boolean,
  actor: AuditActor,
  now = new Date(),
): Promise<{ message: string; report: GroupImport }> {
  const rows = readCsv(csv, { required: GROUP_COLUMNS });
  if (!apply) {
    const checked = await checkRows(db, rows, now);
    const bad = checked.filter((row) => row.error !== null).length;
    const message =
      bad === 0
        ? `${rowsWord(checked.length)} ready to import`
        : `${rowsWord(bad)} of ${checked.length} with errors; fix them before importing`;
    return { message, report: reportOf(checked, []) };
  }
  const { checked, ids } = await db.transaction().execute(async (trx) => {
    await lockGroupCreation(trx);
    const checked = await checkRows(trx, rows, now);
    const bad = checked.filter((row) => row.error !== null);
    const first = bad[0];
    if (first) {
      throw new HttpError(
        400,
        `Nothing imported: row ${first.row}: ${first.error}${bad.length > 1 ? ` (and ${rowsWord(bad.length - 1)} more with errors)` : ''}`,
        reportOf(checked, []),
      );
    }
    const ids: number[] = [];
    for (const row of checked) ids.push(await insertGroup(trx, row.group!, actor, now));
    return { checked, ids };
  });
  return { message: `${ids.length} ${ids.length === 1 ? 'group' : 'groups'} imported`, report: reportOf(checked, ids) };
}
