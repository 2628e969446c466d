import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ResetLinkValidDocument, ResetPasswordDocument } from '../../__generated__/graphql';
import { LocationProbe, renderRoutes } from '../../test/render';
import { LINK_EXPIRED, RESET_ERROR_MS, ResetPasswordPage } from './reset-password-page';

const routes = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/', element: <LocationProbe /> },
];
const URL = '/reset-password?reset_token=tok-1';

const linkCheck = (valid: boolean) => ({
  request: { query: ResetLinkValidDocument, variables: { token: 'tok-1' } },
  result: { data: { resetLinkValid: valid } },
  delay: 20,
});

const resetRequest = {
  query: ResetPasswordDocument,
  variables: { token: 'tok-1', newPassword: 'Secret@123', confirmPassword: 'Secret@123' },
};

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('New Password'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm New Password'), 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

// jsdom with antd is slow on a busy machine.
jest.setTimeout(90000);

describe('ResetPasswordPage', () => {
  it('checks the link with a spinner, then shows the form', async () => {
    renderRoutes({ routes, url: URL, mocks: [linkCheck(true)] });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your link');
    expect(await screen.findByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it("says 'Your link has been expired' for an expired link, a failed check or no token", async () => {
    const first = renderRoutes({ routes, url: URL, mocks: [linkCheck(false)] });
    expect(await screen.findByText(LINK_EXPIRED)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    first.unmount();

    const second = renderRoutes({
      routes,
      url: URL,
      mocks: [{ request: linkCheck(true).request, error: new Error('Network down') }],
    });
    expect(await screen.findByText(LINK_EXPIRED)).toBeInTheDocument();
    second.unmount();

    renderRoutes({ routes, url: '/reset-password' });
    expect(screen.getByText(LINK_EXPIRED)).toBeInTheDocument();
  });

  it('toggles each password field on its own', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, url: URL, mocks: [linkCheck(true)] });
    const fresh = await screen.findByLabelText('New Password');
    const [first, second] = screen.getAllByRole('button', { name: 'Show' });

    await user.click(first!);
    expect(fresh).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'password');
    await user.click(second!);
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'text');
  });

  it('shows the messages of docs/product.md#validation-rules once the fields are touched', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, url: URL, mocks: [linkCheck(true)] });
    const fresh = await screen.findByLabelText('New Password');

    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    await user.click(fresh);
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();

    await user.type(fresh, 'abcdefgh');
    expect(
      await screen.findByText(
        'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
      ),
    ).toBeInTheDocument();

    await user.clear(fresh);
    await user.type(fresh, 'Secret@123');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Secret@12');
    await user.tab();
    expect(await screen.findByText('Password and Confirm Password should be same')).toBeInTheDocument();
  });

  it('shows a failure in a red alert for 3 seconds and as a toast', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
      renderRoutes({
        routes,
        url: URL,
        mocks: [
          linkCheck(true),
          {
            request: resetRequest,
            result: { errors: [new GraphQLError('Reset link is invalid or has expired')] },
          },
        ],
      });

      await fill(user);

      // The red alert above the form (the toast is an alert too).
      const alert = await screen.findByText('Reset link is invalid or has expired', { selector: '.ant-alert *' });
      expect(alert.closest('.ant-alert')).toHaveClass('ant-alert-error');
      expect(screen.getAllByText('Reset link is invalid or has expired')).toHaveLength(2);

      act(() => jest.advanceTimersByTime(RESET_ERROR_MS - 100));
      expect(alert).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(document.querySelector('.ant-alert')).not.toBeInTheDocument();
    } finally {
      act(() => jest.runOnlyPendingTimers());
      jest.useRealTimers();
    }
  });

  it("toasts the server's message and goes to '/' after a successful reset", async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      url: URL,
      mocks: [
        linkCheck(true),
        {
          request: resetRequest,
          result: { data: { resetPassword: { __typename: 'MessagePayload', message: 'Password changed' } } },
        },
      ],
    });

    await fill(user);

    expect(await screen.findByLabelText('location', {}, { timeout: 10000 })).toHaveTextContent(/^\/$/);
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });
});
