import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';

let api: ApiProcess;
let gateway: TestGateway;
let shopper: string;
let business: string;

async function login(email: string, password: string): Promise<string> {
  const { body } = await gateway.graphql(
    'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  return (body.data as { login: { token: string } }).login.token;
}

type Line = {
  orderId: string;
  status: string | null;
  rawStatus: string;
  invoiceId: string | null;
  invoiceUrl: string | null;
  refundedAmount: number;
  finalUnitPrice: number | null;
};
const INVOICE = `query($o: ID!, $t: String) { invoice(orderId: $o, token: $t) {
  orderId invoiceNumber issuedAt total totalTax totalShipping totalPlatformFee grandTotal
  lines { productName supplierAddress supplierZipCode quantity unitPrice lineTotal tax shipping platformFee grandTotal }
  customer { name zipCode } } }`;

let lines: Line[];

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
  shopper = await login('shopper@example.com', 'Shopper@123');
  business = await login('business@example.com', 'Business@123');
  const { body } = await gateway.graphql(
    '{ orderLines { orderId status rawStatus invoiceId invoiceUrl refundedAmount finalUnitPrice } }',
    {},
    shopper,
  );
  lines = (body.data as { orderLines: Line[] }).orderLines;
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});

test("the demo shopper's history shows a line in every status, and a settled line's refund", () => {
  const statuses = new Set(lines.map((line) => line.status));
  for (const status of [
    'IN_PROGRESS',
    'SHIPPING',
    'CANCELLED',
    'COMPLETED',
    'RETURN_REQUESTED',
    'RETURN_ACCEPTED',
    'RETURN_DECLINED',
    'RETURN_IN_PROGRESS',
    'REFUNDED',
  ]) {
    expect(statuses).toContain(status);
  }
  expect(lines.some((line) => line.finalUnitPrice !== null && line.refundedAmount > 0)).toBe(true);
});

test('an invoice opens with its link token and no session, or for its owner', async () => {
  const delivered = lines.find((line) => line.status === 'COMPLETED' && line.invoiceUrl)!;
  const url = new URL(delivered.invoiceUrl!, 'http://shop.test');
  expect(url.pathname).toBe('/invoice');
  expect(url.searchParams.get('orderid')).toBe(delivered.orderId);

  const byLink = await gateway.graphql(INVOICE, { o: delivered.orderId, t: url.searchParams.get('token') });
  expect(byLink.body.errors).toBeUndefined();
  const invoice = (
    byLink.body.data as { invoice: { invoiceNumber: string; grandTotal: number; lines: { grandTotal: number }[] } }
  ).invoice;
  expect(invoice.invoiceNumber).toBe(delivered.invoiceId);
  const sum = invoice.lines.reduce((cents, line) => cents + Math.round(line.grandTotal * 100), 0);
  expect(Math.round(invoice.grandTotal * 100)).toBe(sum);
  // Each line's grand total is what was charged for it: the platform fee included.
  const cents = (dollars: number) => Math.round(dollars * 100);
  const charged = invoice as unknown as {
    totalPlatformFee: number;
    lines: { lineTotal: number; tax: number; shipping: number; platformFee: number; grandTotal: number }[];
  };
  expect(charged.totalPlatformFee).toBeGreaterThan(0);
  for (const line of charged.lines) {
    expect(cents(line.grandTotal)).toBe(
      cents(line.lineTotal) + cents(line.tax) + cents(line.shipping) + cents(line.platformFee),
    );
  }

  const byOwner = await gateway.graphql(INVOICE, { o: delivered.orderId }, shopper);
  expect(byOwner.body.data).toEqual(byLink.body.data);
});

test('an invoice is refused alike without token, with a forged one, to another customer and for unknown orders', async () => {
  const delivered = lines.find((line) => line.status === 'COMPLETED' && line.invoiceUrl)!;
  const refusals = [
    await gateway.graphql(INVOICE, { o: delivered.orderId }),
    await gateway.graphql(INVOICE, { o: delivered.orderId, t: 'forged' }),
    await gateway.graphql(INVOICE, { o: delivered.orderId }, business),
    await gateway.graphql(INVOICE, { o: '999999' }, shopper),
  ];
  for (const { body } of refusals) {
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'You cannot view this invoice.',
        extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
      }),
    ]);
  }
});
