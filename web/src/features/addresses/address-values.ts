import type {
  AddressForm_AddressFragment,
  AddressInput,
  AddressType,
  AddressUpdateInput,
} from '../../__generated__/graphql';
import { contactAddressInput } from '../../components/contact-address-values';
import { cityValue } from '../../components/location-fields';

// What the address form edits. `city` is the pickers' option value `<stateCode>_<cityName>`
// (spec §3), not the stored city name.
export interface AddressFormValues {
  title: string;
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  country: string;
  state: string;
  city: string;
  street: string;
  zipCode: string;
}

// Spec §9: the country defaults to the United States.
export const DEFAULT_COUNTRY = 'United States';

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

// The create payload. Empty title and company are left out (spec §3, §5); the e-mail is
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

// The update payload: the create payload plus the address id and type (spec §7; the gateway
// never sends a customer id).
export function toAddressUpdateInput(id: string, type: AddressType, values: AddressFormValues): AddressUpdateInput {
  return { id, type, ...toAddressInput(values) };
}
