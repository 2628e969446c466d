import { string } from 'yup';

const ZIP_NOT_A_NUMBER_MESSAGE = 'Must be a number';
const ZIP_REQUIRED_MESSAGE = 'Please enter zip code';
// Not in the product rules: the API keeps US ZIP codes of exactly 5 digits, and saying so here
// spares a round trip that would reset the form (docs/decisions.md).
const ZIP_LENGTH_MESSAGE = 'Zip code must be 5 digits';

/**
 * The ZIP code as text, so leading zeros survive (01001); 'a number' means digits only.
 */
export function zipCodeRule() {
  return string()
    .trim()
    .required(ZIP_REQUIRED_MESSAGE)
    .test('zip-number', ZIP_NOT_A_NUMBER_MESSAGE, (value) => !value || /^\d+$/.test(value))
    .test('zip-length', ZIP_LENGTH_MESSAGE, (value) => !value || !/^\d+$/.test(value) || value.length === 5);
}
