import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCard, addToCart, createCustomer, createGroup } from '../checkout/commerce.fixtures';
import { zipStateProblem } from './zip-in-state';

// An address whose ZIP code lies in another state is refused wherever an address is given
// (docs/decisions.md "A ZIP code in its state"): the area check follows the ZIP and the tax
// the state, so "Dallas County, AL 75201" would buy in Dallas at Alabama's 4 %.

let t: TestApp;
let shopperToken: string;
beforeAll(async () => {
  t = await createTestApp();
  shopperToken = await loginAs(t.app, 'shopper@example.com', 'Shopper@123');
});
afterAll(async () => {
  await t.close();
});

const OUT_OF_STATE = { status: 400, message: 'zip_code 75201 is in TX, not AL', data: null };

const address = {
  title: '',
  company_name: null,
  first_name: 'Sam',
  last_name: 'Shopper',
  phone_number: '(214) 555-0100',
  country: 'United States',
  city: 'Dallas',
  street: '2300 Ross Ave',
};

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = shopperToken) =>
  t.app.inject({ method, url, headers: { authorization: token }, payload });

test('sign-up: a ZIP code of another state is refused, naming zip_code, and no account is made', async () => {
  const email = 'zip.elsewhere@example.com';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer_signup',
    payload: {
      ...address,
      address_type: 'BILLING_ADDRESS',
      email,
      state: 'AL',
      zip_code: '75201',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      customer_type: 'Individual',
      is_tax_exempt: false,
    },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(OUT_OF_STATE);
  const made = await t.handle.db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirst();
  expect(made).toBeUndefined();
});

test('addresses: a new or edited address with a ZIP code of another state is refused; the saved one stays', async () => {
  const before = (await inject('GET', '/api/address')).json().data as Array<{
    address_id: number;
    address_type: string;
  }>;
  const shipping = before.find((a) => a.address_type === 'SHIPPING_ADDRESS')!;

  const edited = await inject('PUT', '/api/address', {
    ...address,
    address_id: shipping.address_id,
    address_type: 'SHIPPING_ADDRESS',
    state: 'Alabama',
    zip_code: '75201',
  });
  expect(edited.statusCode).toBe(400);
  expect(edited.json()).toEqual(OUT_OF_STATE);
  expect((await inject('GET', '/api/address')).json().data).toEqual(before);

  const fresh = await createCustomer(t.handle.db);
  const created = await inject('POST', '/api/address', { ...address, state: 'AL', zip_code: '75201' }, fresh.token);
  expect(created.statusCode).toBe(400);
  expect(created.json()).toEqual(OUT_OF_STATE);
});

test("profile: changing only the state away from the billing ZIP code's is refused; the profile stays", async () => {
  const before = (await inject('GET', '/api/customer')).json().data;
  const res = await inject('PUT', '/api/customer', { state: 'AL' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(OUT_OF_STATE);
  expect((await inject('GET', '/api/customer')).json().data).toEqual(before);

  // The state and ZIP code changed together, to a matching pair, is fine.
  const moved = await inject('PUT', '/api/customer', { state: 'TX', city: 'Austin', zip_code: '78701' });
  expect(moved.statusCode).toBe(200);
  await inject('PUT', '/api/customer', { state: 'TX', city: 'Dallas', zip_code: '75201' });
});

test('checkout: an address saved before the rule, with a ZIP code of another state, is refused before any charge', async () => {
  const buyer = await createCustomer(t.handle.db);
  await t.handle.db.updateTable('addresses').set({ state: 'AL' }).where('id', '=', buyer.addressId).execute();
  const cardId = await addCard(t.app, buyer.token);
  const group = await createGroup(t.handle.db, { productName: 'Dallas County Kettle' });
  await addToCart(t.app, buyer.token, group, 1);

  const res = await inject('POST', '/api/placeorder', { card_id: cardId }, buyer.token);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(OUT_OF_STATE);
  const orders = await t.handle.db.selectFrom('orders').select('id').where('customer_id', '=', buyer.id).execute();
  expect(orders).toEqual([]);
  const booked = await t.handle.db
    .selectFrom('groups')
    .select('quantity_booked')
    .where('id', '=', group)
    .executeTakeFirstOrThrow();
  expect(booked.quantity_booked).toBe(0);
});

test('the rule: state by code or name, US addresses only, unknown ZIP codes left to the area check', () => {
  expect(zipStateProblem({ zip_code: '75201', state: 'TX', country: 'United States' })).toBeUndefined();
  expect(zipStateProblem({ zip_code: '75201', state: 'texas' })).toBeUndefined();
  expect(zipStateProblem({ zip_code: '20001', state: 'DC' })).toBeUndefined();
  expect(zipStateProblem({ zip_code: '75201', state: 'Alabama' })).toBe('zip_code 75201 is in TX, not AL');
  expect(zipStateProblem({ zip_code: '10001', state: 'NJ', country: 'US' })).toBe('zip_code 10001 is in NY, not NJ');
  expect(zipStateProblem({ zip_code: '75201', state: 'ON', country: 'Canada' })).toBeUndefined();
  expect(zipStateProblem({ zip_code: '00000', state: 'TX' })).toBeUndefined();
});
