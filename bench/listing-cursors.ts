// The listing's pages a benchmark reads, by cursor as the shop reads them: for each ZIP
// code, the `after` cursor of its first `pages` pages of `size` groups (undefined for the
// first page), read once from the API's `POST customer/group-page` before the run. A
// cursor names a position, so it keeps working while orders change the groups.

export type ListingCursors = Record<string, Array<string | undefined>>;

export async function listingCursors(
  apiUrl: string,
  zips: readonly string[],
  size: number,
  pages: number,
): Promise<ListingCursors> {
  const cursors: ListingCursors = {};
  for (const zip of zips) {
    const afters: Array<string | undefined> = [undefined];
    while (afters.length < pages) {
      const answer = await fetch(`${apiUrl}/api/customer/group-page`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ zip_code: zip, limit: size, after: afters[afters.length - 1] }),
      });
      const { data } = (await answer.json()) as { data: { end_cursor: string | null; has_next_page: boolean } };
      if (!data.has_next_page || !data.end_cursor) break;
      afters.push(data.end_cursor);
    }
    cursors[zip] = afters;
  }
  return cursors;
}
