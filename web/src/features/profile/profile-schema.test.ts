import { ValidationError } from 'yup';
import { PROFILE_MESSAGES, profileSchema } from './profile-schema';

const pdf = new File(['%PDF-1.4'], 'exemption.pdf', { type: 'application/pdf' });
const docx = new File(['PK'], 'exemption.docx', { type: '' });
const png = new File(['png'], 'scan.png', { type: 'image/png' });

const valid = {
  firstName: 'Sam',
  lastName: 'Shopper',
  phoneNumber: '(214) 555-0100',
  street: '1 Main St',
  zipCode: '75201',
  city: 'TX_Dallas',
  state: 'TX',
  country: 'United States',
  title: '',
  companyName: '',
  isTaxExempt: false,
  hasTaxDocument: false,
  taxFiles: [] as File[],
  otherFiles: [] as File[],
};

async function messagesFor(overrides: Partial<typeof valid>): Promise<string[]> {
  try {
    await profileSchema.validate({ ...valid, ...overrides }, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('profile schema (docs/product.md#documents "Profile update")', () => {
  it('accepts a complete profile', async () => {
    expect(await messagesFor({})).toEqual([]);
  });

  it.each([
    ['firstName', 'Please enter first name'],
    ['lastName', 'Please enter last name'],
    ['phoneNumber', 'Please enter phone number'],
    ['street', 'Please enter street'],
    ['zipCode', 'Please enter zip code'],
    ['city', PROFILE_MESSAGES.city],
    ['state', PROFILE_MESSAGES.state],
    ['country', PROFILE_MESSAGES.country],
  ])('asks for %s when it is blank', async (field, message) => {
    expect(await messagesFor({ [field]: '  ' })).toEqual([message]);
  });

  it('uses the profile wording for the place pickers', () => {
    expect(PROFILE_MESSAGES).toMatchObject({
      city: 'Please enter city',
      state: 'Please enter state',
      country: 'Please enter country',
    });
  });

  it("says 'Must be a number' for a ZIP code with letters", async () => {
    expect(await messagesFor({ zipCode: '75a01' })).toEqual(['Must be a number']);
  });

  it("says 'invalid phone number' for a phone number too long", async () => {
    expect(await messagesFor({ phoneNumber: '12345678901234' })).toEqual(['invalid phone number']);
  });

  it("asks for a tax file when tax-exempt is on and no tax document is kept: 'A file is required'", async () => {
    expect(await messagesFor({ isTaxExempt: true })).toEqual(['A file is required']);
  });

  it('needs no new file when a tax document is kept, or when tax-exempt is off', async () => {
    expect(await messagesFor({ isTaxExempt: true, hasTaxDocument: true })).toEqual([]);
    expect(await messagesFor({ isTaxExempt: false, hasTaxDocument: false })).toEqual([]);
  });

  it.each([pdf, docx])('takes %p as the tax file', async (file) => {
    expect(await messagesFor({ isTaxExempt: true, taxFiles: [file] })).toEqual([]);
  });

  it('refuses a tax file that is not pdf, doc or docx', async () => {
    expect(await messagesFor({ isTaxExempt: true, taxFiles: [png] })).toEqual([
      'We only support pdf, doc & docx format for this file upload.',
    ]);
  });

  it('refuses other documents that are not pdf, doc or docx', async () => {
    expect(await messagesFor({ isTaxExempt: true, hasTaxDocument: true, otherFiles: [pdf, png] })).toEqual([
      'We only support pdf, doc & docx format for this file upload.',
    ]);
  });
});
