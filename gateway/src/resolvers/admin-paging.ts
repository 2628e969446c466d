import type { AdminPage, RestPageInfo } from '../rest/rest-types';

/** The page parameters every admin list's query takes (api/src/lib/paging.ts). */
export function pageQuery(page: number, pageSize: number): { page: number; page_size: number } {
  return { page, page_size: pageSize };
}

/** An admin list's page with its rows under `items`, whatever the API names them. */
export function pageOf<Row>(rows: Row[], answer: RestPageInfo): AdminPage<Row> {
  return {
    items: rows,
    page: answer.page,
    pageSize: answer.page_size,
    total: answer.total,
    hasMore: answer.has_more,
  };
}
