import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function search(text: string, zipCode?: string) {
  const query = zipCode === undefined ? '' : `?zip_code=${encodeURIComponent(zipCode)}`;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/customer/product-search/${encodeURIComponent(text)}${query}`,
  });
  return { statusCode: res.statusCode, body: res.json() as { status: number; message: string; data: unknown } };
}

async function names(text: string, zipCode?: string): Promise<string[]> {
  const { statusCode, body } = await search(text, zipCode);
  expect(statusCode).toBe(200);
  expect(body.status).toBe(200);
  expect(body.message).toBe('Products fetched');
  const data = body.data as Array<{ name: string }>;
  for (const item of data) expect(Object.keys(item)).toEqual(['name']);
  return data.map((item) => item.name);
}

/** Distinct names of open, unexpired groups containing `text`, computed in JS from the rows, by name. */
async function expectedNames(text: string): Promise<string[]> {
  const now = new Date().toISOString();
  const rows = await t.handle.db.selectFrom('groups').selectAll().execute();
  const found = new Set(
    rows
      .filter((g) => g.status === 'Open' && g.end_date > now)
      .filter((g) => g.product_name.toLowerCase().includes(text.toLowerCase()))
      .map((g) => g.product_name),
  );
  return [...found].sort((a, b) => {
    const [la, lb] = [a.toLowerCase(), b.toLowerCase()];
    return la === lb ? (a < b ? -1 : 1) : la < lb ? -1 : 1;
  });
}

async function insertGroup(productName: string, status: 'Open' | 'Closed', endDate: string): Promise<void> {
  const category = await t.handle.db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', 'is not', null)
    .executeTakeFirstOrThrow();
  await t.handle.db
    .insertInto('groups')
    .values({
      category_id: category.id,
      product_name: productName,
      description: 'Search test',
      price_cents: 1000,
      current_price_cents: 1000,
      shipping_cents: 0,
      max_quantity: 10,
      quantity_booked: 0,
      end_date: endDate,
      status,
      supplier_zip: '75201',
      supplier_street: '1 Main St',
      supplier_city: 'Dallas',
      supplier_state: 'TX',
      latitude: 32.79,
      longitude: -96.8,
      radius_miles: 30,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe('GET /api/customer/product-search/:text', () => {
  test('finds the distinct names of open groups containing the text case-insensitively', async () => {
    const expected = await expectedNames('dog');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(10);
    // Ranked as the listing ranks them (catalog/search.ts; search.test.ts holds the order).
    expect((await names('DOG')).sort()).toEqual([...expected].sort());
  });

  test('answers at most 10 names', async () => {
    const expected = await expectedNames('e');
    expect(expected.length).toBeGreaterThan(10);
    const found = await names('e');
    expect(found).toHaveLength(10);
    expect(new Set(found).size).toBe(10);
    for (const name of found) expect(expected).toContain(name);
  });

  test('closed and ended groups are not suggested; a name shared by groups appears once', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    await insertGroup('Zebrawood Cutting Board', 'Open', future);
    await insertGroup('Zebrawood Cutting Board', 'Open', future);
    await insertGroup('Zebrawood Closed Tray', 'Closed', future);
    await insertGroup('Zebrawood Ended Bowl', 'Open', past);
    expect(await names('zebrawood')).toEqual(['Zebrawood Cutting Board']);
  });

  test('wildcards and quotes are matched literally', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await insertGroup('Ultra 100% Cotton_Towel', 'Open', future);
    // The name holding the text as typed first; then names holding its word "100".
    const hundred = await names('100%');
    expect(hundred[0]).toBe('Ultra 100% Cotton_Towel');
    for (const name of hundred.slice(1)) expect(name).toMatch(/\b100\b/);
    expect((await names('n_T'))[0]).toBe('Ultra 100% Cotton_Towel');
    for (const text of ['%%%', '_z_', '\\']) expect(await names(text)).toEqual([]);
  });

  test('empty or blank text answers an empty list', async () => {
    expect(await names('')).toEqual([]);
    expect(await names('   ')).toEqual([]);
  });

  test("with zip_code only groups delivering there are suggested (the listing's area)", async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    // Dallas, 30 miles around 75201.
    await insertGroup('Quillwort Planter', 'Open', future);
    expect(await names('quillwort')).toEqual(['Quillwort Planter']);
    expect(await names('quillwort', '75201')).toEqual(['Quillwort Planter']);
    // New York is far outside its area; an unknown ZIP lists nothing either.
    expect(await names('quillwort', '10001')).toEqual([]);
    expect(await names('quillwort', '00000')).toEqual([]);
    // What a suggestion leads to: the listing for the same ZIP finds the same groups.
    for (const zip of ['75201', '10001']) {
      const listed = await t.app.inject({
        method: 'POST',
        url: '/api/customer/group-list',
        payload: { zip_code: zip, limit: 100, offset: 0, product_name: 'quillwort' },
      });
      const items = (listed.json() as { data: Array<{ group: { product_name: string } }> }).data;
      expect(items.map((item) => item.group.product_name)).toEqual(await names('quillwort', zip));
    }
  });

  test('a malformed zip_code is a 400 naming the field', async () => {
    expect(await search('drill', '7520')).toEqual({
      statusCode: 400,
      body: { status: 400, message: 'zip_code must be exactly 5 digits', data: null },
    });
  });

  test('text over 100 characters is a 400 naming the field', async () => {
    expect(await search('x'.repeat(101))).toEqual({
      statusCode: 400,
      body: { status: 400, message: 'text must be at most 100 characters', data: null },
    });
  });
});
