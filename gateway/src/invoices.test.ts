import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';
import { centsOf, MONEY, type Money } from './test/money';

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
  refundedAmount: Money;
  finalUnitPrice: Money | null;
};
const INVOICE = `query($o: ID!, $t: String) { invoice(orderId: $o, token: $t) {
  orderId invoiceNumber issuedAt total ${MONEY} totalTax ${MONEY} totalShipping ${MONEY} totalPlatformFee ${MONEY}
  grandTotal ${MONEY}
  lines { productName supplierAddress supplierZipCode quantity unitPrice ${MONEY} lineTotal ${MONEY} tax ${MONEY}
    shipping ${MONEY} platformFee ${MONEY} grandTotal ${MONEY} }
  customer { name zipCode } } }`;

let lines: Line[];

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
  shopper = await login('shopper@example.com', 'Shopper@123');
  business = await login('business@example.com', 'Business@123');
  const { body } = await gateway.graphql(
    `{ orderLines(first: 100) { nodes { orderId status rawStatus invoiceId invoiceUrl refundedAmount ${MONEY} finalUnitPrice ${MONEY} } } }`,
    {},
    shopper,
  );
  lines = (body.data as { orderLines: { nodes: Line[] } }).orderLines.nodes;
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
  expect(lines.some((line) => line.finalUnitPrice !== null && centsOf(line.refundedAmount) > 0)).toBe(true);
});

test('an invoice opens with its link token and no session, or for its owner', async () => {
  const delivered = lines.find((line) => line.status === 'COMPLETED' && line.invoiceUrl)!;
  const url = new URL(delivered.invoiceUrl!, 'http://shop.test');
  expect(url.pathname).toBe('/invoice');
  expect(url.searchParams.get('orderid')).toBe(delivered.orderId);

  const byLink = await gateway.graphql(INVOICE, { o: delivered.orderId, t: url.searchParams.get('token') });
  expect(byLink.body.errors).toBeUndefined();
  const invoice = (
    byLink.body.data as {
      invoice: {
        invoiceNumber: string;
        grandTotal: Money;
        totalPlatformFee: Money;
        lines: { lineTotal: Money; tax: Money; shipping: Money; platformFee: Money; grandTotal: Money }[];
      };
    }
  ).invoice;
  expect(invoice.invoiceNumber).toBe(delivered.invoiceId);
  const sum = invoice.lines.reduce((cents, line) => cents + centsOf(line.grandTotal), 0);
  expect(centsOf(invoice.grandTotal)).toBe(sum);
  // Each line's grand total is what was charged for it: the platform fee included.
  expect(centsOf(invoice.totalPlatformFee)).toBeGreaterThan(0);
  for (const line of invoice.lines) {
    expect(centsOf(line.grandTotal)).toBe(
      centsOf(line.lineTotal) + centsOf(line.tax) + centsOf(line.shipping) + centsOf(line.platformFee),
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
