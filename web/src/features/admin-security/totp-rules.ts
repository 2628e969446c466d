import { object, string } from 'yup';

// The rules of the two-step sign-in setup (issue 38; api/src/modules/staff/totp.ts: six
// digits, 30 s, SHA-1, what every authenticator app reads).

export const CODE_REQUIRED = 'Please enter the 6-digit code your authenticator app shows';
export const CODE_FORMAT = 'The code is 6 digits';

export const enableTotpSchema = object({
  code: string()
    .trim()
    .required(CODE_REQUIRED)
    .matches(/^\d{6}$/, CODE_FORMAT),
});

/** A base32 secret in groups of four, as an operator types it into an app ("JBSW Y3DP …"). */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export const REQUIRED_EXPLANATION =
  'The shop requires two-step sign-in for every staff account. Set it up here to open the rest of the console: until then your account can do nothing else.';
