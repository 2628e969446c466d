import { startApiProcess, type ApiProcess } from './test/api-process';
import { startTestGateway, type TestGateway } from './test/gateway-client';

const LOGIN = /* GraphQL */ `
  mutation Login($email: EmailAddress!, $password: String!) {
    login(email: $email, password: $password) {
      token
      role
      zipCode
      message
      user {
        customerId
        firstName
        lastName
        name
        email
        companyName
        title
        phoneNumber
        customerType
      }
    }
  }
`;
const SESSION = '{ session { customerId email customerType } }';

let api: ApiProcess;
let gateway: TestGateway;

beforeAll(async () => {
  api = await startApiProcess();
  gateway = await startTestGateway({ API_URL: api.url });
});
afterAll(async () => {
  await gateway?.app.close();
  await api?.stop();
});

test('the demo shopper signs in and the token opens the session', async () => {
  const { status, body } = await gateway.graphql(LOGIN, { email: 'shopper@example.com', password: 'Shopper@123' });
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  const login = (body.data as { login: Record<string, unknown> & { token: string; user: Record<string, unknown> } })
    .login;
  expect(login).toEqual(
    expect.objectContaining({
      role: 'customer',
      zipCode: '75201',
      token: expect.any(String),
      message: expect.any(String),
    }),
  );
  expect(login.user).toEqual(
    expect.objectContaining({ email: 'shopper@example.com', customerType: 'INDIVIDUAL', companyName: '', title: '' }),
  );

  const session = await gateway.graphql(SESSION, {}, login.token);
  expect(session.status).toBe(200);
  expect(session.body.data).toEqual({
    session: { customerId: login.user.customerId, email: 'shopper@example.com', customerType: 'INDIVIDUAL' },
  });
});

test('a wrong password is a plain error with the API message, never 401', async () => {
  const { status, body } = await gateway.graphql(LOGIN, { email: 'shopper@example.com', password: 'Wrong@12345' });
  expect(status).toBe(200);
  expect(body.data).toBeNull();
  expect(body.errors).toEqual([
    expect.objectContaining({
      message: 'Invalid email or password',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    }),
  ]);
});

test('an upstream 401 is UNAUTHENTICATED with HTTP status 401', async () => {
  for (const token of [undefined, 'forged-token']) {
    const { status, body } = await gateway.graphql(SESSION, {}, token);
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }
});

test('errors carry no stack traces or schema hints', async () => {
  const { body } = await gateway.graphql('{ categoriez { id } }');
  expect(body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  expect(JSON.stringify(body)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
});

test('the business customer is typed BUSINESS', async () => {
  const { body } = await gateway.graphql(LOGIN, { email: 'business@example.com', password: 'Business@123' });
  const login = (body.data as { login: { user: { customerType: string } } }).login;
  expect(login.user.customerType).toBe('BUSINESS');
});
