import { boolean, object, string, type InferType } from 'yup';

// The card dialog's rules and messages, verbatim from docs/product.md#card-details.
export const CARD_MESSAGES = {
  cardNumber: 'Card number is required',
  expiry: 'Please enter correct month and year',
  cvc: 'Please enter correct cvv',
  holderName: 'Please enter name',
} as const;

// Card numbers are 12 to 19 digits; the form lets the shopper type spaces between groups.
const CARD_NUMBER = /^\d{12,19}$/;
const MONTH = /^(0?[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;
const CVC = /^\d{3,4}$/;

function digitsOnly(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, '');
}

// A card expires at the end of its month: this month is still good, last month is not.
function notExpired(month: number, year: number, today: Date): boolean {
  const current = today.getFullYear() * 12 + today.getMonth();
  return year * 12 + (month - 1) >= current;
}

export const cardSchema = object({
  holderName: string().trim().required(CARD_MESSAGES.holderName),
  // One test per field (not required() + a pattern), so each field reports one message.
  cardNumber: string()
    .default('')
    .test('complete', CARD_MESSAGES.cardNumber, (value) => CARD_NUMBER.test(digitsOnly(value))),
  expMonth: string()
    .default('')
    .test('month', CARD_MESSAGES.expiry, (value) => MONTH.test((value ?? '').trim())),
  expYear: string()
    .default('')
    .test('year', CARD_MESSAGES.expiry, function check(value) {
      const year = (value ?? '').trim();
      const month = String(this.parent.expMonth ?? '').trim();
      if (!YEAR.test(year)) return false;
      if (!MONTH.test(month)) return true; // the month reports its own error
      return notExpired(Number(month), Number(year), new Date());
    }),
  cvc: string()
    .default('')
    .test('cvc', CARD_MESSAGES.cvc, (value) => CVC.test((value ?? '').trim())),
  makeDefault: boolean().required(),
});

export type CardValues = InferType<typeof cardSchema>;

export const emptyCard: CardValues = {
  holderName: '',
  cardNumber: '',
  expMonth: '',
  expYear: '',
  cvc: '',
  makeDefault: false,
};
