import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { badRequest } from './http-error';

// Keyset ("cursor") paging, one implementation for every list the API pages
// (docs/decisions.md "Cursor paging in the API"). A list declares its order once, as sort
// keys ending in a unique id; the same keys order its offset pages, make each row's
// cursor, and, given `after` or `before`, make the WHERE that starts a page just past that
// row. A page starts at a position, not a count, so rows inserted or removed before it
// never shift it: nothing is shown twice and nothing is skipped.

export type KeyValue = string | number | null;

/** One key of a list's order. The last key of every list is its unique, non-null id. */
export type SortKey<Row> = {
  /** The column as the list's query names it (`g.end_date`). */
  column: string;
  /** What a cursor may carry for it: an integer (32-bit, as every id here) or text. */
  type: 'integer' | 'text';
  direction: 'asc' | 'desc';
  /**
   * The column may be NULL. NULL is taken as greater than every value (last ascending,
   * first descending), written out in ORDER BY and WHERE alike, since SQLite and
   * PostgreSQL place it differently by default.
   */
  nullable?: boolean;
  /** The key's value in an answered row. */
  of: (row: Row) => KeyValue;
};

/**
 * Where one read of a page goes in a list's order: past the position `where` names (none:
 * from the start), forwards or backwards, at most `limit` rows.
 */
export type PageWindow = { where?: RawBuilder<boolean>; reversed: boolean; limit: number };

/** A page request: at most one of them; none for the first page. */
export type CursorRequest = { after?: string; before?: string };

/** A page as a list answers it, whatever its rows: each row's cursor and which way more rows lie. */
export type PageRead<Row> = {
  rows: Row[];
  cursors: string[];
  has_next_page: boolean;
  has_previous_page: boolean;
  start_cursor: string | null;
  end_cursor: string | null;
};

type Side = 'after' | 'before';

/** Longest cursor accepted: a few keys of short text, base64url. */
const MAX_CURSOR_LENGTH = 1000;
const MAX_TEXT_KEY_LENGTH = 500;
const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const UNSAFE_TEXT = /[\u0000-\u001F\u007F]|\p{Surrogate}/u;

export const notACursor = (param: string) => badRequest(`${param} is not a cursor of this list`);
export const BOTH_CURSORS = 'after and before cannot be given together';

/**
 * The cursor parameters of a request, checked once for every list: both at once is a 400
 * naming them; the one given (or none) is returned with the side it pages to.
 */
export function cursorOf(request: CursorRequest): { param: Side; text: string } | undefined {
  if (request.after !== undefined && request.before !== undefined) throw badRequest(BOTH_CURSORS);
  if (request.after !== undefined) return { param: 'after', text: request.after };
  if (request.before !== undefined) return { param: 'before', text: request.before };
  return undefined;
}

/** A list's order as keyset paging uses it. `list` names the list (and its sort) inside every cursor. */
export function keyset<Row>(list: string, keys: readonly SortKey<Row>[]) {
  const last = keys[keys.length - 1];
  if (!last || last.nullable) throw new Error(`${list}: the last sort key must be a non-null unique id`);

  const ref = (key: SortKey<Row>) => sql.ref(key.column);
  const never = sql<boolean>`1 = 0`;

  function encode(values: KeyValue[]): string {
    return Buffer.from(JSON.stringify([list, ...values]), 'utf8').toString('base64url');
  }

  function validValue(key: SortKey<Row>, value: unknown): value is KeyValue {
    if (value === null) return key.nullable === true;
    if (key.type === 'integer')
      return Number.isInteger(value) && (value as number) >= INT32.min && (value as number) <= INT32.max;
    return typeof value === 'string' && value.length <= MAX_TEXT_KEY_LENGTH && !UNSAFE_TEXT.test(value);
  }

  /** The key values a cursor of this list carries; anything else is a 400 naming the parameter. */
  function decode(param: string, text: string): KeyValue[] {
    if (text.length === 0 || text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) {
      throw notACursor(param);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    } catch {
      throw notACursor(param);
    }
    if (!Array.isArray(parsed) || parsed.length !== keys.length + 1 || parsed[0] !== list) throw notACursor(param);
    const values = parsed.slice(1);
    keys.forEach((key, i) => {
      if (!validValue(key, values[i])) throw notACursor(param);
    });
    return values as KeyValue[];
  }

  const equal = (key: SortKey<Row>, value: KeyValue) =>
    value === null ? sql<boolean>`${ref(key)} is null` : sql<boolean>`${ref(key)} = ${value}`;
  // NULL is the greatest value (see SortKey.nullable).
  const greater = (key: SortKey<Row>, value: KeyValue) =>
    value === null
      ? never
      : key.nullable
        ? sql<boolean>`(${ref(key)} > ${value} or ${ref(key)} is null)`
        : sql<boolean>`${ref(key)} > ${value}`;
  const less = (key: SortKey<Row>, value: KeyValue) =>
    value === null ? sql<boolean>`${ref(key)} is not null` : sql<boolean>`${ref(key)} < ${value}`;

  /** Rows strictly after (or before) the position `values` in the list's order. */
  function beyond(values: KeyValue[], side: Side): RawBuilder<boolean> {
    return onward(values, side, strictlyBeyond(values, side));
  }

  /**
   * The same as `(a > x) or (a = x and id > y)`: plain comparisons both databases plan
   * alike, which (unlike a row-value comparison) also hold for keys sorted in different
   * directions.
   */
  function strictlyBeyond(values: KeyValue[], side: Side): RawBuilder<boolean> {
    const terms = keys.map((key, i) => {
      const value = values[i] ?? null;
      const later = (key.direction === 'asc') === (side === 'after') ? greater(key, value) : less(key, value);
      return sql<boolean>`(${sql.join([...keys.slice(0, i).map((k, j) => equal(k, values[j] ?? null)), later], sql` and `)})`;
    });
    return sql<boolean>`(${sql.join(terms, sql` or `)})`;
  }

  /**
   * `condition`, which lies at or beyond the position toward `side`, with what that says of
   * the first key on its own (`a >= x`): a range an index on the list's order starts at,
   * where the OR alone would be read from the list's start.
   */
  function onward(values: KeyValue[], side: Side, condition: RawBuilder<boolean>): RawBuilder<boolean> {
    const [first] = keys;
    const value = values[0] ?? null;
    if (!first || first.nullable || value === null) return condition;
    const bound = (first.direction === 'asc') === (side === 'after') ? sql`>=` : sql`<=`;
    return sql<boolean>`(${ref(first)} ${bound} ${value} and ${condition})`;
  }

  /** The position itself or beyond it, toward `side`. */
  function atOrBeyond(values: KeyValue[], side: Side): RawBuilder<boolean> {
    const here = sql.join(
      keys.map((key, i) => equal(key, values[i] ?? null)),
      sql` and `,
    );
    return onward(values, side, sql<boolean>`(${strictlyBeyond(values, side)} or (${here}))`);
  }

  function ordered<DB, TB extends keyof DB, O>(
    query: SelectQueryBuilder<DB, TB, O>,
    reversed = false,
  ): SelectQueryBuilder<DB, TB, O> {
    return keys.reduce((q, key) => {
      const ascending = (key.direction === 'asc') !== reversed;
      const nulls = key.nullable ? (ascending ? sql` nulls last` : sql` nulls first`) : sql``;
      return q.orderBy(sql`${ref(key)} ${sql.raw(ascending ? 'asc' : 'desc')}${nulls}`);
    }, query);
  }

  async function exists<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, where: RawBuilder<boolean>) {
    const row = await query
      .clearSelect()
      .select(sql<number>`1`.as('one'))
      .where(where)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  const cursorOfRow = (row: Row) => encode(keys.map((key) => key.of(row)));

  function pageOf<O extends Row>(rows: O[], hasNext: boolean, hasPrevious: boolean): PageRead<O> {
    const cursors = rows.map(cursorOfRow);
    return {
      rows,
      cursors,
      has_next_page: hasNext,
      has_previous_page: hasPrevious,
      start_cursor: cursors[0] ?? null,
      end_cursor: cursors[cursors.length - 1] ?? null,
    };
  }

  /**
   * A page by cursor: up to `limit` rows just after `after` (in the list's order) or just
   * before `before` (read in reverse, answered in the list's order), or the first page with
   * neither. One row more than asked tells whether more lie that way; `any(where)`, whether
   * any row lies the other way.
   */
  async function readPage<O extends Row>(
    rows: (window: PageWindow) => Promise<O[]>,
    any: (where: RawBuilder<boolean>) => Promise<boolean>,
    limit: number,
    request: CursorRequest,
  ): Promise<PageRead<O>> {
    const cursor = cursorOf(request);
    if (!cursor) {
      const first = await rows({ reversed: false, limit: limit + 1 });
      return pageOf(first.slice(0, limit), first.length > limit, false);
    }
    const values = decode(cursor.param, cursor.text);
    const forward = cursor.param === 'after';
    const [fetched, behind] = await Promise.all([
      rows({ where: beyond(values, cursor.param), reversed: !forward, limit: limit + 1 }),
      // Rows on the other side of the cursor, the cursor's own row included if it is still listed.
      any(atOrBeyond(values, forward ? 'before' : 'after')),
    ]);
    const more = fetched.length > limit;
    const page = fetched.slice(0, limit);
    if (!forward) page.reverse();
    return forward ? pageOf(page, more, behind) : pageOf(page, behind, more);
  }

  return {
    /** The list's order on a query: the one its offset pages and its cursors both use. */
    ordered,

    /** The cursor of an answered row. */
    cursorOf: cursorOfRow,

    /** Refuses a request whose cursor is not one of this list's, before anything is read. */
    check(request: CursorRequest): void {
      const cursor = cursorOf(request);
      if (cursor) decode(cursor.param, cursor.text);
    },

    /**
     * A page by cursor: up to `limit` rows just after `after` (in the list's order) or
     * just before `before` (read in reverse, answered in the list's order), or the first
     * page with neither. One row more than asked tells whether more lie that way; a
     * one-row probe tells whether any lie the other way. `query` carries the list's
     * filters and selection, no order and no limit.
     */
    async read<DB, TB extends keyof DB, O extends Row>(
      query: SelectQueryBuilder<DB, TB, O>,
      limit: number,
      request: CursorRequest,
    ): Promise<PageRead<O>> {
      return readPage(
        (window) =>
          ordered(window.where ? query.where(window.where) : query, window.reversed)
            .limit(window.limit)
            .execute() as Promise<O[]>,
        (where) => exists(query, where),
        limit,
        request,
      );
    },

    /**
     * The same page as `read`, of a list the caller reads itself: `rows(window)` answers
     * at most `window.limit` rows of the list beyond `window.where` (none: from the start),
     * in the list's order or, with `window.reversed`, backwards. For a list no single query
     * reads well in order (the shop's listing: one ordered read per map cell, merged).
     */
    async readWindows<O extends Row>(
      rows: (window: PageWindow) => Promise<O[]>,
      limit: number,
      request: CursorRequest,
    ): Promise<PageRead<O>> {
      return readPage(
        rows,
        async (where) => (await rows({ where, reversed: false, limit: 1 })).length > 0,
        limit,
        request,
      );
    },

    /** Every row of `query` as one page, in the list's order, each with its cursor. */
    async readAll<DB, TB extends keyof DB, O extends Row>(query: SelectQueryBuilder<DB, TB, O>): Promise<PageRead<O>> {
      return pageOf((await ordered(query).execute()) as O[], false, false);
    },

    /**
     * A page by offset, in the same order, with each row's cursor, so a client may go on
     * by cursor from any page. Rows lie before it when it skips any and the list has any.
     */
    async readOffset<DB, TB extends keyof DB, O extends Row>(
      query: SelectQueryBuilder<DB, TB, O>,
      limit: number,
      offset: number,
    ): Promise<PageRead<O>> {
      const fetched = (await ordered(query)
        .limit(limit + 1)
        .offset(offset)
        .execute()) as O[];
      const rows = fetched.slice(0, limit);
      const hasPrevious = offset > 0 && (rows.length > 0 || (await exists(query, sql<boolean>`1 = 1`)));
      return pageOf(rows, fetched.length > limit, hasPrevious);
    },

    /**
     * How many rows of `query` come before the page `read` answered: before its first
     * row, or, for an empty page, every row up to the cursor (after) or none (before).
     * What an operator's list answers as its page number when paged by cursor.
     */
    async rowsBefore<DB, TB extends keyof DB, O extends Row>(
      query: SelectQueryBuilder<DB, TB, O>,
      page: PageRead<O>,
      request: CursorRequest,
    ): Promise<number> {
      const first = page.rows[0];
      const cursor = cursorOf(request);
      let where: RawBuilder<boolean>;
      if (first)
        where = beyond(
          keys.map((key) => key.of(first)),
          'before',
        );
      else if (cursor?.param === 'after') where = atOrBeyond(decode('after', cursor.text), 'before');
      else return 0;
      const row = await query
        .clearSelect()
        .select(sql<number | string | bigint>`count(*)`.as('n'))
        .where(where)
        .executeTakeFirstOrThrow();
      return Number((row as { n: number | string | bigint }).n);
    },
  };
}

export type Keyset<Row> = ReturnType<typeof keyset<Row>>;

/** How many rows `query` (filters only: no order, no limit) holds; bigint text on PostgreSQL, hence Number(). */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .clearSelect()
    .select(sql<number | string | bigint>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number((row as { n: number | string | bigint }).n);
}
