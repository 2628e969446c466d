import type { Resolvers } from '../__generated__/resolvers-types';
import { requires } from './admin-access';
import { ADMIN_MUTATION_PERMISSIONS, ADMIN_QUERY_PERMISSIONS } from './admin-permissions';

// Owners' staff management over admin/staff (issue 38): the staff and their pending
// invites, inviting, role changes, disabling and enabling, resetting a lost TOTP (the API
// ends a disabled or reset member's sessions, and their open consoles hear it: Subscription.sessionEnded), and the
// shop's staff settings.

export const adminStaffResolvers: Resolvers = {
  AdminQuery: {
    staff: requires(
      ADMIN_QUERY_PERMISSIONS.staff,
      async (_parent, _args, { rest }) => (await rest.get('/api/admin/staff')).data.staff,
    ),
    staffSettings: requires(
      ADMIN_QUERY_PERMISSIONS.staffSettings,
      async (_parent, _args, { rest }) => (await rest.get('/api/admin/staff/settings')).data,
    ),
  },

  AdminMutation: {
    inviteStaff: requires(ADMIN_MUTATION_PERMISSIONS.inviteStaff, async (_parent, { email, role }, { rest }) => {
      const answer = await rest.post('/api/admin/staff/invites', { body: { email, staff_role: role } });
      return { ...answer.data, message: answer.message };
    }),
    changeStaffRole: requires(ADMIN_MUTATION_PERMISSIONS.changeStaffRole, async (_parent, { id, role }, { rest }) => {
      return (await rest.put('/api/admin/staff/{id}/role', { path: { id }, body: { staff_role: role } })).data;
    }),
    disableStaff: requires(
      ADMIN_MUTATION_PERMISSIONS.disableStaff,
      async (_parent, { id }, { rest }) => (await rest.post('/api/admin/staff/{id}/disable', { path: { id } })).data,
    ),
    enableStaff: requires(
      ADMIN_MUTATION_PERMISSIONS.enableStaff,
      async (_parent, { id }, { rest }) => (await rest.post('/api/admin/staff/{id}/enable', { path: { id } })).data,
    ),
    resetStaffTotp: requires(
      ADMIN_MUTATION_PERMISSIONS.resetStaffTotp,
      async (_parent, { id }, { rest }) => (await rest.post('/api/admin/staff/{id}/totp/reset', { path: { id } })).data,
    ),
    updateStaffSettings: requires(
      ADMIN_MUTATION_PERMISSIONS.updateStaffSettings,
      async (_parent, { requireTotp }, { rest }) =>
        (await rest.put('/api/admin/staff/settings', { body: { require_totp: requireTotp } })).data,
    ),
  },

  StaffMember: {
    // A pending invite has no account yet: its id says so, and no staff route takes it.
    id: (member) => (member.staff_id === null ? `invite:${member.invite_id}` : String(member.staff_id)),
    firstName: (member) => member.first_name,
    lastName: (member) => member.last_name,
    role: (member) => member.staff_role,
    totpEnabled: (member) => member.totp_enabled,
    createdAt: (member) => member.created_at,
    inviteExpiresAt: (member) => member.invite_expires_at,
  },

  StaffSettings: {
    requireTotp: (settings) => settings.require_totp,
  },

  StaffInvitePayload: {
    inviteId: (invite) => String(invite.invite_id),
    role: (invite) => invite.staff_role,
    expiresAt: (invite) => invite.expires_at,
  },
};
