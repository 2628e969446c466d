import type { TablePaginationConfig } from 'antd';

/** Rows a console list asks the API for at a time. */
export const ADMIN_PAGE_SIZE = 20;

/**
 * The paging under every console table: the page asked for, the API's total, and the
 * count said in the list's own noun ("3 documents", "1 return").
 */
export function adminPagination(
  page: number,
  total: number,
  noun: string,
  onChange: (page: number) => void,
  plural = `${noun}s`,
): TablePaginationConfig {
  return {
    current: page,
    pageSize: ADMIN_PAGE_SIZE,
    total,
    showSizeChanger: false,
    showTotal: (count) => `${count} ${count === 1 ? noun : plural}`,
    onChange,
  };
}
