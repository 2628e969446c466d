import type { Resolvers } from '../__generated__/resolvers-types';

// A staff member's own account (issue 38), outside the admin area: the invitee's page
// (check the link, make the account) needs no session, and TOTP is set up by the signed-in
// staff member, before the admin area lets them in when the shop requires it.

export const staffAccountsResolvers: Resolvers = {
  Query: {
    staffInvite: async (_parent, { token }, { rest }) =>
      (await rest.post('/api/staff/invites/check', { body: { token } })).data,
  },

  Mutation: {
    acceptStaffInvite: async (_parent, { token, password, firstName, lastName }, { rest }) => {
      const answer = await rest.post('/api/staff/invites/accept', {
        body: { token, password, first_name: firstName, last_name: lastName },
      });
      return { ...answer.data, message: answer.message };
    },

    setUpTotp: async (_parent, _args, { rest }) => (await rest.post('/api/user/totp/setup')).data,

    enableTotp: async (_parent, { code }, { rest }) => {
      await rest.post('/api/user/totp/enable', { body: { code } });
      return true;
    },
  },

  StaffInviteCheck: {
    role: (check) => check.staff_role,
    expiresAt: (check) => check.expires_at,
  },

  AcceptStaffInvitePayload: {
    role: (accepted) => accepted.staff_role,
  },

  TotpSetup: {
    otpauthUrl: (setup) => setup.otpauth_url,
  },
};
