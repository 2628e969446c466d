import { ValidationError } from 'yup';
import { cardSchema, type CardValues } from './card-schema';

const NEXT_YEAR = String(new Date().getFullYear() + 1);
const valid: CardValues = {
  holderName: 'Sam Shopper',
  cardNumber: '4242 4242 4242 4242',
  expMonth: '12',
  expYear: NEXT_YEAR,
  cvc: '123',
  makeDefault: false,
};

async function messagesFor(overrides: Partial<CardValues>): Promise<string[]> {
  try {
    await cardSchema.validate({ ...valid, ...overrides }, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('card schema (docs/product.md#card-details)', () => {
  it('accepts a complete card', async () => {
    expect(await messagesFor({})).toEqual([]);
  });

  it.each(['', '4242 4242'])('asks for the card number when it is %p', async (cardNumber) => {
    expect(await messagesFor({ cardNumber })).toEqual(['Card number is required']);
  });

  it.each([{ expMonth: '13' }, { expMonth: '' }, { expYear: '26' }, { expYear: String(new Date().getFullYear() - 1) }])(
    'asks for a correct month and year for %p',
    async (expiry) => {
      expect(await messagesFor(expiry)).toEqual(['Please enter correct month and year']);
    },
  );

  it.each(['', '12', '12a'])('asks for a correct cvv when it is %p', async (cvc) => {
    expect(await messagesFor({ cvc })).toEqual(['Please enter correct cvv']);
  });

  it('asks for the name when it is blank', async () => {
    expect(await messagesFor({ holderName: '   ' })).toEqual(['Please enter name']);
  });
});
