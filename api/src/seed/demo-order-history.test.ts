import { groupServesZip } from '../modules/catalog/area';
import { loginAs } from '../test/login';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
});
afterAll(async () => {
  await t.close();
});

type Line = {
  order_id: number;
  invoice_id: string;
  invoice_url: string | null;
  final_price: number | null;
  refunded_amount: number;
  group: { status: string; tracking_number: string | null };
};

describe('the demo shopper’s order history', () => {
  test('has a line in every status, one settled with a refund', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: token },
      payload: {},
    });
    const lines = res.json().data.order_list as Line[];
    expect(new Set(lines.map((l) => l.group.status))).toEqual(
      new Set([
        'in_progress',
        'shipping',
        'completed',
        'cancelled',
        'return_requested',
        'return_accepted',
        'return_declined',
        'return_in_progress',
        'refunded',
      ]),
    );
    expect(lines.find((l) => l.group.status === 'shipping')?.group.tracking_number).toEqual(expect.any(String));
    const settled = lines.filter((l) => l.final_price !== null);
    expect(settled).toHaveLength(1);
    expect(settled[0]!.refunded_amount).toBeGreaterThan(0);
    for (const status of ['cancelled', 'refunded']) {
      expect(lines.find((l) => l.group.status === status)!.refunded_amount).toBeGreaterThan(0);
    }

    const delivered = lines.find((l) => l.group.status === 'completed' && l.invoice_url)!;
    expect(delivered.invoice_id).toMatch(/^INV-\d{6}$/);
    const invoiceToken = new URL(delivered.invoice_url!, 'http://x').searchParams.get('token');
    const invoice = await t.app.inject({
      method: 'POST',
      url: '/api/order/invoice',
      payload: { order_id: delivered.order_id, token: invoiceToken },
    });
    expect(invoice.statusCode).toBe(200);
  });

  test("is all of groups that deliver to the shopper's ZIP code, as the shop would sell them", async () => {
    const far = await t.handle.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .innerJoin('customers as c', 'c.id', 'o.customer_id')
      .innerJoin('groups as g', 'g.id', 'l.group_id')
      .select(['g.product_name', 'g.latitude', 'g.longitude', 'g.radius_miles'])
      .where('c.email', '=', 'shopper@example.com')
      .execute();
    expect(far.length).toBeGreaterThanOrEqual(10);
    expect(far.filter((group) => !groupServesZip(group, '75201')).map((group) => group.product_name)).toEqual([]);
  });

  test('every refund and charge is both in the provider’s books and in the ledger', async () => {
    const count = async (table: 'payments' | 'sandbox_charges', kind: 'charge' | 'refund') =>
      (await t.handle.db.selectFrom(table).select('id').where('kind', '=', kind).execute()).length;
    expect(await count('payments', 'refund')).toBe(3);
    expect(await count('sandbox_charges', 'refund')).toBe(3);
    expect(await count('payments', 'charge')).toBe(await count('sandbox_charges', 'charge'));
  });
});
