import { useMutation } from '@apollo/client/react';
import {
  ChangeStaffRoleDocument,
  DisableStaffDocument,
  EnableStaffDocument,
  InviteStaffDocument,
  ResetStaffTotpDocument,
  UpdateStaffSettingsDocument,
  type StaffRole,
  type StaffTable_StaffMemberFragment,
} from '../../__generated__/graphql';
import { errorMessage } from '../../lib/error-message';
import { useMessage } from '../../lib/message';
import { memberName, roleChanged } from './staff-rules';

type Member = StaffTable_StaffMemberFragment;

// The Staff screen's actions, each with its toast: the server's message on a refusal (the
// last active owner, an address that has an account, TOTP not set up by whoever requires
// it). A changed member updates its row in the cache by id; an invite and the settings
// read the list again. Each answers whether it worked.
export function useStaffActions() {
  const message = useMessage();
  const refetchQueries = ['StaffList'];
  const [invite] = useMutation(InviteStaffDocument, { refetchQueries, awaitRefetchQueries: true });
  const [changeRole] = useMutation(ChangeStaffRoleDocument);
  const [disable] = useMutation(DisableStaffDocument);
  const [enable] = useMutation(EnableStaffDocument);
  const [resetTotp] = useMutation(ResetStaffTotpDocument);
  const [updateSettings] = useMutation(UpdateStaffSettingsDocument, { refetchQueries });

  async function attempt(run: () => Promise<string>, failure: string): Promise<boolean> {
    try {
      void message.success(await run());
      return true;
    } catch (error) {
      void message.error(errorMessage(error, failure));
      return false;
    }
  }

  return {
    invite: (email: string, role: StaffRole) =>
      attempt(async () => {
        const { data } = await invite({ variables: { email, role } });
        return data?.admin.inviteStaff.message ?? `Invite sent to ${email}`;
      }, 'The invite could not be sent. Please try again.'),
    /** The same invite again (a lost or expired link): a new link, the earlier one stops working. */
    resendInvite: (member: Member) =>
      attempt(async () => {
        const { data } = await invite({ variables: { email: member.email, role: member.role } });
        return data?.admin.inviteStaff.message ?? `Invite sent to ${member.email}`;
      }, 'The invite could not be sent. Please try again.'),
    changeRole: (member: Member, role: StaffRole) =>
      attempt(async () => {
        await changeRole({ variables: { id: member.id, role } });
        return roleChanged(member, role);
      }, 'The role could not be changed. Please try again.'),
    disable: (member: Member) =>
      attempt(async () => {
        await disable({ variables: { id: member.id } });
        return `${memberName(member)} is disabled`;
      }, 'The account could not be disabled. Please try again.'),
    enable: (member: Member) =>
      attempt(async () => {
        await enable({ variables: { id: member.id } });
        return `${memberName(member)} is enabled`;
      }, 'The account could not be enabled. Please try again.'),
    resetTotp: (member: Member) =>
      attempt(async () => {
        await resetTotp({ variables: { id: member.id } });
        return `Two-step sign-in of ${memberName(member)} is reset`;
      }, 'Two-step sign-in could not be reset. Please try again.'),
    requireTotp: (on: boolean) =>
      attempt(async () => {
        await updateSettings({ variables: { requireTotp: on } });
        return on ? 'Two-step sign-in is now required of every staff account' : 'Two-step sign-in is now optional';
      }, 'The setting could not be changed. Please try again.'),
  };
}
