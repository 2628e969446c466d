import { boolean, mixed, object, string } from 'yup';
import { isSupportedDocument } from '../../lib/file-upload';
import { firstNameRule, lastNameRule, streetRule } from '../../lib/validation/names';
import { phoneRule } from '../../lib/validation/phone';
import { zipCodeRule } from '../../lib/validation/zip-code';

// The profile update's rules (spec §5 'Profile update'): the sign-up's rules for names,
// phone, street and ZIP; its own wording for the place pickers; a tax file when the
// customer claims exemption and keeps no tax document.
export const PROFILE_MESSAGES = {
  city: 'Please enter city',
  state: 'Please enter state',
  country: 'Please enter country',
  fileRequired: 'A file is required',
  fileFormat: 'We only support pdf, doc & docx format for this file upload.',
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
  // The spec does not show rules for these two (§5); they are free text.
  title: string(),
  companyName: string(),
  isTaxExempt: boolean(),
  // The spec's working field tax_exempt_doc_value: a tax document is kept (not deleted).
  hasTaxDocument: boolean(),
  taxFile: mixed<File>()
    .nullable()
    .test('tax-file-required', PROFILE_MESSAGES.fileRequired, function required(file) {
      const { isTaxExempt, hasTaxDocument } = this.parent as { isTaxExempt?: boolean; hasTaxDocument?: boolean };
      return !isTaxExempt || Boolean(hasTaxDocument) || Boolean(file);
    })
    .test('tax-file-format', PROFILE_MESSAGES.fileFormat, (file) => !file || isSupportedDocument(file)),
  otherFiles: mixed<File[]>().test(
    'other-files-format',
    PROFILE_MESSAGES.fileFormat,
    (files) => !files || files.every(isSupportedDocument),
  ),
});
