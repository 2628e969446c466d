import { object, string, type InferType } from 'yup';
import { passwordRule } from '../../lib/validation/password';

// docs/product.md#validation-rules "Reset password".
const PASSWORD_REQUIRED = 'Password is required';
const PASSWORDS_NOT_SAME = 'Password and Confirm Password should be same';

export const resetPasswordSchema = object({
  new_password: passwordRule(PASSWORD_REQUIRED),
  // Checked only once a new password is typed.
  confirm_password: string()
    .default('')
    .when('new_password', {
      is: (value: string | undefined) => Boolean(value),
      // A test rather than oneOf: yup checks oneOf before required, and an empty
      // confirmation must read 'Password is required'.
      then: (schema) =>
        schema
          .required(PASSWORD_REQUIRED)
          .test('same', PASSWORDS_NOT_SAME, (value, context) => !value || value === context.parent.new_password),
    }),
});

export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
