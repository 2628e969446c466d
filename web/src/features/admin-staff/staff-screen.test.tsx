import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  ChangeStaffRoleDocument,
  DisableStaffDocument,
  InviteStaffDocument,
  ResetStaffTotpDocument,
  StaffListDocument,
  UpdateStaffSettingsDocument,
  type StaffTable_StaffMemberFragment,
} from '../../__generated__/graphql';
import { renderRoutes } from '../../test/render';
import { ROLE_REQUIRED } from './staff-rules';
import { StaffScreen } from './staff-screen';

// The Staff screen (issue 38): the list of staff and invites, invite, change a role,
// disable with its consequence said, and the shop's two-step sign-in setting; the server's
// messages shown.

// antd's table and modals are heavy in jsdom.
jest.setTimeout(120_000);

type Member = StaffTable_StaffMemberFragment & { __typename: 'StaffMember' };

const OWNER: Member = {
  __typename: 'StaffMember',
  id: '1',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Owner',
  role: 'OWNER',
  status: 'ACTIVE',
  totpEnabled: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  inviteExpiresAt: null,
};
const PACKER: Member = {
  ...OWNER,
  id: '7',
  email: 'packer@example.com',
  firstName: 'Pat',
  lastName: 'Packer',
  role: 'FULFILMENT',
  totpEnabled: false,
};
const INVITE: Member = {
  ...OWNER,
  id: 'invite:3',
  email: 'new@example.com',
  firstName: null,
  lastName: null,
  role: 'SUPPORT',
  status: 'INVITED',
  totpEnabled: false,
  inviteExpiresAt: '2026-01-08T10:00:00.000Z',
};

const listMock = (staff: Member[], requireTotp = false) => ({
  request: { query: StaffListDocument },
  result: {
    data: {
      admin: {
        __typename: 'AdminQuery',
        staff,
        staffSettings: { __typename: 'StaffSettings', requireTotp },
      },
    },
  },
});

const render = (mocks: object[]) =>
  renderRoutes({ routes: [{ path: '/', element: <StaffScreen /> }], mocks: mocks as never });

const rowOf = (email: string) => screen.getByText(email).closest('tr')!;

test('lists staff and pending invites with their role, status and two-step sign-in', async () => {
  render([listMock([OWNER, PACKER, INVITE])]);
  await screen.findByText('packer@example.com', undefined, { timeout: 10_000 });
  const packer = within(rowOf('packer@example.com'));
  expect(packer.getByText('Pat Packer')).toBeInTheDocument();
  expect(packer.getByText('Fulfilment')).toBeInTheDocument();
  expect(packer.getByText('Active')).toBeInTheDocument();
  expect(packer.getByText('Off')).toBeInTheDocument();
  const invite = within(rowOf('new@example.com'));
  expect(invite.getByText('Support')).toBeInTheDocument();
  expect(invite.getByText('Invited')).toBeInTheDocument();
  // An invite has no account yet: nothing to change or disable; it can only be sent again.
  expect(invite.getAllByRole('button').map((button) => button.textContent)).toEqual(['Send again…']);
  expect(screen.getByRole('switch', { name: 'Require two-step sign-in for every staff account' })).not.toBeChecked();
});

test('an invite needs an address and a role, then shows the server’s message and the list read again', async () => {
  const user = userEvent.setup({ delay: null });
  render([
    listMock([OWNER]),
    {
      request: { query: InviteStaffDocument, variables: { email: 'packer@example.com', role: 'FULFILMENT' } },
      result: {
        data: {
          admin: {
            __typename: 'AdminMutation',
            inviteStaff: {
              __typename: 'StaffInvitePayload',
              message: 'Invite sent to packer@example.com',
              inviteId: '4',
              email: 'packer@example.com',
              role: 'FULFILMENT',
              expiresAt: '2026-01-08T10:00:00.000Z',
            },
          },
        },
      },
    },
    listMock([OWNER, { ...INVITE, id: 'invite:4', email: 'packer@example.com', role: 'FULFILMENT' }]),
  ]);
  await user.click(await screen.findByRole('button', { name: /Invite staff/ }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite staff' });
  await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
  expect(await within(dialog).findByText('Please enter email address')).toBeInTheDocument();
  expect(within(dialog).getByText(ROLE_REQUIRED)).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('E-mail'), 'packer@example.com');
  await user.click(within(dialog).getByRole('radio', { name: /Fulfilment/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
  expect(await screen.findByText('Invite sent to packer@example.com')).toBeInTheDocument();
  expect(await screen.findByText('packer@example.com')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite staff' })).toBeNull());
});

test('an invite is sent again from its row, saying the earlier link stops working', async () => {
  const user = userEvent.setup({ delay: null });
  render([
    listMock([OWNER, INVITE]),
    {
      request: { query: InviteStaffDocument, variables: { email: 'new@example.com', role: 'SUPPORT' } },
      result: {
        data: {
          admin: {
            __typename: 'AdminMutation',
            inviteStaff: {
              __typename: 'StaffInvitePayload',
              message: 'Invite sent to new@example.com',
              inviteId: '5',
              email: 'new@example.com',
              role: 'SUPPORT',
              expiresAt: '2026-01-12T10:00:00.000Z',
            },
          },
        },
      },
    },
    listMock([OWNER, { ...INVITE, id: 'invite:5', inviteExpiresAt: '2026-01-12T10:00:00.000Z' }]),
  ]);
  await user.click(
    await screen.findByRole('button', { name: 'Send the invite to new@example.com again' }, { timeout: 10_000 }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Send the invite again' });
  expect(within(dialog).getByText(/The link sent before stops working/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
  expect(await screen.findByText('Invite sent to new@example.com')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send the invite again' })).toBeNull());
});

test('disabling says that the sessions end, and the row shows the answer', async () => {
  const user = userEvent.setup({ delay: null });
  render([
    listMock([OWNER, PACKER]),
    {
      request: { query: DisableStaffDocument, variables: { id: '7' } },
      result: {
        data: { admin: { __typename: 'AdminMutation', disableStaff: { ...PACKER, status: 'DISABLED' } } },
      },
    },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Disable packer@example.com' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Disable staff account' });
  expect(
    within(dialog).getByText(/Every session of the account ends at once \(an open console is signed out\)/),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
  expect(await screen.findByText('Pat Packer (packer@example.com) is disabled')).toBeInTheDocument();
  expect(await within(rowOf('packer@example.com')).findByText('Disabled')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enable packer@example.com' })).toBeInTheDocument();
});

test('resetting a lost phone’s two-step sign-in says the sessions end; the row shows it off', async () => {
  const user = userEvent.setup({ delay: null });
  const withTotp = { ...PACKER, totpEnabled: true };
  render([
    listMock([OWNER, withTotp]),
    {
      request: { query: ResetStaffTotpDocument, variables: { id: '7' } },
      result: {
        data: { admin: { __typename: 'AdminMutation', resetStaffTotp: { ...withTotp, totpEnabled: false } } },
      },
    },
  ]);
  await user.click(
    await screen.findByRole('button', { name: 'Reset two-step sign-in of packer@example.com' }, { timeout: 10_000 }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in' });
  expect(within(dialog).getByText(/Every session of the account ends at once/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
  expect(await screen.findByText('Two-step sign-in of Pat Packer (packer@example.com) is reset')).toBeInTheDocument();
  expect(await within(rowOf('packer@example.com')).findByText('Off')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset two-step sign-in of packer@example.com' })).toBeNull();
});

test('a refused role change shows the server’s message and keeps the dialog', async () => {
  const user = userEvent.setup({ delay: null });
  const lastOwner =
    'The shop must keep at least one active owner: make another staff member an owner before this change.';
  render([
    listMock([OWNER]),
    {
      request: { query: ChangeStaffRoleDocument, variables: { id: '1', role: 'SUPPORT' } },
      result: { errors: [new GraphQLError(lastOwner, { extensions: { code: 'BAD_USER_INPUT' } })] },
    },
  ]);
  await user.click(
    await screen.findByRole('button', { name: 'Change role of admin@example.com' }, { timeout: 10_000 }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Change role' });
  expect(within(dialog).getByRole('button', { name: 'Change role' })).toBeDisabled();
  await user.click(within(dialog).getByRole('radio', { name: /Support/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
  expect(await screen.findByText(lastOwner)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Change role' })).toBeInTheDocument();
});

test('requiring two-step sign-in is confirmed, then the switch follows the server', async () => {
  const user = userEvent.setup({ delay: null });
  render([
    listMock([OWNER]),
    {
      request: { query: UpdateStaffSettingsDocument, variables: { requireTotp: true } },
      result: {
        data: {
          admin: {
            __typename: 'AdminMutation',
            updateStaffSettings: { __typename: 'StaffSettings', requireTotp: true },
          },
        },
      },
    },
    listMock([OWNER], true),
  ]);
  const toggle = await screen.findByRole(
    'switch',
    { name: 'Require two-step sign-in for every staff account' },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(toggle).toBeEnabled());
  await user.click(toggle);
  const dialog = await screen.findByRole('dialog', { name: 'Require two-step sign-in' });
  await user.click(within(dialog).getByRole('button', { name: 'Require it' }));
  expect(await screen.findByText('Two-step sign-in is now required of every staff account')).toBeInTheDocument();
  await waitFor(() => expect(toggle).toBeChecked());
});
