import type { AdminPage } from '../rest/rest-types';

type RestPage = { page: number; page_size: number; total: number; has_more: boolean };

/** The page query every admin list takes (api/src/lib/paging.ts). */
export function pageQuery(page: number, pageSize: number): URLSearchParams {
  return new URLSearchParams({ page: String(page), page_size: String(pageSize) });
}

/** An admin list's page with its rows under `items`, whatever the API names them. */
export function pageOf<Row>(rows: Row[], answer: RestPage): AdminPage<Row> {
  return {
    items: rows,
    page: answer.page,
    pageSize: answer.page_size,
    total: answer.total,
    hasMore: answer.has_more,
  };
}
