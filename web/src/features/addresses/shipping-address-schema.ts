import { object, string } from 'yup';
import { firstNameRule, lastNameRule, streetRule } from '../../lib/validation/names';
import { phoneRule } from '../../lib/validation/phone';
import { zipCodeRule } from '../../lib/validation/zip-code';

// docs/product.md#documents 'Shipping address': the profile's rules for names, phone, street and ZIP, with
// the pickers' own messages for city, state and country (verbatim).
const LOCATION_MESSAGES = {
  city: 'Please select city',
  state: 'Please select state',
  country: 'Please select country',
} as const;

export const shippingAddressSchema = object({
  firstName: firstNameRule(),
  lastName: lastNameRule(),
  phoneNumber: phoneRule(),
  country: string().trim().required(LOCATION_MESSAGES.country),
  state: string().trim().required(LOCATION_MESSAGES.state),
  city: string().trim().required(LOCATION_MESSAGES.city),
  street: streetRule(),
  zipCode: zipCodeRule(),
  // Optional (docs/product.md#validation-rules: exact rules not shown); empty ones are left out of the payload.
  companyName: string().default(''),
  title: string().default(''),
});
