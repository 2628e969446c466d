import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AcceptStaffInviteDocument, StaffInviteLinkDocument } from '../../__generated__/graphql';
import { STAFF_PASSWORD_MESSAGE } from '../../lib/validation/password';
import { LocationProbe, renderRoutes } from '../../test/render';
import { InvitePage } from './invite-page';
import { LINK_NOT_VALID, PASSWORDS_NOT_SAME } from './invite-schema';

// The invitee's page (issue 38): the invite's address and role, a staff password, then
// the way to sign in; a link that cannot be accepted says so.

jest.setTimeout(60_000);

const TOKEN = 'tok-123';
const PASSWORD = 'Warehouse@2026';

const routes = [
  { path: '/admin/invite', element: <InvitePage /> },
  { path: '/login', element: <LocationProbe /> },
];

const check = (answer: object) => ({
  request: { query: StaffInviteLinkDocument, variables: { token: TOKEN } },
  result: { data: { staffInvite: { __typename: 'StaffInviteCheck', ...answer } } },
});
const VALID = check({
  valid: true,
  email: 'packer@example.com',
  role: 'FULFILMENT',
  expiresAt: '2026-01-08T10:00:00.000Z',
});
const acceptMock = (result: object) => ({
  request: {
    query: AcceptStaffInviteDocument,
    variables: { token: TOKEN, password: PASSWORD, firstName: 'Pat', lastName: 'Packer' },
  },
  result,
});

async function fill(user: ReturnType<typeof userEvent.setup>, password = PASSWORD, confirm = PASSWORD) {
  await user.type(await screen.findByLabelText('First name'), 'Pat');
  await user.type(screen.getByLabelText('Last name'), 'Packer');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create my staff account' }));
}

test('shows the invited address and role, asks for a staff password, then says to sign in', async () => {
  const user = userEvent.setup({ delay: null });
  renderRoutes({
    routes,
    url: `/admin/invite?token=${TOKEN}`,
    mocks: [
      VALID,
      acceptMock({
        data: {
          acceptStaffInvite: {
            __typename: 'AcceptStaffInvitePayload',
            message: 'Staff account created',
            email: 'packer@example.com',
            role: 'FULFILMENT',
          },
        },
      }),
    ],
  });
  expect(await screen.findByText('packer@example.com', undefined, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText('Fulfilment')).toBeInTheDocument();

  await fill(user, 'Short@123', 'Short@124');
  expect(await screen.findByText(STAFF_PASSWORD_MESSAGE)).toBeInTheDocument();
  expect(screen.getByText(PASSWORDS_NOT_SAME)).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.clear(screen.getByLabelText('Confirm Password'));
  await user.type(screen.getByLabelText('Confirm Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Create my staff account' }));

  const done = await screen.findByRole('status');
  expect(done).toHaveTextContent('Your staff account is ready. Sign in.');
  await user.click(screen.getByRole('link', { name: 'Sign in' }));
  expect(await screen.findByLabelText('location')).toHaveTextContent('/login');
});

test('a link that cannot be accepted says so and shows no form', async () => {
  renderRoutes({
    routes,
    url: `/admin/invite?token=${TOKEN}`,
    mocks: [check({ valid: false, email: null, role: null, expiresAt: null })],
  });
  expect(await screen.findByText(LINK_NOT_VALID, undefined, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByLabelText('Password')).toBeNull();
});

test('a link without a token says so without asking the server', async () => {
  renderRoutes({ routes, url: '/admin/invite' });
  expect(await screen.findByText(LINK_NOT_VALID, undefined, { timeout: 10_000 })).toBeInTheDocument();
});

test('an invite spent meanwhile shows the server’s message', async () => {
  const user = userEvent.setup({ delay: null });
  renderRoutes({
    routes,
    url: `/admin/invite?token=${TOKEN}`,
    mocks: [
      VALID,
      acceptMock({
        errors: [new GraphQLError('This invite link is not valid', { extensions: { code: 'BAD_USER_INPUT' } })],
      }),
    ],
  });
  await fill(user);
  expect(await screen.findByText('This invite link is not valid')).toBeInTheDocument();
});
