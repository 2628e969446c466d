import { string } from 'yup';

const PHONE_REQUIRED_MESSAGE = 'Please enter phone number';
const PHONE_INVALID_MESSAGE = 'invalid phone number';

// The product rules' schema allows 13 characters while its input allows 14, and the US display
// '(214) 555-0100' is 14. The value kept is the display text (what the API stores), so the
// 13-character limit is applied to the number without its mask: its digits. The input
// takes at most 10 digits; a number with fewer than 10 is incomplete and reads as invalid
// too (see docs/decisions.md "Sign-up and passwords").
const PHONE_MAX_DIGITS = 13;
const US_PHONE_DIGITS = 10;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function phoneRule() {
  return string()
    .trim()
    .required(PHONE_REQUIRED_MESSAGE)
    .test('phone-max', PHONE_INVALID_MESSAGE, (value) => !value || phoneDigits(value).length <= PHONE_MAX_DIGITS)
    .test('phone-complete', PHONE_INVALID_MESSAGE, (value) => !value || phoneDigits(value).length >= US_PHONE_DIGITS);
}
