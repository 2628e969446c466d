import http from 'node:http';

// Reads a server-sent event stream of the API in tests, as a gateway follows it: each
// block (the text between blank lines) handed over as it arrives.

/** An open stream; closing it ends the request. */
export type EventStream = { close(): void };

/**
 * Opens `path` of the API at `origin` and hands every block to `onBlock`; resolves once
 * the API says it listens (`: listening`), so no event sent afterwards is missed.
 */
export function readEventStream(origin: string, path: string, onBlock: (block: string) => void): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${path}`, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`${path}: status ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block === ': listening') resolve({ close: () => request.destroy() });
          else onBlock(block);
        }
      });
    });
    request.on('error', reject);
  });
}
