// The baseline for the gateway benchmark: the least a proxy can do for each measured
// operation — read the request, make the same REST calls the gateway's resolvers make
// through an undici pool (the caller's Authorization forwarded), rename the fields the
// way the GraphQL answer does (plain-proxy-answers.ts), and send JSON. No GraphQL parsing,
// validation or execution. What each path forwards:
//   POST /groups {zipCode, after, first}  → POST /api/customer/group-page
//   GET  /group?id=<id>                   → POST /api/group/batch and POST /api/cart/deliverable, side by side
//   GET  /cart                            → GET /api/cart/view
// and GET /livez answers 200 once it listens.
import http from 'node:http';
import { Pool } from 'undici';
import type { CartView } from '../api/src/modules/cart/cart-view';
import type { GroupPage } from '../api/src/modules/catalog/catalog-view';
import type { GroupDetail } from '../api/src/modules/catalog/group-detail-view';
import { cartAnswer, groupAnswer, listingAnswer } from './plain-proxy-answers';

const port = Number(process.env.PROXY_PORT ?? 4700);
const pool = new Pool(process.env.API_URL ?? 'http://127.0.0.1:4100', { connections: 64 });

/** One REST call with the caller's session; answers the envelope's data. */
async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  authorization: string | undefined,
  body?: object,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (body) headers['content-type'] = 'application/json';
  const upstream = await pool.request({ method, path, headers, body: body && JSON.stringify(body) });
  const answer = (await upstream.body.json()) as { data: T };
  if (upstream.statusCode !== 200) throw new Error(`${method} ${path} answered ${upstream.statusCode}`);
  return answer.data;
}

async function answerFor(request: http.IncomingMessage, body: string): Promise<object> {
  const auth = request.headers.authorization;
  // The least parsing each path needs (no URL object: the baseline stays lean).
  const url = request.url ?? '/';
  if (url === '/groups') {
    const { zipCode, after, first } = JSON.parse(body);
    const page = await call<GroupPage>('POST', '/api/customer/group-page', auth, {
      zip_code: zipCode,
      after,
      limit: first,
    });
    return listingAnswer(page);
  }
  if (url.startsWith('/group?id=')) {
    const ids = [Number(url.slice('/group?id='.length))];
    const [groups, delivers] = await Promise.all([
      call<GroupDetail[]>('POST', '/api/group/batch', auth, { ids }),
      auth ? call<{ id: number; delivers: boolean }[]>('POST', '/api/cart/deliverable', auth, { ids }) : [],
    ]);
    return groupAnswer(groups[0]!, auth ? (delivers[0]?.delivers ?? null) : null);
  }
  if (url === '/cart') return cartAnswer(await call<CartView>('GET', '/api/cart/view', auth));
  throw new Error(`no such path: ${url}`);
}

const server = http.createServer((request, response) => {
  // Readiness, for the benches' waitForHealthy (scripts/lib/services.ts).
  if (request.url === '/livez') {
    response.writeHead(200).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    answerFor(request, Buffer.concat(chunks).toString('utf8')).then(
      (answer) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
      (error: unknown) => response.writeHead(502).end(String(error)),
    );
  });
});
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => server.close(() => void pool.close().then(() => process.exit(0))));
