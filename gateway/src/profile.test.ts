import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';

const ADDRESS_FIELDS = /* GraphQL */ `
  fragment AddressFields on Address {
    id
    type
    title
    companyName
    firstName
    lastName
    email
    phoneNumber
    country
    state
    city
    street
    zipCode
  }
`;
const DOCUMENT_FIELDS =
  'fragment DocumentFields on CustomerDocument { id fileName mimeType url status rejectionReason expiresAt }';
const PROFILE = /* GraphQL */ `
  query Profile {
    profile {
      id
      customerType
      firstName
      lastName
      email
      phoneNumber
      title
      companyName
      isTaxExempt
      expirationMessage
      taxDocuments {
        ...DocumentFields
      }
      otherDocuments {
        ...DocumentFields
      }
      billingAddress {
        ...AddressFields
      }
      addresses {
        ...AddressFields
      }
    }
  }
  ${ADDRESS_FIELDS}
  ${DOCUMENT_FIELDS}
`;
const ADDRESSES = `query Addresses { addresses { ...AddressFields } } ${ADDRESS_FIELDS}`;
const UPDATE_PROFILE = /* GraphQL */ `
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      message
      profile {
        id
        firstName
        lastName
        otherDocuments {
          id
          fileName
          status
        }
      }
      session {
        customerId
        firstName
        name
        phoneNumber
      }
      uploads {
        documentId
        fileName
        uploadUrl
        kind
      }
    }
  }
`;
const CREATE_SHIPPING = `mutation CreateShipping($input: AddressInput!) {
  createShippingAddress(input: $input) { message address { ...AddressFields } } } ${ADDRESS_FIELDS}`;
const UPDATE_ADDRESS = `mutation UpdateAddress($input: AddressUpdateInput!) {
  updateAddress(input: $input) { message address { ...AddressFields } } } ${ADDRESS_FIELDS}`;

interface AddressView {
  id: string;
  type: 'BILLING' | 'SHIPPING';
  email: string;
  street: string;
  zipCode: string;
  [field: string]: unknown;
}
interface DocumentView {
  id: string;
  fileName: string;
  mimeType: string;
  url: string | null;
  status: string;
  [field: string]: unknown;
}
interface ProfileView {
  id: string;
  customerType: string;
  email: string;
  companyName: string;
  title: string;
  taxDocuments: DocumentView[];
  otherDocuments: DocumentView[];
  billingAddress: AddressView | null;
  addresses: AddressView[];
  [field: string]: unknown;
}

let api: ApiProcess;
let gateway: TestGateway;
let shopperToken: string;
let businessToken: string;

async function signIn(email: string, password: string): Promise<string> {
  const { body } = await gateway.graphql(
    'mutation Login($email: EmailAddress!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password },
  );
  return (body.data as { login: { token: string } }).login.token;
}

async function profileOf(token: string): Promise<ProfileView> {
  const { body } = await gateway.graphql(PROFILE, {}, token);
  expect(body.errors).toBeUndefined();
  return (body.data as { profile: ProfileView }).profile;
}

/** Every field of an address, for the update input. */
function addressInput(address: AddressView, changes: Record<string, unknown> = {}) {
  const { id, type, title, companyName, firstName, lastName, phoneNumber, country, state, city, street, zipCode } =
    address;
  return {
    id,
    type,
    title,
    companyName,
    firstName,
    lastName,
    phoneNumber,
    country,
    state,
    city,
    street,
    zipCode,
    ...changes,
  };
}

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
  shopperToken = await signIn('shopper@example.com', 'Shopper@123');
  businessToken = await signIn('business@example.com', 'Business@123');
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});

test("the demo shopper's profile has the billing address and no documents", async () => {
  const profile = await profileOf(shopperToken);
  expect(profile).toEqual(
    expect.objectContaining({
      customerType: 'INDIVIDUAL',
      firstName: 'Sam',
      lastName: 'Shopper',
      email: 'shopper@example.com',
      title: '',
      companyName: '',
      isTaxExempt: false,
      expirationMessage: null,
      taxDocuments: [],
      otherDocuments: [],
    }),
  );
  expect(profile.id).toMatch(/^\d+$/);
  expect(profile.billingAddress).toEqual(
    expect.objectContaining({ type: 'BILLING', street: '1500 Main St', city: 'Dallas', zipCode: '75201' }),
  );
  // The billing address is the same entity as in the list, so Apollo's cache holds it once.
  expect(profile.addresses.map((address) => address.type).sort()).toEqual(['BILLING', 'SHIPPING']);
  expect(profile.addresses).toContainEqual(profile.billingAddress);
});

test("the demo business customer's profile shows a PENDING tax document that can be downloaded", async () => {
  const profile = await profileOf(businessToken);
  expect(profile).toEqual(
    expect.objectContaining({ customerType: 'BUSINESS', isTaxExempt: true, companyName: 'Lone Star Supply Co.' }),
  );
  expect(profile.taxDocuments).toEqual([
    expect.objectContaining({
      id: expect.stringMatching(/^\d+$/),
      mimeType: 'application/pdf',
      status: 'PENDING',
      rejectionReason: null,
      expiresAt: null,
    }),
  ]);

  // A document's URL is a signed GET under the gateway's /uploads/.
  const url = profile.taxDocuments[0]!.url;
  expect(url).toEqual(expect.any(String));
  const { pathname, search } = new URL(url!);
  const download = await gateway.app.inject({ method: 'GET', url: pathname + search });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toMatch(/application\/pdf/);
  expect(download.headers['x-content-type-options']).toBe('nosniff');
  expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
});

test('profile costs at most two upstream calls, and a session asked alongside shares one', async () => {
  gateway.calls.length = 0;
  await profileOf(shopperToken);
  expect(gateway.calls.length).toBeLessThanOrEqual(2);
  expect(gateway.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
    'GET user/session',
    expect.stringMatching(/^GET customer\/profile\/\d+$/),
  ]);

  gateway.calls.length = 0;
  const { body } = await gateway.graphql('{ session { customerId } profile { id } }', {}, shopperToken);
  expect(body.errors).toBeUndefined();
  expect(gateway.calls).toHaveLength(2);
});

test('profile and addresses without a token are UNAUTHENTICATED with HTTP 401', async () => {
  for (const query of [PROFILE, ADDRESSES]) {
    for (const token of [undefined, 'forged-token']) {
      const { status, body } = await gateway.graphql(query, {}, token);
      expect(status).toBe(401);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  }
});

test('addresses lists the billing and the shipping address', async () => {
  const { body } = await gateway.graphql(ADDRESSES, {}, shopperToken);
  expect(body.errors).toBeUndefined();
  const addresses = (body.data as { addresses: AddressView[] }).addresses;
  expect(addresses).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ type: 'BILLING', street: '1500 Main St', email: 'shopper@example.com' }),
      expect.objectContaining({ type: 'SHIPPING', street: '2200 Ross Ave' }),
    ]),
  );
});

test('updateProfile changes the name and answers the refreshed profile and session', async () => {
  const { body } = await gateway.graphql(
    UPDATE_PROFILE,
    { input: { firstName: 'Samuel', lastName: 'Shopper' } },
    shopperToken,
  );
  expect(body.errors).toBeUndefined();
  const update = (
    body.data as {
      updateProfile: {
        message: string;
        profile: { id: string; firstName: string };
        session: { customerId: string; firstName: string; name: string };
        uploads: unknown[];
      };
    }
  ).updateProfile;
  expect(update.message).toBe('Profile updated successfully.');
  expect(update.profile.firstName).toBe('Samuel');
  expect(update.session).toEqual(
    expect.objectContaining({ customerId: update.profile.id, firstName: 'Samuel', name: 'Samuel Shopper' }),
  );
  expect(update.uploads).toEqual([]);
  expect((await profileOf(shopperToken)).firstName).toBe('Samuel');
});

test('a business announces another document, gets its upload target, and deletes it again', async () => {
  const added = await gateway.graphql(
    UPDATE_PROFILE,
    { input: { newOtherDocuments: [{ fileName: 'w9.pdf', mimeType: 'application/pdf' }] } },
    businessToken,
  );
  expect(added.body.errors).toBeUndefined();
  const update = (
    added.body.data as {
      updateProfile: {
        profile: { otherDocuments: { id: string; fileName: string; status: string }[] };
        uploads: { documentId: string; fileName: string; kind: string }[];
      };
    }
  ).updateProfile;
  expect(update.uploads).toEqual([expect.objectContaining({ fileName: 'w9.pdf', kind: 'OTHER' })]);
  expect(update.profile.otherDocuments).toEqual([
    { id: update.uploads[0]!.documentId, fileName: 'w9.pdf', status: 'PENDING' },
  ]);

  const deleted = await gateway.graphql(
    UPDATE_PROFILE,
    { input: { deleteOtherDocumentIds: [update.uploads[0]!.documentId] } },
    businessToken,
  );
  expect(deleted.body.errors).toBeUndefined();
  expect(
    (deleted.body.data as { updateProfile: { profile: { otherDocuments: unknown[] } } }).updateProfile.profile
      .otherDocuments,
  ).toEqual([]);
});

test("deleting another customer's or an unknown document is NOT_FOUND", async () => {
  const { body } = await gateway.graphql(
    UPDATE_PROFILE,
    { input: { deleteOtherDocumentIds: ['999999'] } },
    businessToken,
  );
  expect(body.errors?.[0]).toEqual(
    expect.objectContaining({
      message: 'Document not found',
      extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
    }),
  );
});

test('an invalid profile field is the API message as BAD_USER_INPUT', async () => {
  const { body } = await gateway.graphql(UPDATE_PROFILE, { input: { firstName: '  ' } }, shopperToken);
  expect(body.errors?.[0]).toEqual(
    expect.objectContaining({
      message: 'first_name is required',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    }),
  );
});

test('a second shipping address is refused with the API message (409 → BAD_USER_INPUT)', async () => {
  const shipping = (await profileOf(shopperToken)).addresses.find((address) => address.type === 'SHIPPING')!;
  const { id: _id, type: _type, ...fields } = addressInput(shipping);
  const { body } = await gateway.graphql(CREATE_SHIPPING, { input: fields }, shopperToken);
  expect(body.errors?.[0]).toEqual(
    expect.objectContaining({
      message: 'A shipping address already exists. Update it instead.',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', status: 409 }),
    }),
  );
});

test('updateAddress saves the billing address and answers it for the cache', async () => {
  const billing = (await profileOf(shopperToken)).billingAddress!;
  const { body } = await gateway.graphql(
    UPDATE_ADDRESS,
    { input: addressInput(billing, { street: '1600 Main St', companyName: '' }) },
    shopperToken,
  );
  expect(body.errors).toBeUndefined();
  const saved = (body.data as { updateAddress: { message: string; address: AddressView } }).updateAddress;
  expect(saved.message).toBe('Address saved successfully.');
  expect(saved.address).toEqual({ ...billing, street: '1600 Main St' });
  expect((await profileOf(shopperToken)).billingAddress?.street).toBe('1600 Main St');
});

test("updating another customer's address is NOT_FOUND", async () => {
  const theirs = (await profileOf(businessToken)).billingAddress!;
  const { body } = await gateway.graphql(UPDATE_ADDRESS, { input: addressInput(theirs) }, shopperToken);
  expect(body.errors?.[0]).toEqual(
    expect.objectContaining({
      message: 'Address not found',
      extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
    }),
  );
  // Nothing changed for its owner.
  expect((await profileOf(businessToken)).billingAddress).toEqual(theirs);
});

test('an address id of the wrong type is NOT_FOUND', async () => {
  const billing = (await profileOf(shopperToken)).billingAddress!;
  const { body } = await gateway.graphql(
    UPDATE_ADDRESS,
    { input: addressInput(billing, { type: 'SHIPPING' }) },
    shopperToken,
  );
  expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});

test('the /uploads proxy passes the API refusals through and stops oversize files itself', async () => {
  const forged = await gateway.app.inject({
    method: 'PUT',
    url: '/uploads/0123456789abcdef0123456789abcdef.pdf?expires=1&signature=00',
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from('%PDF-1.4\n'),
  });
  expect(forged.statusCode).toBe(403);
  expect(forged.json()).toEqual(expect.objectContaining({ message: 'Upload link is invalid or has expired' }));

  const oversize = await gateway.app.inject({
    method: 'PUT',
    url: '/uploads/0123456789abcdef0123456789abcdef.pdf?expires=1&signature=00',
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
  });
  expect(oversize.statusCode).toBe(413);
  expect(oversize.json()).toEqual(
    expect.objectContaining({ message: 'File is too large. The maximum size is 10 MB.' }),
  );
});
