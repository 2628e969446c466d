import type {
  AddressForm_AddressFragment,
  AddressInput,
  AddressType,
  AddressUpdateInput,
} from '../../__generated__/graphql';
import { contactAddressInput, type ContactAddressValues } from '../../components/contact-address-values';
import { cityValue } from '../../components/location-fields';

// What the address form edits: the contact and address fields, the title and company, and
// the account's e-mail (shown, never sent).
export interface AddressFormValues extends ContactAddressValues {
  title: string;
  companyName: string;
  email: string;
}

// docs/product.md#constants-and-limits: the country defaults to the United States.
const DEFAULT_COUNTRY = 'United States';

// A new shipping address starts empty but for the default country.
export const emptyAddress: AddressFormValues = {
  title: '',
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  country: DEFAULT_COUNTRY,
  state: '',
  city: '',
  street: '',
  zipCode: '',
};

export function toFormValues(address: AddressForm_AddressFragment): AddressFormValues {
  return {
    title: address.title,
    companyName: address.companyName,
    firstName: address.firstName,
    lastName: address.lastName,
    email: address.email,
    phoneNumber: address.phoneNumber,
    country: address.country,
    state: address.state,
    city: cityValue(address.state, address.city),
    street: address.street,
    zipCode: address.zipCode,
  };
}

// The create payload. Empty title and company are left out (docs/product.md#sign-up-profile-and-addresses, #validation-rules); the e-mail is
// the account's and never sent.
export function toAddressInput(values: AddressFormValues): AddressInput {
  const title = values.title.trim();
  const companyName = values.companyName.trim();
  return {
    ...(title ? { title } : {}),
    ...(companyName ? { companyName } : {}),
    ...contactAddressInput(values),
  };
}

// The update payload: the create payload plus the address id and type (docs/rest-api.md; the gateway
// never sends a customer id).
export function toAddressUpdateInput(id: string, type: AddressType, values: AddressFormValues): AddressUpdateInput {
  return { id, type, ...toAddressInput(values) };
}
