// The baseline for the gateway benchmark: the least a proxy can do for the listing —
// parse the request, call the API through an undici pool, rename the fields the way the
// GraphQL answer does, and send JSON. No GraphQL parsing, validation or execution.
import http from 'node:http';
import { Pool } from 'undici';
import type { GroupListItem } from '../api/src/modules/catalog/catalog-view';

const port = Number(process.env.PROXY_PORT ?? 4700);
const pool = new Pool(process.env.API_URL ?? 'http://127.0.0.1:4100', { connections: 64 });

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    const { zipCode, page, pageSize } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const upstream = await pool.request({
      method: 'POST',
      path: '/api/customer/group-list',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip_code: zipCode, offset: page, limit: pageSize }),
    });
    const answer = (await upstream.body.json()) as { data: GroupListItem[] };
    const items = answer.data.map(({ path, group }) => ({
      id: String(group.id),
      productName: group.product_name,
      price: group.price,
      discountedPrice: group.discounted_price,
      imageUrl: path,
      status: group.status === 'Closed' ? 'CLOSED' : 'OPEN',
      endDate: group.end_date,
      quantityBooked: group.quantity_booked,
    }));
    const body = JSON.stringify({ data: { groups: { page, pageSize, hasMore: items.length === pageSize, items } } });
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
});
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => server.close(() => void pool.close().then(() => process.exit(0))));
