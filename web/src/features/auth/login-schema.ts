import { object, string, type InferType } from 'yup';

// Login form rules and messages, verbatim from docs/product.md#validation-rules.
export const loginSchema = object({
  email: string().trim().email('Please enter a valid email').required('Please enter email address'),
  password: string().required('Please enter password'),
});

export type LoginValues = InferType<typeof loginSchema>;
