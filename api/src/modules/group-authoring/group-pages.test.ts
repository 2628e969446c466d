import { zipPlace } from '../../lib/zip-places';
import { loginAs } from '../../test/login';
import { walkAdminList } from '../../test/cursor-walk';
import { createTestApp, type TestApp } from '../../test/test-app';
import { groupServesZip } from '../catalog/area';
import { addCard, addToCart, buyFreshGroup, createCustomer, type TestCustomer } from '../checkout/commerce.fixtures';
import { paymentProviderFor } from '../payments/payment-providers';
import { createSettlementService } from '../settlement/settlement.service';

// What the console's Groups screen reads beyond create/update/close (admin-groups.test.ts):
// the list's filters, a group's lines with settlement's refund, the area preview, pictures.

let t: TestApp;
let adminToken: string;
let customerToken: string;
let buyer: TestCustomer;
let cardId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'admin@example.com', 'Admin@1234');
  customerToken = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
  buyer = await createCustomer(t.handle.db, 'TX'); // Texas: 6.25 % tax
  cardId = await addCard(t.app, buyer.token);
});

afterAll(async () => {
  await t.close();
});

// The tests read answers loosely, as a client would.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes
type Answer = any;

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string | null; payload?: unknown; headers?: Record<string, string> } = {},
) {
  const token = options.token === undefined ? adminToken : options.token;
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as string }),
  });
  return { statusCode: res.statusCode, body: res.json() as { message: string; data: Answer } };
}

describe('GET /api/admin/groups filters', () => {
  test('search by a part of the name or the id, by status and by category', async () => {
    const all = await call('GET', '/api/admin/groups?page_size=100');
    const first = all.body.data.groups[0];
    const word = String(first.product_name).split(' ')[0]!.toUpperCase();

    const byName = await call('GET', `/api/admin/groups?search=${encodeURIComponent(word)}&page_size=100`);
    expect(byName.statusCode).toBe(200);
    expect(byName.body.data.groups.length).toBeGreaterThan(0);
    for (const group of byName.body.data.groups) expect(group.product_name.toUpperCase()).toContain(word);

    const byId = await call('GET', `/api/admin/groups?search=${first.id}`);
    expect(byId.body.data.groups.map((g: { id: number }) => g.id)).toContain(first.id);

    await call('POST', `/api/admin/groups/${first.id}/close`);
    const closed = await call('GET', '/api/admin/groups?status=Closed&page_size=100');
    expect(closed.body.data.groups.map((g: { id: number }) => g.id)).toContain(first.id);
    for (const group of closed.body.data.groups) expect(group.status).toBe('Closed');
    const open = await call('GET', '/api/admin/groups?status=Open&page_size=100');
    for (const group of open.body.data.groups) expect(group.status).toBe('Open');
    expect(open.body.data.total + closed.body.data.total).toBe(all.body.data.total);

    const category = first.category.category_id;
    const byCategory = await call('GET', `/api/admin/groups?category_id=${category}&page_size=100`);
    for (const group of byCategory.body.data.groups) expect(group.category.category_id).toBe(category);
    expect(byCategory.body.data.total).toBeGreaterThan(0);
  });

  test('bad filters are a 400 naming the field', async () => {
    expect((await call('GET', '/api/admin/groups?status=Done')).body.message).toBe('status must be Open or Closed');
    expect((await call('GET', '/api/admin/groups?category_id=x')).body.message).toBe(
      'category_id must be a positive integer',
    );
  });

  test('a customer is refused, no token is 401', async () => {
    expect((await call('GET', '/api/admin/groups/1/lines', { token: customerToken })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/area?zip=75204&radius_miles=5', { token: null })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/groups/:id/lines', () => {
  test('shows each line with the refund settlement then makes, to the cent', async () => {
    // Bought 2 at $100 (level 1); 25 booked in all reaches the $80 level: 2 × $20 back,
    // plus Texas tax and the platform fee on it (settlement.test.ts has the arithmetic).
    const { groupId, lineId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 2);
    await t.handle.db.updateTable('groups').set({ quantity_booked: 25 }).where('id', '=', groupId).execute();
    const before = await call('GET', `/api/admin/groups/${groupId}/lines`);
    expect(before.statusCode).toBe(200);
    expect(before.body.data).toMatchObject({
      group_id: groupId,
      final_price_cents: 8_000,
      unsettled_lines: 1,
      refund_due_cents: 4_000 + 250 + 80,
      total: 1,
      has_more: false,
    });
    expect(before.body.data.lines[0]).toMatchObject({
      order_line_id: lineId,
      quantity: 2,
      unit_price_cents: 10_000,
      settlement_refund_cents: 4_330,
      final_price_cents: null,
    });

    await t.handle.db.updateTable('groups').set({ status: 'Closed' }).where('id', '=', groupId).execute();
    const run = await createSettlementService(t.handle.db, paymentProviderFor(t.config)).run({ groupId });
    expect(run.refunded_cents).toBe(4_330);
    const after = await call('GET', `/api/admin/groups/${groupId}/lines`);
    expect(after.body.data).toMatchObject({ unsettled_lines: 0, refund_due_cents: 0 });
    expect(after.body.data.lines[0]).toMatchObject({
      settlement_refund_cents: null,
      final_price_cents: 8_000,
      refunded_cents: 4_330,
    });
  });

  test("by cursor: exactly the group's lines of the pages, in the order they were placed", async () => {
    const { groupId } = await buyFreshGroup(t.app, t.handle.db, buyer, cardId, 1);
    for (let i = 0; i < 4; i += 1) {
      await addToCart(t.app, buyer.token, groupId, 1);
      const placed = await call('POST', '/api/placeorder', { token: buyer.token, payload: { card_id: cardId } });
      expect(placed.statusCode).toBe(200);
    }
    type Row = { cursor: string; order_line_id: number };
    const url = `/api/admin/groups/${groupId}/lines`;
    const { byPage, forward, backward } = await walkAdminList<Row>((page) => call('GET', page), url, 'lines', 2);
    expect(byPage).toHaveLength(5);
    expect(forward).toEqual(byPage);
    expect(backward).toEqual(byPage);
    const ids = byPage.map((line) => line.order_line_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('404 for an unknown group', async () => {
    const res = await call('GET', '/api/admin/groups/999999/lines');
    expect(res).toMatchObject({ statusCode: 404, body: { message: 'Group not found' } });
  });
});

describe('GET /api/admin/area', () => {
  test("answers exactly the ZIPs the listing's rule serves", async () => {
    const res = await call('GET', '/api/admin/area?zip=75204&radius_miles=5');
    expect(res.statusCode).toBe(200);
    const { zip_codes: zips, total } = res.body.data as { zip_codes: string[]; total: number };
    expect(total).toBe(zips.length);
    expect(zips).toContain('75204');
    expect(zips).toEqual([...zips].sort());
    const place = zipPlace('75204')!;
    const supplier = { latitude: place.latitude, longitude: place.longitude, radius_miles: 5 };
    for (const zip of zips) expect(groupServesZip(supplier, zip)).toBe(true);
    // A wider radius covers more; Austin (about 180 miles away) is in neither.
    const wide = await call('GET', '/api/admin/area?zip=75204&radius_miles=100');
    expect(wide.body.data.total).toBeGreaterThan(total);
    expect(wide.body.data.zip_codes).not.toContain('78701');
  });

  test('bad input is a 400 naming the field', async () => {
    expect((await call('GET', '/api/admin/area?zip=123&radius_miles=5')).body.message).toBe(
      'zip must be exactly 5 digits',
    );
    expect((await call('GET', '/api/admin/area?zip=75204&radius_miles=0')).body.message).toBe(
      'radius_miles must be a number above 0 and at most 100',
    );
  });
});

const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
]);

describe('group pictures', () => {
  test('announce, upload once to the signed URL, see it on the group, remove it', async () => {
    const groupId = (await call('GET', '/api/admin/groups')).body.data.groups[0].id as number;
    const announced = await call('POST', `/api/admin/groups/${groupId}/images`, {
      payload: { mime_type: 'image/png' },
    });
    expect(announced.statusCode).toBe(200);
    const { upload_url: uploadUrl, image_url: imageUrl } = announced.body.data as {
      upload_url: string;
      image_url: string;
    };
    const path = new URL(uploadUrl).pathname + new URL(uploadUrl).search;
    const put = (body: Buffer) =>
      t.app.inject({ method: 'PUT', url: `/api${path}`, headers: { 'content-type': 'image/png' }, payload: body });

    // Not a PNG: refused, nothing added.
    expect((await put(Buffer.from('<svg/>'))).json().message).toBe('File type not supported');
    const uploaded = await put(PNG_BYTES);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.image_url).toBe(imageUrl);
    // Single use.
    expect((await put(PNG_BYTES)).statusCode).toBe(403);

    const detail = await t.app.inject({ method: 'GET', url: `/api/group/${groupId}` });
    const images = detail.json().data.productImage.map((image: { imageUrl: string }) => image.imageUrl);
    expect(images[images.length - 1]).toBe(imageUrl);
    const served = await t.app.inject({ method: 'GET', url: `/api${imageUrl}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    const removed = await call('POST', `/api/admin/groups/${groupId}/images/remove`, {
      payload: { image_url: imageUrl },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.body.data.productImage.map((image: { imageUrl: string }) => image.imageUrl)).not.toContain(imageUrl);
    const again = await call('POST', `/api/admin/groups/${groupId}/images/remove`, {
      payload: { image_url: imageUrl },
    });
    expect(again).toMatchObject({ statusCode: 400, body: { message: 'image_url is not a picture of this group' } });
  });

  test('a forged link and an SVG type are refused', async () => {
    const forged = await t.app.inject({
      method: 'PUT',
      url: `/api/uploads/group-images/g1-${'0'.repeat(32)}.png?expires=9999999999&signature=${'0'.repeat(64)}`,
      headers: { 'content-type': 'image/png' },
      payload: PNG_BYTES,
    });
    expect(forged.statusCode).toBe(403);
    const svg = await call('POST', '/api/admin/groups/1/images', { payload: { mime_type: 'image/svg+xml' } });
    expect(svg).toMatchObject({
      statusCode: 400,
      body: { message: 'mime_type must be one of image/png, image/jpeg, image/webp' },
    });
  });
});

describe('GET /api/admin/groups/:id', () => {
  test('one group with its stored settings, closed ones too; 404 for an unknown id', async () => {
    // The list's row is the group as GET answers it, with its place in the list beside it.
    const { cursor, ...listed } = (await call('GET', '/api/admin/groups?status=Closed')).body.data.groups[0];
    expect(cursor).toEqual(expect.any(String));
    const one = await call('GET', `/api/admin/groups/${listed.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body.data).toEqual(listed);
    expect(await call('GET', '/api/admin/groups/999999')).toMatchObject({
      statusCode: 404,
      body: { message: 'Group not found' },
    });
  });
});
