import { linePaidCents } from '../payments/line-refunds';
import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  addCard,
  addToCart,
  buyFreshGroup,
  createCustomer,
  createGroup,
  type TestCustomer,
} from '../checkout/commerce.fixtures';
import { readOutbox, type OutboxMessage } from './outbox';

// The shop's mails about an order, read as the mail server received them (the outbox
// mailer's files) and checked against the order they are about, as the database holds it:
// the receipt's items, amounts to the cent and address; the shipment's tracking; the
// invoice link that opens the invoice; each return step's refund; settlement's final price
// and refund. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.

let t: TestApp;
let adminToken: string;
let buyer: TestCustomer;
let buyerEmail: string;
let cardId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  buyer = await createCustomer(t.handle.db, 'TX');
  cardId = await addCard(t.app, buyer.token);
  buyerEmail = (
    await t.handle.db.selectFrom('customers').select('email').where('id', '=', buyer.id).executeTakeFirstOrThrow()
  ).email;
});
afterAll(async () => {
  await t.close();
});

/** Cents as a mail writes them, worked out here on its own: 39100 → "$391.00" (the amounts below stay under $1,000). */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const escaped = (text: string) => text.replace(/&/g, '&amp;');

/** The one mail sent to `to` with this subject, once the mail job has sent what is queued. */
async function mailTo(to: string, subject: string): Promise<OutboxMessage> {
  await t.app.jobs.drain();
  const found = readOutbox(t.config.outboxDir).filter((mail) => mail.to === to && mail.subject === subject);
  expect(found).toHaveLength(1);
  return found[0]!;
}

async function admin(method: 'PUT' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: { authorization: adminToken }, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
}

const move = (lineId: number, payload: object) => admin('PUT', `/api/admin/order-lines/${lineId}/status`, payload);

async function placeOrder(customer: TestCustomer, card: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/placeorder',
    headers: { authorization: customer.token },
    payload: { card_id: card },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.order_id as number;
}

function lineOf(lineId: number) {
  return t.handle.db
    .selectFrom('order_lines as l')
    .innerJoin('groups as g', 'g.id', 'l.group_id')
    .select([
      'l.id',
      'l.order_id',
      'l.quantity',
      'l.price_cents',
      'l.tax_cents',
      'l.shipping_cents',
      'l.platform_fee_cents',
      'l.refunded_cents',
      'l.final_price_cents',
      'g.product_name',
    ])
    .where('l.id', '=', lineId)
    .executeTakeFirstOrThrow();
}

/** The refunds the ledger holds for a line, in cents. */
async function refundsOf(lineId: number): Promise<number[]> {
  const rows = await t.handle.db
    .selectFrom('payments')
    .select('amount_cents')
    .where('order_line_id', '=', lineId)
    .where('kind', '=', 'refund')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.amount_cents);
}

/** A line of the buyer's, bought, shipped and delivered. */
async function deliveredLine(): Promise<{ lineId: number; orderId: number; groupId: number }> {
  const bought = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 2);
  await move(bought.lineId, { status: 'shipping', tracking_company_name: 'Acme Freight', tracking_number: 'AF-1' });
  await move(bought.lineId, { status: 'completed' });
  return bought;
}

const requestReturn = async (orderId: number, lineId: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/request-return',
    headers: { authorization: buyer.token },
    payload: { order_id: orderId, order_line_id: lineId, return_reason: 'defective' },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
};

test('the receipt: each item, quantity and unit price, tax, shipping, fee and total to the cent, the address, My Orders', async () => {
  const mill = await createGroup(t.handle.db, { productName: 'Salt & Pepper Mill' });
  const board = await createGroup(t.handle.db, {
    productName: 'Oak Board',
    shippingCents: 700,
    levels: [{ quantity_level: 40, price_cents: 4_550 }],
  });
  await addToCart(t.app, buyer.token, mill, 3);
  await addToCart(t.app, buyer.token, board, 2);
  const orderId = await placeOrder(buyer, cardId);

  const order = await t.handle.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const lines = await t.handle.db
    .selectFrom('order_lines as l')
    .innerJoin('groups as g', 'g.id', 'l.group_id')
    .select(['g.product_name', 'l.quantity', 'l.price_cents', 'l.street', 'l.city', 'l.state', 'l.zip_code'])
    .where('l.order_id', '=', orderId)
    .orderBy('l.id')
    .execute();
  const [charge] = await t.handle.db
    .selectFrom('payments')
    .select('amount_cents')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'charge')
    .execute();
  const buyerRow = await t.handle.db
    .selectFrom('customers')
    .select(['first_name', 'last_name'])
    .where('id', '=', buyer.id)
    .executeTakeFirstOrThrow();

  const mail = await mailTo(buyerEmail, `Your order ${orderId} is placed`);
  // What the card paid, as the ledger has it.
  expect(charge!.amount_cents).toBe(order.grand_total_cents);
  expect(mail.text).toContain(
    `Your order ${orderId} is placed and ${dollars(order.grand_total_cents)} was charged to your card.`,
  );

  // Every item: 3 × $100.00 and 2 × $45.50, their amounts adding up to the order's goods.
  expect(lines.map((line) => [line.product_name, line.quantity, line.price_cents])).toEqual([
    ['Salt & Pepper Mill', 3, 10_000],
    ['Oak Board', 2, 4_550],
  ]);
  for (const line of lines) {
    const amount = line.quantity * line.price_cents;
    expect(mail.text).toContain(
      `${line.quantity} x ${line.product_name} at ${dollars(line.price_cents)} each: ${dollars(amount)}`,
    );
    expect(mail.html).toContain(escaped(line.product_name));
    expect(mail.html).toContain(`>${dollars(line.price_cents)}</td>`);
    expect(mail.html).toContain(`>${dollars(amount)}</td>`);
  }
  expect(lines.reduce((sum, line) => sum + line.quantity * line.price_cents, 0)).toBe(order.goods_cents);
  expect(mail.text).toContain(
    [
      `Subtotal: ${dollars(order.goods_cents)}`,
      `Tax: ${dollars(order.tax_cents)}`,
      `Shipping: ${dollars(order.shipping_cents)}`,
      `Platform fee: ${dollars(order.platform_fee_cents)}`,
      `Total charged: ${dollars(order.grand_total_cents)}`,
    ].join('\n'),
  );
  expect(order.goods_cents + order.tax_cents + order.shipping_cents + order.platform_fee_cents).toBe(
    order.grand_total_cents,
  );
  for (const [label, cents] of [
    ['Tax', order.tax_cents],
    ['Shipping', order.shipping_cents],
    ['Platform fee', order.platform_fee_cents],
    ['Total charged', order.grand_total_cents],
  ] as const) {
    expect(mail.html).toMatch(new RegExp(`>${label}</td><td[^>]*>\\${dollars(cents)}</td>`));
  }

  // Where it goes: the address the order's lines were booked to, with the buyer's name.
  const [first] = lines;
  expect(mail.text).toContain(
    `Delivery address\n${buyerRow.first_name} ${buyerRow.last_name}\n${first!.street}\n${first!.city}, ${first!.state} ${first!.zip_code}\nUnited States`,
  );
  expect(mail.html).toContain(`${first!.city}, ${first!.state} ${first!.zip_code}`);

  // And the way to My Orders.
  expect(mail.link).toBe('http://localhost:4000/dashboard');
  expect(mail.text).toContain('See your orders: http://localhost:4000/dashboard');
  expect(mail.html).toContain('href="http://localhost:4000/dashboard"');
});

test("shipped: the carrier, the tracking number and its carrier's page; delivered: the invoice link opens the invoice", async () => {
  const { lineId, orderId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 2);
  const line = await lineOf(lineId);
  await move(lineId, { status: 'shipping', tracking_company_name: 'UPS', tracking_number: '1Z999AA10123456784' });

  const shipped = await mailTo(buyerEmail, `Your order of ${line.product_name} has shipped`);
  const ups = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
  expect(shipped.text).toContain(
    [`Order: ${orderId}`, 'Quantity: 2', 'Carrier: UPS', `Tracking number: 1Z999AA10123456784 (${ups})`].join('\n'),
  );
  expect(shipped.html).toContain(`<a href="${ups}"`);
  expect(shipped.text).toContain('Delivery address\n');
  expect(shipped.text).toContain('See your orders: http://localhost:4000/dashboard');

  await move(lineId, { status: 'completed' });
  const delivered = await mailTo(buyerEmail, `Your order of ${line.product_name} was delivered`);
  expect(delivered.text).toContain(`Paid: ${dollars(linePaidCents(line))}`);
  const invoice = new URL(delivered.link);
  expect(delivered.text).toContain(`See your invoice: ${invoice.href}`);
  expect(delivered.html).toContain(`href="${invoice.href.replace(/&/g, '&amp;')}"`);
  expect(invoice.pathname).toBe('/invoice');
  expect(invoice.searchParams.get('orderid')).toBe(String(orderId));
  // The link opens the invoice without a session: what the web's /invoice page asks the API.
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/order/invoice',
    payload: { order_id: orderId, token: invoice.searchParams.get('token') },
  });
  expect(opened.statusCode).toBe(200);
  expect(opened.json().data.order_list).toEqual([
    expect.objectContaining({ group: expect.objectContaining({ product_name: line.product_name }), quantity: 2 }),
  ]);
});

test('a return: accepted with the refund to come, arrived, refunded with the amount the ledger refunded', async () => {
  const { lineId, orderId } = await deliveredLine();
  const line = await lineOf(lineId);
  const left = linePaidCents(line) - line.refunded_cents;
  await requestReturn(orderId, lineId);

  await admin('POST', `/api/admin/order-lines/${lineId}/return/accept`);
  const accepted = await mailTo(buyerEmail, `Your return of ${line.product_name} is accepted`);
  expect(accepted.text).toContain('please send the item back');
  expect(accepted.text).toContain(`Refund once it is back: ${dollars(left)}`);

  await move(lineId, { status: 'return_in_progress' });
  const arrived = await mailTo(buyerEmail, `Your return of ${line.product_name} has arrived`);
  expect(arrived.text).toContain(`Refund once checked: ${dollars(left)}`);

  await move(lineId, { status: 'refunded' });
  const refunded = await mailTo(buyerEmail, `Your return of ${line.product_name} is refunded`);
  expect(await refundsOf(lineId)).toEqual([left]);
  expect(refunded.text).toContain(`is complete and ${dollars(left)} has been refunded to your card.`);
  expect(refunded.text).toContain(`Refunded: ${dollars(left)}`);
  expect(refunded.html).toContain(`>${dollars(left)}</td>`);
});

test('a declined return says why; a cancelled line says what came back', async () => {
  const declined = await deliveredLine();
  const declinedLine = await lineOf(declined.lineId);
  await requestReturn(declined.orderId, declined.lineId);
  await admin('POST', `/api/admin/order-lines/${declined.lineId}/return/decline`, {
    reason: 'Opened & used <not new>',
  });
  const no = await mailTo(buyerEmail, `Your return of ${declinedLine.product_name} was declined`);
  expect(no.text).toContain('Reason: Opened & used <not new>');
  expect(no.html).toContain('Opened &amp; used &lt;not new&gt;');

  const cancelled = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 2);
  const cancelledLine = await lineOf(cancelled.lineId);
  await move(cancelled.lineId, { status: 'cancelled' });
  const mail = await mailTo(buyerEmail, `Your order of ${cancelledLine.product_name} is cancelled`);
  const [refund] = await refundsOf(cancelled.lineId);
  expect(refund).toBe(linePaidCents(cancelledLine));
  expect(mail.text).toContain(`Refunded: ${dollars(refund!)}`);
});

test("settlement: the group's final price against what the buyer paid, and the refund the ledger holds", async () => {
  const groupId = await createGroup(t.handle.db, { productName: 'Settled Kettle', maxQuantity: 60 });
  await addToCart(t.app, buyer.token, groupId, 2);
  const orderId = await placeOrder(buyer, cardId);
  // Another buyer takes the group to 21 units: the third level, $80.00 (docs/product.md#pricing-and-money).
  const other = await createCustomer(t.handle.db, 'TX');
  await addToCart(t.app, other.token, groupId, 19);
  await placeOrder(other, await addCard(t.app, other.token));
  await admin('POST', `/api/admin/groups/${groupId}/settle`);

  const mail = await mailTo(buyerEmail, 'Settled Kettle: the group has closed');
  const line = await t.handle.db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const refunds = await refundsOf(line.id);
  expect(line.final_price_cents).toBe(8_000);
  expect(refunds).toEqual([line.refunded_cents]);
  expect(line.refunded_cents).toBeGreaterThan(0);
  expect(mail.text).toContain(
    `final price is set: $80.00 per unit. We refunded ${dollars(line.refunded_cents)} of the difference to your card.`,
  );
  expect(mail.text).toContain(
    [
      `Order: ${orderId}`,
      'Quantity: 2',
      'You paid per unit: $100.00',
      'Final price per unit: $80.00',
      `Refunded to your card: ${dollars(line.refunded_cents)}`,
    ].join('\n'),
  );
  expect(mail.html).toContain(`>${dollars(line.refunded_cents)}</td>`);
});
