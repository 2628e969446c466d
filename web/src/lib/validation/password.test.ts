import { messagesFor } from '../../test/schema-messages';
import { PASSWORD_RULE_MESSAGE, passwordRule, STAFF_PASSWORD_MESSAGE, staffPasswordRule } from './password';

const rule = passwordRule('Please enter your password');

describe('password rule (docs/product.md#validation-rules)', () => {
  it('asks for the password with the form’s own message when empty', async () => {
    expect(await messagesFor(rule, '')).toEqual(['Please enter your password']);
  });

  it.each([
    ['shorter than 8 characters', 'Ab@1234'],
    ['without a digit', 'Abcdefg@'],
    ['without a letter', '1234567@'],
    ['without a special character', 'Abcdefg1'],
    ['with a character outside the allowed set', 'Abcdef1@ '],
    ['with another special character', 'Abcdef1^'],
  ])('refuses a password %s', async (_case, password) => {
    expect(await messagesFor(rule, password)).toEqual([PASSWORD_RULE_MESSAGE]);
  });

  it('accepts 8 letters, digits and specials, whatever the case', async () => {
    expect(await messagesFor(rule, 'shopper@1')).toEqual([]);
    expect(await messagesFor(rule, 'Shopper@123')).toEqual([]);
  });

  it('keeps the product rules’ message verbatim', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
    );
  });
});

describe('staff password rule (issue 38: the rule above and at least 12 characters)', () => {
  const staff = staffPasswordRule('Password is required');

  it('asks for the password when empty', async () => {
    expect(await messagesFor(staff, '')).toEqual(['Password is required']);
  });

  it.each([
    ['a shopper password of 11 characters', 'Abcdefg@123'],
    ['12 characters without a special character', 'Abcdefgh1234'],
    ['12 characters without a digit', 'Abcdefgh@xyz'],
  ])('refuses %s with the staff sentence', async (_case, password) => {
    expect(await messagesFor(staff, password)).toEqual([STAFF_PASSWORD_MESSAGE]);
  });

  it('takes 12 characters with a letter, a digit and a special', async () => {
    expect(await messagesFor(staff, 'Warehouse@2026')).toEqual([]);
  });
});
