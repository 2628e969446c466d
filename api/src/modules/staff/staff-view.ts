import { z } from 'zod';
import { STAFF_ROLES } from '../../db/column-values';

// The staff screens' answers (staff.routes.ts, staff-totp.routes.ts). Each schema is its
// answer's contract (OpenAPI); each type follows from it.

export const staffRoleValue = z.enum(STAFF_ROLES);

export const staffMemberSchema = z
  .object({
    staff_id: z.number().nullable().describe("The staff member's account id; null for an invite not accepted yet"),
    invite_id: z.number().nullable().describe('The pending invite; null for an account'),
    email: z.string(),
    first_name: z.string().nullable().describe('Null for an invite'),
    last_name: z.string().nullable().describe('Null for an invite'),
    staff_role: staffRoleValue,
    status: z
      .enum(['active', 'invited', 'disabled'])
      .describe('active: may sign in; invited: the invite is not accepted yet (and has not expired); disabled'),
    totp_enabled: z.boolean().describe('Signs in with a TOTP code'),
    created_at: z.string().describe('When the account was made, or the invite sent'),
    invite_expires_at: z.string().nullable().describe("When the invite's link stops working; null for an account"),
  })
  .meta({ id: 'StaffMember' });

export const staffListSchema = z
  .object({
    staff: z.array(staffMemberSchema).describe('Every staff account (oldest first), then the pending invites'),
  })
  .meta({ id: 'StaffList' });

export const staffInviteSchema = z
  .object({
    invite_id: z.number(),
    email: z.string(),
    staff_role: staffRoleValue,
    expires_at: z.string(),
  })
  .meta({ id: 'StaffInvite' });

export const staffSettingsSchema = z
  .object({
    require_totp: z
      .boolean()
      .describe(
        'Every staff member must sign in with a TOTP code; one who has not set it up can only set it up until they do',
      ),
  })
  .meta({ id: 'StaffSettings' });

export const totpSetupSchema = z
  .object({
    secret: z.string().describe('The base32 secret, for typing into an authenticator app'),
    otpauth_url: z.string().describe('The otpauth:// link, for a QR code'),
  })
  .meta({ id: 'TotpSetup' });

export const staffInviteCheckSchema = z
  .object({
    valid: z.boolean().describe('The invite can be accepted: known, unused, not expired'),
    email: z.string().nullable().describe('The address invited; null when not valid'),
    staff_role: staffRoleValue.nullable().describe('The role it gives; null when not valid'),
    expires_at: z.string().nullable(),
  })
  .meta({ id: 'StaffInviteCheck' });

export const acceptedInviteSchema = z
  .object({
    staff_id: z.number(),
    email: z.string(),
    staff_role: staffRoleValue,
  })
  .meta({ id: 'AcceptedStaffInvite' });

export type StaffMember = z.infer<typeof staffMemberSchema>;
export type StaffList = z.infer<typeof staffListSchema>;
export type StaffInviteView = z.infer<typeof staffInviteSchema>;
export type StaffSettings = z.infer<typeof staffSettingsSchema>;
export type TotpSetup = z.infer<typeof totpSetupSchema>;
export type StaffInviteCheck = z.infer<typeof staffInviteCheckSchema>;
export type AcceptedInvite = z.infer<typeof acceptedInviteSchema>;
