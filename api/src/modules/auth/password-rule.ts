import { z } from 'zod';

// The sign-up and reset rule of docs/product.md#validation-rules: at least 8 characters, only letters, digits and
// @$!%*#?&, with at least one letter, one digit and one of those specials. The message
// is the product rules' own (it mentions cases the pattern does not enforce; clients show it verbatim).
const WEAK_PASSWORD_MESSAGE =
  'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character';

const PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;

// A bound on input only: scrypt hashes every byte (bcrypt's 72 were the old cap). Room for
// long passphrases, and under login's 200, so any password that can be set can be typed
// (docs/decisions.md "Password hashing").
const MAX_PASSWORD_LENGTH = 128;

/** A new password; `name is required` when missing or empty. Not trimmed. */
export function newPasswordField(name: string) {
  return z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? `${name} is required` : `${name} must be a string`,
    })
    .min(1, `${name} is required`)
    .max(MAX_PASSWORD_LENGTH, `${name} must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .regex(PATTERN, WEAK_PASSWORD_MESSAGE);
}

// Staff passwords (docs/decisions.md "Staff roles and the audit log"): the shopper rule and
// at least 12 characters, NIST SP 800-63B's length over composition for accounts that move
// money. Applied wherever a staff password is set: accepting an invite, `create-admin`, a
// change while signed in, a reset.
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const staffPasswordMessage = (name: string) =>
  `${name} must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters for a staff account, with a letter, a number and one of @$!%*#?&`;

/** Whether a password that passed the shopper rule is also long enough for a staff account. */
export const meetsStaffRule = (password: string) => password.length >= STAFF_PASSWORD_MIN_LENGTH;

/** A new staff password: the shopper rule, then the staff length. */
export function staffPasswordField(name: string) {
  return newPasswordField(name).refine(meetsStaffRule, staffPasswordMessage(name));
}
