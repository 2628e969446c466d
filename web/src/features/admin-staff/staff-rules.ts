import { mixed, object } from 'yup';
import type { StaffRole, StaffStatus, StaffTable_StaffMemberFragment } from '../../__generated__/graphql';
import { emailRule } from '../../lib/validation/email';
import { ROLE_LABELS } from '../../lib/staff-access';

// The Staff screen's words and rules (issue 38; the roles as api/src/modules/staff/permissions.ts
// builds them).

type Member = Pick<StaffTable_StaffMemberFragment, 'email' | 'firstName' | 'lastName'>;

export const ROLES: readonly StaffRole[] = ['OWNER', 'SUPPORT', 'FULFILMENT', 'FINANCE', 'CATALOGUE'];

/** What each role may do, said where an owner picks one. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  OWNER: 'Everything, managing staff and reading the audit log included.',
  SUPPORT: 'Customers and their sessions, accepting or declining returns, reviewing documents.',
  FULFILMENT: 'Shipping and delivering order lines, one or many at once.',
  FINANCE: 'The ledger, settlement, refunds (cancellations and returns), Stripe’s events and disputes.',
  CATALOGUE: 'Creating and editing groups with their price levels, pictures and documents; closing groups.',
};

export const STATUS_LABELS: Record<StaffStatus, string> = {
  ACTIVE: 'Active',
  INVITED: 'Invited',
  DISABLED: 'Disabled',
};

export const ROLE_REQUIRED = 'Please choose a role';

export const inviteSchema = object({
  email: emailRule(),
  role: mixed<StaffRole>()
    .oneOf([...ROLES], ROLE_REQUIRED)
    .required(ROLE_REQUIRED),
});

/** The invite form's values: no role is chosen for the owner. */
export type InviteStaffValues = { email: string; role: StaffRole | null };

/** A staff member by name and address; an invite by its address alone. */
export function memberName(member: Member): string {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${member.email})` : member.email;
}

/** What disabling does, said in its confirmation. */
export function disableConsequence(member: Member): string {
  return `Disable ${memberName(member)}? Every session of the account ends at once (an open console is signed out) and it cannot sign in until enabled again.`;
}

/** What enabling does, said in its confirmation. */
export function enableConsequence(member: Member): string {
  return `Enable ${memberName(member)}? The account can sign in again with its password.`;
}

/** What resetting two-step sign-in does, said in its confirmation. */
export function resetTotpConsequence(member: Member): string {
  return `Reset two-step sign-in of ${memberName(member)}? Every session of the account ends at once; they sign in with their password and set two-step sign-in up again with their new phone.`;
}

/** What sending an invite again does, said in its confirmation. */
export function resendInviteConsequence(member: Member): string {
  return `Send the invite to ${member.email} again? The link sent before stops working; the new one is valid for 72 hours.`;
}

/** The toast after a role change. */
export const roleChanged = (member: Member, role: StaffRole) => `${memberName(member)} is now ${ROLE_LABELS[role]}`;

export const REQUIRE_TOTP_LABEL = 'Require two-step sign-in for every staff account';

/** What the setting does, under its switch. */
export function requireTotpText(on: boolean): string {
  return on
    ? 'On: every staff member signs in with a code from an authenticator app. One who has not set it up can only set it up until they do.'
    : 'Off: each staff member chooses whether to use two-step sign-in (their own “Two-step sign-in” page).';
}
