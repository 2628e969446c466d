import { z } from 'zod';
import { addressTypeValue } from '../../lib/fields';
import type { Address } from '../../db/types';

/** The answer schema of an address (what leaves the API). */
export const addressViewSchema = z
  .object({
    address_id: z.number(),
    id: z.number(),
    address_type: addressTypeValue,
    title: z.string(),
    company_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    street: z.string(),
    zip_code: z.string(),
  })
  .meta({ id: 'Address' });

export type AddressView = z.infer<typeof addressViewSchema>;

type Person = Pick<Address, 'title' | 'company_name' | 'first_name' | 'last_name' | 'email' | 'phone_number'>;

/** A person as an address or a profile answers them: a null title or company becomes ''. */
export function personView(person: Person) {
  return {
    title: person.title ?? '',
    company_name: person.company_name ?? '',
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    phone_number: person.phone_number,
  };
}

/** `id` repeats `address_id` (the product rules' forms use both). */
export function toAddressView(a: Address): AddressView {
  return {
    address_id: a.id,
    id: a.id,
    address_type: a.address_type,
    ...personView(a),
    country: a.country,
    state: a.state,
    city: a.city,
    street: a.street,
    zip_code: a.zip_code,
  };
}
