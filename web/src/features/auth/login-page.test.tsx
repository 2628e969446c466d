import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { LoginDocument, type LoginMutation } from '../../__generated__/graphql';
import { LocationProbe, renderRoutes } from '../../test/render';
import { LOGIN_ERROR_MS, LoginPage } from './login-page';
import { TOTP_CODE_REQUIRED } from './login-schema';
import { SIGNED_OUT_MESSAGE } from './use-sign-out-when-session-ends';
import { clearSession } from '../../lib/session';

const EMAIL = 'shopper@example.com';
const PASSWORD = 'Shopper@123';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <LocationProbe /> },
];

function loginAnswer(overrides: Partial<LoginMutation['login']> = {}) {
  return {
    data: {
      login: {
        __typename: 'LoginPayload',
        token: 'token-123',
        role: 'customer',
        zipCode: '75201',
        message: 'Login successful',
        user: {
          __typename: 'SessionUser',
          customerId: '1',
          firstName: 'Sam',
          lastName: 'Shopper',
          name: 'Sam Shopper',
          email: EMAIL,
          companyName: '',
          title: '',
          phoneNumber: '(214) 555-0100',
          customerType: 'INDIVIDUAL',
        },
        ...overrides,
      },
    },
  };
}

const request = { query: LoginDocument, variables: { email: EMAIL, password: PASSWORD } };

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('shows the title, the fields and the links of docs/product.md#screens', () => {
    renderRoutes({ routes, url: '/login' });

    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByText(/Doesn't have an account yet\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows and hides the password with the toggle', async () => {
    const user = userEvent.setup();
    renderRoutes({ routes, url: '/login' });
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show' });

    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the validation messages when submitted empty', async () => {
    const user = userEvent.setup();
    renderRoutes({ routes, url: '/login' });

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please enter email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
  });

  // docs/decisions.md 'The shopper path': an operator may sign in to the shop; the role is
  // stored and the page goes to '/' as for anyone (docs/product.md#login: whatever the role).
  it("signs an operator in like anyone: the admin role is stored and the page goes to '/'", async () => {
    const user = userEvent.setup();
    renderRoutes({ routes, url: '/login', mocks: [{ request, result: loginAnswer({ role: 'admin' }) }] });

    await fillAndSubmit(user);

    expect(await screen.findByLabelText('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('role')).toBe('["admin"]');
    expect(localStorage.getItem('token')).toBe('token-123');
  });

  it("reads 'Loading..' while signing in, then stores the session and goes to '/'", async () => {
    const user = userEvent.setup();
    renderRoutes({
      routes,
      url: '/login',
      mocks: [{ request, result: loginAnswer(), delay: 50 }],
    });

    await fillAndSubmit(user);

    expect(screen.getByRole('button', { name: 'Loading..' })).toBeDisabled();
    expect(await screen.findByLabelText('location')).toHaveTextContent(/^\/$/);

    expect(localStorage.getItem('token')).toBe('token-123');
    expect(localStorage.getItem('role')).toBe('["customer"]');
    expect(localStorage.getItem('zip_code')).toBe('75201');
    expect(localStorage.getItem('shipping_zip_code')).toBe('75201');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      customer_id: '1',
      first_name: 'Sam',
      last_name: 'Shopper',
      name: 'Sam Shopper',
      email: EMAIL,
      company_name: '',
      title: '',
      phone_number: '(214) 555-0100',
      customer_type: 'Individual',
    });
  });

  it('shows the server message in a red alert for 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderRoutes({
        routes,
        url: '/login',
        mocks: [
          {
            request,
            result: {
              errors: [
                new GraphQLError('Invalid email or password', {
                  extensions: { code: 'BAD_USER_INPUT' },
                }),
              ],
            },
          },
        ],
      });

      await fillAndSubmit(user);

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Invalid email or password')).toBeInTheDocument();
      expect(alert.closest('.ant-alert')).toHaveClass('ant-alert-error');
      expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
      expect(localStorage.getItem('token')).toBeNull();

      act(() => jest.advanceTimersByTime(LOGIN_ERROR_MS - 100));
      expect(screen.getByText('Invalid email or password')).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('only ends loading when the answer carries no token', async () => {
    const user = userEvent.setup();
    renderRoutes({
      routes,
      url: '/login',
      mocks: [{ request, result: loginAnswer({ token: '' }) }],
    });

    await fillAndSubmit(user);

    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  describe('two-step sign-in (staff)', () => {
    const refusal = (reason: string, message: string) => ({
      errors: [new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', reason } })],
    });

    it('asks for the one-time code when the server requires it, then signs in with it', async () => {
      const user = userEvent.setup();
      renderRoutes({
        routes,
        url: '/login',
        mocks: [
          { request, result: refusal('TOTP_REQUIRED', 'Enter the code of your authenticator app') },
          {
            request: { query: LoginDocument, variables: { email: EMAIL, password: PASSWORD, totpCode: '123456' } },
            result: loginAnswer({ role: 'admin' }),
          },
        ],
      });

      expect(screen.queryByLabelText('One-time code')).not.toBeInTheDocument();
      await fillAndSubmit(user);

      const code = await screen.findByLabelText('One-time code');
      // Not an error: the password was right and nothing is stored yet.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Two-step sign-in is on for this account');
      expect(localStorage.getItem('token')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByText(TOTP_CODE_REQUIRED)).toBeInTheDocument();

      await user.type(code, '123456');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByLabelText('location')).toHaveTextContent(/^\/$/);
      expect(localStorage.getItem('token')).toBe('token-123');
    });

    it('says so when the code is wrong, and keeps the code field', async () => {
      const user = userEvent.setup();
      renderRoutes({
        routes,
        url: '/login',
        mocks: [
          { request, result: refusal('TOTP_REQUIRED', 'Enter the code of your authenticator app') },
          {
            request: { query: LoginDocument, variables: { email: EMAIL, password: PASSWORD, totpCode: '000000' } },
            result: refusal('TOTP_INVALID', 'The code is wrong or was used already'),
          },
        ],
      });

      await fillAndSubmit(user);
      await user.type(await screen.findByLabelText('One-time code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Login' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The code is wrong or was used already');
      expect(screen.getByLabelText('One-time code')).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
    });
  });

  it('says once why an open console was signed out', () => {
    clearSession(SIGNED_OUT_MESSAGE);
    const first = renderRoutes({ routes, url: '/login' });
    expect(screen.getByText(SIGNED_OUT_MESSAGE)).toBeInTheDocument();
    first.unmount();

    renderRoutes({ routes, url: '/login' });
    expect(screen.queryByText(SIGNED_OUT_MESSAGE)).not.toBeInTheDocument();
  });
});
