// What a console export fetched and saved, in jsdom: `fetch` answers `csv` for every path
// (recording the path and the Authorization header sent), and the download link's click
// records the saved file's name instead of navigating. `restore()` puts both back.

export type DownloadCapture = {
  fetched: { url: string; authorization?: string }[];
  saved: string[];
  restore(): void;
};

export function captureDownloads(csv: string): DownloadCapture {
  const fetched: DownloadCapture['fetched'] = [];
  const saved: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    fetched.push({ url, authorization: (init?.headers as Record<string, string>).authorization });
    return { ok: true, blob: async () => new Blob([csv], { type: 'text/csv' }) } as Response;
  }) as typeof fetch;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
  return {
    fetched,
    saved,
    restore() {
      click.mockRestore();
      globalThis.fetch = realFetch;
    },
  };
}
