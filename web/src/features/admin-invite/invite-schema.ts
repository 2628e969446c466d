import { object, string, type InferType } from 'yup';
import { firstNameRule, lastNameRule } from '../../lib/validation/names';
import { staffPasswordRule } from '../../lib/validation/password';

// The invitee's form (issue 38): their name (at most 100 characters each, as the API
// takes them) and a staff password (lib/validation/password.ts).
const PASSWORD_REQUIRED = 'Password is required';
const CONFIRM_REQUIRED = 'Please confirm the password';
export const PASSWORDS_NOT_SAME = 'Password and Confirm Password should be same';

export const inviteSchema = object({
  firstName: firstNameRule().max(100, 'At most 100 characters'),
  lastName: lastNameRule().max(100, 'At most 100 characters'),
  password: staffPasswordRule(PASSWORD_REQUIRED),
  confirmPassword: string()
    .default('')
    .required(CONFIRM_REQUIRED)
    .test('same', PASSWORDS_NOT_SAME, (value, context) => !value || value === context.parent.password),
});

export type InviteValues = InferType<typeof inviteSchema>;

export const LINK_NOT_VALID =
  'This invite link is not valid any more: it was used already, it expired (links work for 72 hours), or it was replaced by a newer invite. Ask the owner who invited you to send a new one.';
/** Said once the account is made, followed by a link: "Sign in". */
export const ACCOUNT_READY = 'Your staff account is ready.';
