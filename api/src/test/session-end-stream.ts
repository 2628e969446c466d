import http from 'node:http';

// A follower of `GET /api/session-ends` for tests, as a gateway follows it: each ended
// session's token hash as it is announced.

export type SessionEndStream = {
  /** Waits (at most 5 s) until `tokenHash` has been announced. */
  announced(tokenHash: string): Promise<void>;
  /** Every hash announced so far. */
  seen: string[];
  close(): void;
};

/** Opens the stream of the API listening at `origin`; resolves once the API says it listens. */
export function openSessionEndStream(origin: string): Promise<SessionEndStream> {
  return new Promise((resolve, reject) => {
    const seen: string[] = [];
    const waiters = new Map<string, () => void>();
    const request = http.get(`${origin}/api/session-ends`, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`status ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block === ': listening') {
            resolve({
              seen,
              announced: (hash) =>
                seen.includes(hash)
                  ? Promise.resolve()
                  : new Promise((done, fail) => {
                      const timer = setTimeout(() => fail(new Error(`${hash} was not announced in 5 s`)), 5_000);
                      waiters.set(hash, () => (clearTimeout(timer), done()));
                    }),
              close: () => request.destroy(),
            });
          }
          const data = /^event: ended\ndata: ([0-9a-f]{64})$/.exec(block);
          if (data) {
            seen.push(data[1]!);
            waiters.get(data[1]!)?.();
          }
        }
      });
    });
    request.on('error', reject);
  });
}
