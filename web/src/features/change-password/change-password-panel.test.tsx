import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChangePasswordDocument } from '../../__generated__/graphql';
import { renderRoutes } from '../../test/render';
import { ChangePasswordPanel } from './change-password-panel';

const routes = [{ path: '/dashboard', element: <ChangePasswordPanel /> }];
const URL = '/dashboard?tab=password';
const RULE = 'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character';

const changeRequest = (currentPassword: string) => ({
  query: ChangePasswordDocument,
  variables: { input: { currentPassword, newPassword: 'Fresh@4567', confirmPassword: 'Fresh@4567' } },
});

async function fill(user: ReturnType<typeof userEvent.setup>, current: string) {
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), 'Fresh@4567');
  await user.type(screen.getByLabelText('Confirm Password'), 'Fresh@4567');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

// jsdom with antd is slow on a busy machine.
jest.setTimeout(90000);

describe('ChangePasswordPanel', () => {
  it('has three password fields, each with its own show/hide toggle', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, url: URL });
    expect(screen.getByRole('form', { name: 'Change Password' })).toBeInTheDocument();
    const fields = ['Current Password', 'New Password', 'Confirm Password'].map((label) =>
      screen.getByLabelText(label),
    );
    for (const field of fields) expect(field).toHaveAttribute('type', 'password');
    expect(fields[0]).toHaveAttribute('autocomplete', 'current-password');
    expect(fields[1]).toHaveAttribute('autocomplete', 'new-password');

    await user.click(screen.getAllByRole('button', { name: 'Show' })[1]!);
    expect(fields.map((field) => field.getAttribute('type'))).toEqual(['password', 'text', 'password']);
  });

  it("shows the product rules' messages and sends nothing while the form is wrong", async () => {
    const user = userEvent.setup({ delay: null });
    // No mock: a request would fail the test with an unmatched-request error toast.
    renderRoutes({ routes, url: URL });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Please enter password')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current Password'), 'Before@123');
    await user.type(screen.getByLabelText('New Password'), 'abcdefgh');
    await user.tab();
    expect(await screen.findByText(RULE)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Before@123');
    await user.tab();
    expect(await screen.findByText('New password must be different from the current password')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Fresh@4567');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh@4566');
    await user.tab();
    expect(await screen.findByText('Password and Confirm Password should be same')).toBeInTheDocument();
    // Nothing was sent: an unmocked request would have failed into an error toast.
    expect(document.querySelector('.ant-message-notice')).not.toBeInTheDocument();
  });

  it("shows the server's refusal above the form and as a toast, and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      url: URL,
      mocks: [
        {
          request: changeRequest('Wrong@1234'),
          result: { errors: [new GraphQLError('Current password is incorrect')] },
        },
      ],
    });
    await fill(user, 'Wrong@1234');

    const alert = await screen.findByText('Current password is incorrect', { selector: '.ant-alert *' });
    expect(alert.closest('.ant-alert')).toHaveClass('ant-alert-error');
    // The alert and the toast.
    await waitFor(() => expect(screen.getAllByText('Current password is incorrect')).toHaveLength(2));
    expect(screen.getByLabelText('Current Password')).toHaveValue('Wrong@1234');
  });

  it("toasts the server's message and empties the form after a change", async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      url: URL,
      mocks: [
        {
          request: changeRequest('Before@123'),
          result: {
            data: { changePassword: { __typename: 'MessagePayload', message: 'Password changed successfully.' } },
          },
        },
      ],
    });
    await fill(user, 'Before@123');

    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('');
    // Emptied, not refused: no field error shows for the fresh fields.
    expect(screen.queryByText('Please enter password')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-alert')).not.toBeInTheDocument();
  });
});
