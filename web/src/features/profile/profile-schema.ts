import { boolean, object, string } from 'yup';
import { DOCUMENT_REQUIRED_MESSAGE, documentFilesRule } from '../../lib/validation/documents';
import { firstNameRule, lastNameRule, streetRule } from '../../lib/validation/names';
import { phoneRule } from '../../lib/validation/phone';
import { zipCodeRule } from '../../lib/validation/zip-code';

// The profile update's rules (docs/product.md#documents 'Profile update'): the sign-up's rules for names,
// phone, street and ZIP; its own wording for the place pickers; a tax file when the
// customer claims exemption and keeps no tax document.
export const PROFILE_MESSAGES = {
  city: 'Please enter city',
  state: 'Please enter state',
  country: 'Please enter country',
} as const;

export const profileSchema = object({
  firstName: firstNameRule(),
  lastName: lastNameRule(),
  phoneNumber: phoneRule(),
  street: streetRule(),
  zipCode: zipCodeRule(),
  city: string().trim().required(PROFILE_MESSAGES.city),
  state: string().trim().required(PROFILE_MESSAGES.state),
  country: string().trim().required(PROFILE_MESSAGES.country),
  // Free text, no rules (docs/product.md#sign-up-profile-and-addresses).
  title: string(),
  companyName: string(),
  isTaxExempt: boolean(),
  // The product rules' working field tax_exempt_doc_value: a tax document is kept (not deleted).
  hasTaxDocument: boolean(),
  taxFiles: documentFilesRule().test('tax-file-required', DOCUMENT_REQUIRED_MESSAGE, function required(files) {
    const { isTaxExempt, hasTaxDocument } = this.parent as { isTaxExempt?: boolean; hasTaxDocument?: boolean };
    return !isTaxExempt || Boolean(hasTaxDocument) || files.length > 0;
  }),
  otherFiles: documentFilesRule(),
});
