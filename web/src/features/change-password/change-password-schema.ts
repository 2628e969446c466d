import { object, string, type InferType } from 'yup';
import { passwordRule } from '../../lib/validation/password';

// The product rules' own messages (docs/product.md#validation-rules): the login form's for
// the password the account has, the reset form's for the new one and its confirmation
// (docs/decisions.md "Changing a password while signed in").
export const CURRENT_PASSWORD_REQUIRED = 'Please enter password';
const PASSWORD_REQUIRED = 'Password is required';
const PASSWORDS_NOT_SAME = 'Password and Confirm Password should be same';
/** The API's words for the same refusal (POST /api/user/change-password). */
export const SAME_AS_CURRENT = 'New password must be different from the current password';

export const changePasswordSchema = object({
  current_password: string().default('').required(CURRENT_PASSWORD_REQUIRED),
  new_password: passwordRule(PASSWORD_REQUIRED).test(
    'not-current',
    SAME_AS_CURRENT,
    (value, context) => !value || value !== context.parent.current_password,
  ),
  // As on the reset form: checked once a new password is typed, and a test rather than
  // oneOf, so an empty confirmation reads 'Password is required'.
  confirm_password: string()
    .default('')
    .when('new_password', {
      is: (value: string | undefined) => Boolean(value),
      then: (schema) =>
        schema
          .required(PASSWORD_REQUIRED)
          .test('same', PASSWORDS_NOT_SAME, (value, context) => !value || value === context.parent.new_password),
    }),
});

export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
