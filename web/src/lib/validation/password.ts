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
