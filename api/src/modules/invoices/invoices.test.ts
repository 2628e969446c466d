import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login';
import { addCard, addToCart, createCustomer, createGroup, type TestCustomer } from '../checkout/commerce.fixtures';
import { createInvoiceSigner } from './invoice-signing';

let t: TestApp;
let adminToken: string;
let buyer: TestCustomer;
let other: TestCustomer;
let orderId: number;
let lineId: number;
let invoiceUrl: string;

/** The customer's one saved card (saved on first use): the same card twice is refused. */
const cards = new Map<number, number>();
async function cardOf(customer: TestCustomer): Promise<number> {
  const saved = cards.get(customer.id) ?? (await addCard(t.app, customer.token));
  cards.set(customer.id, saved);
  return saved;
}

async function placeOrder(customer: TestCustomer, groupId: number, qty: number): Promise<number> {
  await addToCart(t.app, customer.token, groupId, qty);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: customer.token },
    payload: { card_id: await cardOf(customer) },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.order_id as number;
}

const setStatus = (id: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/order-lines/${id}/status`,
    headers: { authorization: adminToken },
    payload,
  });

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  buyer = await createCustomer(t.handle.db, 'TX');
  other = await createCustomer(t.handle.db, 'TX');
  const groupId = await createGroup(t.handle.db, { productName: 'Invoice Kettle' });
  orderId = await placeOrder(buyer, groupId, 2);
  const line = await t.handle.db
    .selectFrom('order_lines')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  lineId = line.id;
  await setStatus(lineId, { status: 'shipping', tracking_company_name: 'UPS', tracking_number: '1Z3' });
  await setStatus(lineId, { status: 'completed' });
  const orders = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: buyer.token },
    payload: {},
  });
  invoiceUrl = orders.json().data.order_list[0].invoice_url as string;
});
afterAll(async () => {
  await t.close();
});

async function invoice(payload: object, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/invoice',
    headers: token ? { authorization: token } : {},
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

describe('POST /api/order/invoice', () => {
  test('with the token from invoice_url and no session: the invoice in the product rules’ shape', async () => {
    const res = await invoice({ order_id: orderId, token: tokenOf(invoiceUrl) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 200,
      message: 'Invoice fetched',
      data: {
        order_list: [
          {
            quantity: 2,
            price: 100,
            group: {
              address: '1401 Elm St, Dallas, TX',
              zip_code: '75201',
              product_image: null,
              product_name: 'Invoice Kettle',
            },
            tax_price: 12.5,
            shipping: 10,
            platform_fee: 4,
            total: 226.5,
          },
        ],
        total: 200,
        total_tax: 12.5,
        total_shipping: 10,
        total_platform_fee: 4,
        // What the card was charged: goods, tax, shipping and the 2% platform fee.
        grand_total: 226.5,
        invoice_number: `INV-${String(lineId).padStart(6, '0')}`,
        issued_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        order_id: orderId,
        customer: {
          name: expect.stringMatching(/^Test Buyer/),
          street: '1 Test St',
          city: 'Dallas',
          state: 'TX',
          zip_code: '75201',
        },
      },
    });
  });

  test('the grand total is the amount charged for the order', async () => {
    const charged = await t.handle.db
      .selectFrom('orders')
      .select('grand_total_cents')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const res = await invoice({ order_id: orderId }, buyer.token);
    expect(Math.round(res.body.data.grand_total * 100)).toBe(charged.grand_total_cents);
  });

  test('a return asked for after delivery keeps the invoice (the link in the delivered mail still opens)', async () => {
    const groupId = await createGroup(t.handle.db, { productName: 'Returned Kettle' });
    const returnedOrder = await placeOrder(buyer, groupId, 1);
    const line = await t.handle.db
      .selectFrom('order_lines')
      .select('id')
      .where('order_id', '=', returnedOrder)
      .executeTakeFirstOrThrow();
    await setStatus(line.id, { status: 'shipping', tracking_company_name: 'UPS', tracking_number: '1Z4' });
    await setStatus(line.id, { status: 'completed' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/order/request-return',
      headers: { authorization: buyer.token },
      payload: { order_id: returnedOrder, order_line_id: line.id, group_id: groupId, return_reason: 'damaged' },
    });
    expect(asked.statusCode).toBe(200);

    const res = await invoice({ order_id: returnedOrder }, buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.order_list.map((l: { group: { product_name: string } }) => l.group.product_name)).toEqual([
      'Returned Kettle',
    ]);
    expect(res.body.data.invoice_number).toBe(`INV-${String(line.id).padStart(6, '0')}`);
  });

  test('the signed-in owner needs no token', async () => {
    expect((await invoice({ order_id: orderId }, buyer.token)).statusCode).toBe(200);
  });

  test('refused alike for another customer, a forged token, another order’s token and unknown ids', async () => {
    const refused = { statusCode: 403, body: { status: 403, message: 'You cannot view this invoice.', data: null } };
    expect(await invoice({ order_id: orderId }, other.token)).toEqual(refused);
    expect(await invoice({ order_id: orderId })).toEqual(refused);
    expect(await invoice({ order_id: orderId, token: 'f'.repeat(64) })).toEqual(refused);
    expect(await invoice({ order_id: orderId, token: 'not-hex' })).toEqual(refused);
    const foreign = createInvoiceSigner('another-secret-another-secret-123456').token(orderId);
    expect(await invoice({ order_id: orderId, token: foreign })).toEqual(refused);
    expect(await invoice({ order_id: orderId + 1, token: tokenOf(invoiceUrl) })).toEqual(refused);
    expect(await invoice({ order_id: 999_999 }, buyer.token)).toEqual(refused);
    // A stale session is no 401 here: the page is public.
    expect((await invoice({ order_id: orderId }, 'expired-session-token')).statusCode).toBe(403);
  });

  test('an order without a completed line has no invoice yet; bad ids are a 400', async () => {
    const pending = await placeOrder(buyer, await createGroup(t.handle.db), 1);
    const res = await invoice({ order_id: pending }, buyer.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('No invoice has been issued for this order yet.');
    const bad = await invoice({ order_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('order_id must be a positive integer');
  });
});
