import { z } from 'zod';
import { addressTypeValue } from '../../lib/fields';
import type { Address } from '../../db/types';

/** The answer schema of an address (what leaves the API). */
export const addressViewSchema = z.object({
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
});

export type AddressView = z.infer<typeof addressViewSchema>;

/** `id` repeats `address_id` (the product rules' forms use both); null title and company become ''. */
export function toAddressView(a: Address): AddressView {
  return {
    address_id: a.id,
    id: a.id,
    address_type: a.address_type,
    title: a.title ?? '',
    company_name: a.company_name ?? '',
    first_name: a.first_name,
    last_name: a.last_name,
    email: a.email,
    phone_number: a.phone_number,
    country: a.country,
    state: a.state,
    city: a.city,
    street: a.street,
    zip_code: a.zip_code,
  };
}
