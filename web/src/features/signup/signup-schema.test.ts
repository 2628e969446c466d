import { messagesFor } from '../../test/schema-messages';
import { signupInitialValues, signupSchema, type SignupValues } from './signup-schema';

const pdf = new File(['%PDF-1.4'], 'exemption.pdf', { type: 'application/pdf' });
const png = new File(['png'], 'photo.png', { type: 'image/png' });

const valid: SignupValues = {
  ...signupInitialValues,
  first_name: 'Sam',
  last_name: 'Shopper',
  phone_number: '(214) 555-0100',
  email: 'sam@example.com',
  country: 'United States',
  state: 'TX',
  city: 'TX_Dallas',
  street: '1 Main St',
  zip_code: '75201',
  password: 'Shopper@123',
  confirmPassword: 'Shopper@123',
};

const check = (changes: Partial<SignupValues>) => messagesFor(signupSchema, { ...valid, ...changes });

describe('sign-up schema (docs/product.md#validation-rules)', () => {
  it('accepts a complete Individual sign-up', async () => {
    expect(await check({})).toEqual([]);
  });

  it.each<[string, Partial<SignupValues>, string]>([
    ['first name', { first_name: ' ' }, 'Please enter first name'],
    ['last name', { last_name: '' }, 'Please enter last name'],
    ['phone number', { phone_number: '' }, 'Please enter phone number'],
    ['street', { street: '' }, 'Please enter street'],
    ['city', { city: '' }, 'Please select city'],
    ['state', { state: '' }, 'Please select state'],
    ['country', { country: '' }, 'Please select country'],
    ['zip code', { zip_code: '' }, 'Please enter zip code'],
    ['email', { email: '' }, 'Please enter email address'],
  ])('asks for the %s', async (_field, changes, message) => {
    expect(await check(changes)).toEqual([message]);
  });

  it('asks for the password (the empty confirmation then does not match)', async () => {
    expect(await check({ password: '', confirmPassword: '' })).toEqual([
      'Please enter your password',
      'Passwords must match',
    ]);
  });

  it("says 'invalid phone number' for more than 13 digits or an incomplete number", async () => {
    expect(await check({ phone_number: '12345678901234' })).toEqual(['invalid phone number']);
    expect(await check({ phone_number: '(214) 55' })).toEqual(['invalid phone number']);
  });

  it("says the zip code 'Must be a number'", async () => {
    expect(await check({ zip_code: '7520x' })).toEqual(['Must be a number']);
  });

  it('asks for a valid email', async () => {
    expect(await check({ email: 'sam@' })).toEqual(['Please enter a valid email']);
  });

  it('gives the password rule’s message for a weak password', async () => {
    expect(await check({ password: 'password', confirmPassword: 'password' })).toEqual([
      'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
    ]);
  });

  it("says 'Passwords must match' for another or an empty confirmation", async () => {
    expect(await check({ confirmPassword: 'Shopper@124' })).toEqual(['Passwords must match']);
    expect(await check({ confirmPassword: '' })).toEqual(['Passwords must match']);
  });

  it("requires a tax document for a tax-exempt Business ('A file is required')", async () => {
    expect(await check({ customer_type: 'Business', is_tax_exempt: true, tax_exempt_doc: [] })).toEqual([
      'A file is required',
    ]);
    expect(await check({ customer_type: 'Business', is_tax_exempt: true, tax_exempt_doc: [pdf] })).toEqual([]);
  });

  it('takes only pdf, doc and docx as the tax document', async () => {
    expect(await check({ customer_type: 'Business', is_tax_exempt: true, tax_exempt_doc: [png] })).toEqual([
      'We only support pdf, doc & docx format for this file upload.',
    ]);
  });

  it('needs no tax document when not tax-exempt, nor for an Individual', async () => {
    expect(await check({ customer_type: 'Business', is_tax_exempt: false })).toEqual([]);
    expect(await check({ customer_type: 'Individual', is_tax_exempt: true })).toEqual([]);
  });

  it('leaves company name and title optional', async () => {
    expect(await check({ customer_type: 'Business', company_name: '', title: '' })).toEqual([]);
  });
});
