import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let shopperToken: string;
let businessToken: string;
beforeAll(async () => {
  t = await createTestApp();
  shopperToken = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
  businessToken = await loginAs(t.app, 'business@example.com', 'Business@123');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', token: string | undefined, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: '/api/address', headers: token ? { authorization: token } : {}, payload });

const fields = {
  title: '',
  company_name: null,
  first_name: 'Sam',
  last_name: 'Shopper',
  phone_number: '(214) 555-0100',
  country: 'United States',
  state: 'TX',
  city: 'Dallas',
  street: '2300 Ross Ave',
  zip_code: '75201',
};

async function addressesOf(token: string) {
  return (await call('GET', token)).json().data as Array<{ address_id: number; address_type: string }>;
}

describe('GET /api/address', () => {
  test("lists the customer's own addresses, billing first", async () => {
    const res = await call('GET', shopperToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Addresses fetched');
    expect(body.data).toEqual([
      {
        address_id: expect.any(Number),
        id: body.data[0].address_id,
        address_type: 'BILLING_ADDRESS',
        title: '',
        company_name: '',
        first_name: 'Sam',
        last_name: 'Shopper',
        email: 'shopper@example.com',
        phone_number: '(214) 555-0100',
        country: 'United States',
        state: 'TX',
        city: 'Dallas',
        street: '1500 Main St',
        zip_code: '75201',
      },
      expect.objectContaining({ address_type: 'SHIPPING_ADDRESS', street: '2200 Ross Ave' }),
    ]);
  });

  test('401 without or with a forged token', async () => {
    expect((await call('GET', undefined)).statusCode).toBe(401);
    expect((await call('GET', 'Bearer forged')).statusCode).toBe(401);
  });
});

describe('POST /api/address', () => {
  test('a second shipping address is a 409', async () => {
    const res = await call('POST', shopperToken, fields);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 409,
      message: 'A shipping address already exists. Update it instead.',
      data: null,
    });
  });

  test('creates the shipping address when there is none, with the account e-mail', async () => {
    const shipping = (await addressesOf(businessToken)).find((a) => a.address_type === 'SHIPPING_ADDRESS');
    if (shipping) await t.handle.db.deleteFrom('addresses').where('id', '=', shipping.address_id).execute();
    const res = await call('POST', businessToken, {
      ...fields,
      first_name: 'Bella',
      email: 'spoofed@example.com',
      customer_id: 1,
      company_name: 'Dock 4',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: 'Address saved successfully.',
      data: expect.objectContaining({
        address_type: 'SHIPPING_ADDRESS',
        first_name: 'Bella',
        email: 'business@example.com',
        company_name: 'Dock 4',
        title: '',
        street: '2300 Ross Ave',
      }),
    });
    expect((await addressesOf(businessToken)).filter((a) => a.address_type === 'SHIPPING_ADDRESS')).toHaveLength(1);
  });
});

describe('PUT /api/address', () => {
  test('updates the own shipping address', async () => {
    const shipping = (await addressesOf(shopperToken)).find((a) => a.address_type === 'SHIPPING_ADDRESS')!;
    const res = await call('PUT', shopperToken, {
      ...fields,
      address_id: shipping.address_id,
      address_type: 'SHIPPING_ADDRESS',
      zip_code: '75202',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      address_id: shipping.address_id,
      zip_code: '75202',
      street: '2300 Ross Ave',
    });
  });

  test('a billing update stores empty title and company as null', async () => {
    const billing = (await addressesOf(businessToken)).find((a) => a.address_type === 'BILLING_ADDRESS')!;
    const res = await call('PUT', businessToken, {
      ...fields,
      id: billing.address_id,
      address_type: 'BILLING_ADDRESS',
      title: '',
      company_name: '   ',
    });
    expect(res.statusCode).toBe(200);
    const row = await t.handle.db
      .selectFrom('addresses')
      .select(['title', 'company_name'])
      .where('id', '=', billing.address_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: null, company_name: null });
  });

  test("another customer's address, an unknown one, or the wrong type is a 404 and changes nothing", async () => {
    const foreign = (await addressesOf(businessToken)).find((a) => a.address_type === 'BILLING_ADDRESS')!;
    const own = (await addressesOf(shopperToken)).find((a) => a.address_type === 'BILLING_ADDRESS')!;
    for (const [address_id, address_type] of [
      [foreign.address_id, 'BILLING_ADDRESS'],
      [999999, 'SHIPPING_ADDRESS'],
      [own.address_id, 'SHIPPING_ADDRESS'],
    ] as const) {
      const res = await call('PUT', shopperToken, { ...fields, street: 'Hijacked', address_id, address_type });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'Address not found', data: null });
    }
    const row = await t.handle.db
      .selectFrom('addresses')
      .select('street')
      .where('id', '=', foreign.address_id)
      .executeTakeFirstOrThrow();
    expect(row.street).not.toBe('Hijacked');
  });

  test.each([
    [{ first_name: '' }, 'first_name is required'],
    [{ last_name: undefined }, 'last_name is required'],
    [{ country: '' }, 'country is required'],
    [{ state: '' }, 'state is required'],
    [{ city: '' }, 'city is required'],
    [{ street: '' }, 'street is required'],
    [{ zip_code: '1234' }, 'zip_code must be exactly 5 digits'],
    [{ phone_number: '(214) 555-01000' }, 'phone_number must be at most 14 characters'],
    [{ address_type: 'HOME' }, 'address_type must be BILLING_ADDRESS or SHIPPING_ADDRESS'],
    [{ address_id: undefined }, 'address_id is required'],
    [{ address_id: 'x' }, 'address_id must be a positive integer'],
  ])('bad input %j → 400 %s', async (overrides, message) => {
    const res = await call('PUT', shopperToken, {
      ...fields,
      address_id: 1,
      address_type: 'SHIPPING_ADDRESS',
      ...overrides,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message, data: null });
  });

  test('POST validates the same fields', async () => {
    const res = await call('POST', shopperToken, { ...fields, zip_code: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('zip_code must be exactly 5 digits');
    const wrongType = await call('POST', shopperToken, { ...fields, address_type: 'BILLING_ADDRESS' });
    expect(wrongType.json().message).toBe('address_type must be SHIPPING_ADDRESS');
  });
});
