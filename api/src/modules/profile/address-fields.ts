import { z } from 'zod';
import { requiredString, zipCodeField } from '../../lib/fields';

// Field schemas shared by sign-up, the profile update and the address calls; every
// message names its field.

/** Optional text where absent, null and blank all mean "none" (stored as null). */
function nullableText(name: string, max = 255) {
  return z.preprocess(
    (v) => (v === undefined || v === '' ? null : v),
    z
      .string({ error: `${name} must be a string` })
      .trim()
      .max(max, `${name} must be at most ${max} characters`)
      .transform((text) => (text === '' ? null : text))
      .nullable(),
  );
}

/** Some clients send the ZIP as a number; it is compared as 5-digit text. */
const zipCode = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), zipCodeField());

// The phone input allows 14 characters, e.g. "(214) 555-0100".
export const addressFields = {
  first_name: requiredString('first_name', 100),
  last_name: requiredString('last_name', 100),
  phone_number: requiredString('phone_number', 14),
  country: requiredString('country', 100),
  state: requiredString('state', 100),
  city: requiredString('city', 100),
  street: requiredString('street', 255),
  zip_code: zipCode,
  title: nullableText('title'),
  company_name: nullableText('company_name'),
};

/** Booleans may also arrive as 0/1 or "true"/"false" (form posts). */
export function booleanField(name: string) {
  return z.preprocess(
    (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
    z.boolean({ error: `${name} must be true or false` }),
  );
}
