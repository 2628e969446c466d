import type { RestBody } from '../rest/rest-operations';
import type { RestPerson } from '../rest/rest-types';

/**
 * The resolvers of a person's fields, the same on SessionUser, Profile and Address:
 * camelCase from the API's snake_case, and a null title or company read as empty text
 * (the product rules keep them so).
 */
export const personFieldResolvers = {
  firstName: (person: RestPerson) => person.first_name,
  lastName: (person: RestPerson) => person.last_name,
  phoneNumber: (person: RestPerson) => person.phone_number,
  title: (person: RestPerson) => person.title ?? '',
  companyName: (person: RestPerson) => person.company_name ?? '',
};

/**
 * The contact and address fields of a GraphQL input (AddressInput, SignUpInput). The
 * sign-up's country has a schema default, so its generated type is optional.
 */
interface ContactAddressInput {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  country?: string;
  state: string;
  city: string;
  street: string;
  zipCode: string;
}

/** Those fields of the API's address body (sign-up's name them alike), with the input's `country`. */
type ContactAddressBody<Country> = Pick<
  RestBody<'/api/address', 'post'>,
  'first_name' | 'last_name' | 'phone_number' | 'state' | 'city' | 'street' | 'zip_code'
> & { country: Country };

/** Those fields as the API's sign-up and address bodies name them; the country as given (AddressInput requires one). */
export function contactAddressBody<Input extends ContactAddressInput>(
  input: Input,
): ContactAddressBody<Input['country']> {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    phone_number: input.phoneNumber,
    country: input.country,
    state: input.state,
    city: input.city,
    street: input.street,
    zip_code: input.zipCode,
  };
}
