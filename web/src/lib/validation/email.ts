import { string } from 'yup';

const EMAIL_INVALID_MESSAGE = 'Please enter a valid email';
const EMAIL_REQUIRED_MESSAGE = 'Please enter email address';

// The e-mail rule of the login, sign-up and forgot-password forms (docs/product.md#validation-rules).
export const emailRule = () => string().trim().email(EMAIL_INVALID_MESSAGE).required(EMAIL_REQUIRED_MESSAGE);
