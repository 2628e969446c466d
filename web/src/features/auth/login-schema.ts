import { object, string, type InferType } from 'yup';

// Login form rules and messages, verbatim from docs/product.md#validation-rules.
export const loginSchema = object({
  email: string().trim().email('Please enter a valid email').required('Please enter email address'),
  password: string().required('Please enter password'),
});

export type LoginValues = InferType<typeof loginSchema>;

// A staff member who signs in with two-step sign-in (issue 38): once the server has asked
// for it, the one-time code of their authenticator app as well.
export const TOTP_CODE_REQUIRED = 'Please enter the 6-digit code from your authenticator app';
export const TOTP_CODE_FORMAT = 'The code is 6 digits';

export const totpCodeRule = () =>
  string()
    .trim()
    .required(TOTP_CODE_REQUIRED)
    .matches(/^\d{6}$/, TOTP_CODE_FORMAT);

export const loginWithCodeSchema = loginSchema.shape({ totpCode: totpCodeRule() });
