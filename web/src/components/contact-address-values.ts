import { cityNameFromValue } from './location-fields';

// The fields of ContactAddressFields every form sends the same way; the profile and the
// address forms' values extend these. `city` is the pickers' option value
// `<stateCode>_<cityName>` (docs/product.md#sign-up-profile-and-addresses), not the stored city name.
export interface ContactAddressValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  country: string;
  state: string;
  city: string;
  street: string;
  zipCode: string;
}

/** The person-and-address part of a profile or address payload: trimmed, city by name. */
export function contactAddressInput(values: ContactAddressValues): ContactAddressValues {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    country: values.country,
    state: values.state,
    city: cityNameFromValue(values.city),
    street: values.street.trim(),
    zipCode: values.zipCode.trim(),
  };
}
