import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { intField, optional } from './fields';
import { badRequest } from './http-error';
import { cursorOf, type CursorRequest, type Keyset, type PageRead } from './keyset-paging';

// One paging convention for every admin list: `page` (from 1) and `page_size` (1-100,
// default 20) in the query; the answer names its rows and says `total` and `has_more`,
// so no list is ever cut off without saying so. Beside it, paging by cursor
// (lib/keyset-paging.ts): `after` or `before` a row's `cursor`, `page_size` rows, each
// answered with its own cursor and the page with which way more rows lie.

const MAX_PAGE_SIZE = 100;
/** Cursors are a few dozen characters; anything this long is not one. */
const MAX_CURSOR_TEXT = 1000;

export const pageFields = {
  page: z.preprocess((v) => v ?? 1, intField('page must be a positive integer', 1, 1_000_000)),
  page_size: z.preprocess(
    (v) => v ?? 20,
    intField(`page_size must be an integer from 1 to ${MAX_PAGE_SIZE}`, 1, MAX_PAGE_SIZE),
  ),
};

/** A cursor parameter: text whose meaning only the list that made it knows. */
function cursorText(name: 'after' | 'before', description: string) {
  const message = `${name} is not a cursor of this list`;
  return optional(z.string({ error: message }).max(MAX_CURSOR_TEXT, message).describe(description));
}

/** `after` and `before` (at most one), for every list that pages by cursor. */
export const cursorFields = {
  after: cursorText(
    'after',
    "A row's `cursor`: the page holds the rows just after it, in the list's order. Not with `before` (or a `page` above 1).",
  ),
  before: cursorText(
    'before',
    "A row's `cursor`: the page holds the rows just before it, still in the list's order. Not with `after` (or a `page` above 1).",
  ),
};

/** An admin list's paging: by `page`, or by cursor. */
export const listPageFields = { ...pageFields, ...cursorFields };

export type PageRequest = { page: number; page_size: number };
export type ListPageRequest = PageRequest & CursorRequest;
export type PageInfo = { page: number; page_size: number; total: number; has_more: boolean };

/** Rows to skip for the requested page. */
export function pageOffset(request: PageRequest): number {
  return (request.page - 1) * request.page_size;
}

/** The paging half of an offset-only answer; PostgreSQL counts as bigint text, hence the Number(). */
export function pageInfo(request: PageRequest, total: number | string | bigint): PageInfo {
  const count = Number(total);
  return { ...request, total: count, has_more: pageOffset(request) + request.page_size < count };
}

/** What every page read by cursor answers beside its rows (lib/keyset-paging.ts). */
export const cursorPageFields = {
  has_next_page: z.boolean().describe("Rows follow this page in the list's order"),
  has_previous_page: z.boolean().describe('Rows come before this page'),
  start_cursor: z.string().nullable().describe("The first row's `cursor`; null when the page is empty"),
  end_cursor: z.string().nullable().describe("The last row's `cursor`; null when the page is empty"),
};

/** The cursor every row of a paged list carries. */
export const rowCursorField = z
  .string()
  .describe("This row's position in the list: pass it as `after` or `before`. Opaque: never build or read one.");

/** A list's row schema with its cursor. */
type WithCursor<Row extends z.ZodObject> = z.ZodObject<Row['shape'] & { cursor: typeof rowCursorField }>;

const rowsWithCursor = new WeakMap<z.ZodObject, z.ZodObject>();

/**
 * A list's row with its cursor. A named row's is named after it in the OpenAPI document
 * (`OrderLine` → `OrderLineRow`), one schema however often it is asked for (two schemas
 * under one name in one answer would not convert).
 */
export function withCursor<Row extends z.ZodObject>(row: Row): WithCursor<Row> {
  if (!rowsWithCursor.has(row)) {
    const listed = row.extend({ cursor: rowCursorField });
    const rowId = z.globalRegistry.get(row)?.id;
    rowsWithCursor.set(row, rowId ? listed.meta({ id: `${rowId}Row` }) : listed);
  }
  return rowsWithCursor.get(row) as unknown as WithCursor<Row>;
}

/** The paging fields of an admin list's answer. */
export const listPageAnswerFields = {
  page: z.number().describe('The page (by cursor: the page of `page_size` rows its first row falls on)'),
  page_size: z.number(),
  total: z.number().describe('Rows matching the filter'),
  has_more: z.boolean().describe('The same as `has_next_page`'),
  ...cursorPageFields,
};

type PageShape<K extends string, Row extends z.ZodObject> = {
  [P in K]: z.ZodArray<WithCursor<Row>>;
} & typeof listPageAnswerFields;

/**
 * The answer schema of a page whose rows are under `key`; its type keeps the row's (lib/envelope.ts `answers`).
 * A page of a named row is named after it in the OpenAPI document (`AdminGroup` → `AdminGroupPage`).
 */
export function pageSchema<K extends string, Row extends z.ZodObject>(key: K, row: Row) {
  const page = z.object({ [key]: z.array(withCursor(row)), ...listPageAnswerFields } as PageShape<K, Row>);
  const rowId = z.globalRegistry.get(row)?.id;
  return rowId ? page.meta({ id: `${rowId}Page` }) : page;
}

/** A page of an admin list: the rows read, their cursors, and where the page lies. */
export type ListPage<Row> = PageRead<Row> & PageRequest;

/**
 * Reads one page of an admin list in `order`: by cursor when the request has `after` or
 * `before` (with `page` 1, the default), else by `page`. `query` carries the filters and
 * the selection, no order and no limit.
 */
export async function readListPage<Row, DB, TB extends keyof DB, O extends Row>(
  order: Keyset<Row>,
  query: SelectQueryBuilder<DB, TB, O>,
  request: ListPageRequest,
): Promise<ListPage<O>> {
  const { page, page_size: pageSize } = request;
  if (!cursorOf(request))
    return { ...(await order.readOffset(query, pageSize, pageOffset(request))), page, page_size: pageSize };
  if (page !== 1) throw badRequest('page cannot be combined with after or before');
  const read = await order.read(query, pageSize, request);
  const before = await order.rowsBefore(query, read, request);
  return { ...read, page: Math.floor(before / pageSize) + 1, page_size: pageSize };
}

/** An admin list's answer fields for a page read by `readListPage`, with the filter's `total`. */
export function listPageInfo(page: ListPage<unknown>, total: number | string | bigint) {
  return {
    page: page.page,
    page_size: page.page_size,
    total: Number(total),
    has_more: page.has_next_page,
    has_next_page: page.has_next_page,
    has_previous_page: page.has_previous_page,
    start_cursor: page.start_cursor,
    end_cursor: page.end_cursor,
  };
}

/** Each row's answer with its cursor, in the page's order. */
export function rowsWithCursors<Row, View>(
  page: PageRead<Row>,
  view: (row: Row) => View,
): Array<View & { cursor: string }> {
  return page.rows.map((row, i) => ({ ...view(row), cursor: page.cursors[i]! }));
}
