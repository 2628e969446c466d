import { boolean, object, ref, string, type InferType } from 'yup';
import { DOCUMENT_REQUIRED_MESSAGE, documentFilesRule } from '../../lib/validation/documents';
import { emailRule } from '../../lib/validation/email';
import { firstNameRule, lastNameRule, streetRule } from '../../lib/validation/names';
import { passwordRule } from '../../lib/validation/password';
import { phoneRule } from '../../lib/validation/phone';
import { zipCodeRule } from '../../lib/validation/zip-code';

// The sign-up form's rules and messages, verbatim from docs/product.md#validation-rules "Sign-up schema".
const PASSWORDS_MUST_MATCH = 'Passwords must match';

export const signupSchema = object({
  customer_type: string<'Individual' | 'Business'>().oneOf(['Individual', 'Business']).required(),
  // The product rules show no rules for these two (Business only); empty ones are left out.
  company_name: string().trim().max(255).default(''),
  title: string().trim().max(255).default(''),
  first_name: firstNameRule(),
  last_name: lastNameRule(),
  phone_number: phoneRule(),
  email: emailRule(),
  country: string().required('Please select country'),
  state: string().required('Please select state'),
  city: string().required('Please select city'),
  street: streetRule(),
  zip_code: zipCodeRule(),
  password: passwordRule('Please enter your password'),
  // Required and equal: an empty confirmation does not match either, so it reads the same.
  confirmPassword: string()
    .required(PASSWORDS_MUST_MATCH)
    .oneOf([ref('password')], PASSWORDS_MUST_MATCH),
  is_tax_exempt: boolean().default(false),
  // Only Business customers claim tax exemption (docs/product.md#validation-rules "Other rules").
  tax_exempt_doc: documentFilesRule().when(['customer_type', 'is_tax_exempt'], {
    is: (type: string, taxExempt: boolean) => type === 'Business' && taxExempt,
    then: (schema) => schema.min(1, DOCUMENT_REQUIRED_MESSAGE),
  }),
  other_docs: documentFilesRule(),
});

export type SignupValues = InferType<typeof signupSchema>;

export const signupInitialValues: SignupValues = {
  customer_type: 'Individual',
  company_name: '',
  title: '',
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  country: 'United States',
  state: '',
  city: '',
  street: '',
  zip_code: '',
  password: '',
  confirmPassword: '',
  is_tax_exempt: false,
  tax_exempt_doc: [],
  other_docs: [],
};
