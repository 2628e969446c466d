// The baseline for the gateway benchmark: the least a proxy can do for the listing —
// parse the request, call the API through an undici pool, rename the fields the way the
// GraphQL answer does, and send JSON. No GraphQL parsing, validation or execution.
import http from 'node:http';
import { Pool } from 'undici';
import type { GroupPage } from '../api/src/modules/catalog/catalog-view';
import { moneyFromDollars } from '../gateway/src/rest/money';

const port = Number(process.env.PROXY_PORT ?? 4700);
const pool = new Pool(process.env.API_URL ?? 'http://127.0.0.1:4100', { connections: 64 });

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    const { zipCode, after, first } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const upstream = await pool.request({
      method: 'POST',
      path: '/api/customer/group-page',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip_code: zipCode, after, limit: first }),
    });
    const answer = (await upstream.body.json()) as { data: GroupPage };
    const edges = answer.data.groups.map(({ cursor, path, group }) => ({
      cursor,
      node: {
        id: String(group.id),
        productName: group.product_name,
        // Money as the gateway answers it, by the gateway's own conversion.
        price: moneyFromDollars(group.price),
        discountedPrice: moneyFromDollars(group.discounted_price),
        imageUrl: path,
        status: group.status === 'Closed' ? 'CLOSED' : 'OPEN',
        endDate: group.end_date,
        quantityBooked: group.quantity_booked,
      },
    }));
    const pageInfo = { hasNextPage: answer.data.has_next_page, endCursor: answer.data.end_cursor };
    const body = JSON.stringify({ data: { groups: { pageInfo, edges } } });
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
});
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => server.close(() => void pool.close().then(() => process.exit(0))));
