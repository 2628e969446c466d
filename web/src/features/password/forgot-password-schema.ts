import { object, type InferType } from 'yup';
import { emailRule } from '../../lib/validation/email';

// docs/product.md#validation-rules "Forgot password": email valid and required.
export const forgotPasswordSchema = object({
  email: emailRule(),
});

export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
