import type { AdminPage, RestPageInfo } from '../rest/rest-types';

/** The page query every admin list takes (api/src/lib/paging.ts). */
export function pageQuery(page: number, pageSize: number): URLSearchParams {
  return new URLSearchParams({ page: String(page), page_size: String(pageSize) });
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
