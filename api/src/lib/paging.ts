import { z } from 'zod';
import { intField } from './fields';

// One paging convention for every admin list: `page` (from 1) and `page_size` (1-100,
// default 20) in the query; the answer names its rows and says `total` and `has_more`,
// so no list is ever cut off without saying so.

const MAX_PAGE_SIZE = 100;

export const pageFields = {
  page: z.preprocess((v) => v ?? 1, intField('page must be a positive integer', 1, 1_000_000)),
  page_size: z.preprocess(
    (v) => v ?? 20,
    intField(`page_size must be an integer from 1 to ${MAX_PAGE_SIZE}`, 1, MAX_PAGE_SIZE),
  ),
};

export type PageRequest = { page: number; page_size: number };
export type PageInfo = { page: number; page_size: number; total: number; has_more: boolean };

/** Rows to skip for the requested page. */
export function pageOffset(request: PageRequest): number {
  return (request.page - 1) * request.page_size;
}

/** The paging half of an answer; PostgreSQL counts as bigint text, hence the Number(). */
export function pageInfo(request: PageRequest, total: number | string | bigint): PageInfo {
  const count = Number(total);
  return { ...request, total: count, has_more: pageOffset(request) + request.page_size < count };
}

type PageShape<K extends string, Row extends z.ZodType> = { [P in K]: z.ZodArray<Row> } & {
  page: z.ZodNumber;
  page_size: z.ZodNumber;
  total: z.ZodNumber;
  has_more: z.ZodBoolean;
};

/** The answer schema of a page whose rows are under `key`; its type keeps the row's (lib/envelope.ts `answers`). */
export function pageSchema<K extends string, Row extends z.ZodType>(key: K, row: Row) {
  const shape = {
    [key]: z.array(row),
    page: z.number(),
    page_size: z.number(),
    total: z.number(),
    has_more: z.boolean(),
  } as PageShape<K, Row>;
  return z.object(shape);
}
