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
