// Walks an admin list (lib/paging.ts) three ways, for the lists' tests: by `page`, by
// `after` from the first page, and by `before` back from the last, checking each answer's
// paging fields on the way. Paging by cursor must answer exactly the rows the pages do,
// in the same order.

type Answer = { statusCode: number; body: unknown };
type Row = { cursor: string };
type Paging = {
  page: number;
  total: number;
  has_more: boolean;
  has_next_page: boolean;
  has_previous_page: boolean;
  start_cursor: string | null;
  end_cursor: string | null;
};

/**
 * `get` answers GET `url` with the extra query parameters; `url` holds the list's
 * filters (its own `?` included) and `key` names its rows.
 */
export async function walkAdminList<R extends Row>(
  get: (url: string) => Promise<Answer>,
  url: string,
  key: string,
  pageSize: number,
): Promise<{ byPage: R[]; forward: R[]; backward: R[] }> {
  const join = url.includes('?') ? '&' : '?';
  const read = async (query: string) => {
    const res = await get(`${url}${join}page_size=${pageSize}&${query}`);
    if (res.statusCode !== 200) throw new Error(`${url} ${query}: ${res.statusCode} ${JSON.stringify(res.body)}`);
    const data = (res.body as { data: Paging & Record<string, R[]> }).data;
    const rows = data[key]!;
    expect(data.start_cursor).toBe(rows[0]?.cursor ?? null);
    expect(data.end_cursor).toBe(rows[rows.length - 1]?.cursor ?? null);
    expect(data.has_more).toBe(data.has_next_page);
    return { data, rows };
  };

  const byPage: R[] = [];
  for (let page = 1; ; page += 1) {
    const { data, rows } = await read(`page=${page}`);
    expect(data.has_previous_page).toBe(page > 1);
    byPage.push(...rows);
    if (!data.has_next_page) break;
  }

  const forward: R[] = [];
  let current = await read('');
  forward.push(...current.rows);
  for (let page = 2; current.data.has_next_page; page += 1) {
    current = await read(`after=${current.data.end_cursor}`);
    // By cursor, `page` says which page of `page_size` rows the first row falls on.
    expect(current.data).toMatchObject({ page, total: byPage.length, has_previous_page: true });
    forward.push(...current.rows);
  }

  const backward: R[][] = [];
  let back = current;
  while (back.data.has_previous_page) {
    back = await read(`before=${back.data.start_cursor}`);
    expect(back.data.has_next_page).toBe(true);
    backward.unshift(back.rows);
  }
  return { byPage, forward, backward: [...backward.flat(), ...current.rows] };
}
