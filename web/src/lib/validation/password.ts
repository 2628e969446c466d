import { string } from 'yup';

// The sign-up and reset password rule (docs/product.md#validation-rules): at least 8 characters, only letters,
// digits and @$!%*#?&, with at least one letter, one digit and one of those specials.
// The message mentions cases the pattern does not enforce; the product rules keep it verbatim,
// and the API applies the same pattern.
const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;

export const PASSWORD_RULE_MESSAGE =
  'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character';

/** A new password, required with the form's own message. Never trimmed: spaces are refused. */
export function passwordRule(requiredMessage: string) {
  return string()
    .required(requiredMessage)
    .test('password-pattern', PASSWORD_RULE_MESSAGE, (value) => !value || PASSWORD_PATTERN.test(value));
}

// A staff account's password (issue 38; api/src/modules/auth/password-rule.ts): the rule
// above and at least 12 characters, in the API's own sentence. One message for both, so
// a staff member is never told that 8 characters will do.
export const STAFF_PASSWORD_MIN_LENGTH = 12;
const STAFF_PASSWORD_MAX_LENGTH = 128;
export const STAFF_PASSWORD_MESSAGE = `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters for a staff account, with a letter, a number and one of @$!%*#?&`;

/** A new staff password, required with the form's own message. */
export function staffPasswordRule(requiredMessage: string) {
  return string()
    .required(requiredMessage)
    .test(
      'staff-password',
      STAFF_PASSWORD_MESSAGE,
      (value) => !value || (value.length >= STAFF_PASSWORD_MIN_LENGTH && PASSWORD_PATTERN.test(value)),
    )
    .max(STAFF_PASSWORD_MAX_LENGTH, `Password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters`);
}
