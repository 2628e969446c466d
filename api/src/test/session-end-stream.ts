import { readEventStream } from './event-stream';

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
export async function openSessionEndStream(origin: string): Promise<SessionEndStream> {
  const seen: string[] = [];
  const waiters = new Map<string, () => void>();
  const stream = await readEventStream(origin, '/api/session-ends', (block) => {
    const data = /^event: ended\ndata: ([0-9a-f]{64})$/.exec(block);
    if (data) {
      seen.push(data[1]!);
      waiters.get(data[1]!)?.();
    }
  });
  return {
    seen,
    announced: (hash) =>
      seen.includes(hash)
        ? Promise.resolve()
        : new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`${hash} was not announced in 5 s`)), 5_000);
            waiters.set(hash, () => (clearTimeout(timer), done()));
          }),
    close: () => stream.close(),
  };
}
