// An upstream that answers from memory, for bench/gateway-own-cost.bench.ts: the first time
// it sees a request (method, URL, Authorization and body) it asks the real API (API_URL)
// and keeps the answer's status, headers and bytes; every later time it answers those
// bytes itself. Once the warm-up has been seen, the gateway and the plain proxy behind it
// have the cores to themselves: what they cost is then their own, not the API's beside them.
// The API's stream of group changes is answered with an open, silent event stream.
//   CANNED_PORT=4930 API_URL=http://127.0.0.1:4810 node --import tsx bench/canned-api.ts
// GET /__canned answers {"recorded":N,"replayed":N} (the bench checks no request went upstream
// while it measured).
import http from 'node:http';
import { Pool } from 'undici';

const port = Number(process.env.CANNED_PORT ?? 4930);
const upstream = new Pool(process.env.API_URL ?? 'http://127.0.0.1:4100', { connections: 16 });

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers of one HTTP connection, which this server writes itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);
const answers = new Map<string, Promise<Answer>>();
let recorded = 0;
let replayed = 0;

async function record(request: http.IncomingMessage, body: Buffer): Promise<Answer> {
  recorded += 1;
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'content-type', 'accept']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await upstream.request({
    method: request.method as 'GET' | 'POST',
    path: request.url ?? '/',
    headers,
    body: body.length > 0 ? body : undefined,
  });
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!HOP_BY_HOP.has(name) && typeof value === 'string') kept[name] = value;
  }
  return { status: answer.statusCode, headers: kept, body: Buffer.from(await answer.body.arrayBuffer()) };
}

const server = http.createServer((request, response) => {
  const url = request.url ?? '/';
  if (url === '/__canned') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ recorded, replayed }));
    return;
  }
  if (url.startsWith('/api/group-changes')) {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    response.write(': canned\n\n');
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks);
    const key = `${request.method} ${url} ${request.headers.authorization ?? ''} ${body.toString('utf8')}`;
    let answer = answers.get(key);
    if (answer) replayed += 1;
    else {
      answer = record(request, body);
      answers.set(key, answer);
    }
    answer.then(
      ({ status, headers, body: bytes }) => {
        response.writeHead(status, { ...headers, 'content-length': String(bytes.length) });
        response.end(bytes);
      },
      (error: unknown) => {
        answers.delete(key);
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
});

server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => void upstream.close().then(() => process.exit(0)));
});
