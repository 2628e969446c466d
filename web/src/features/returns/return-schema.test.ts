import { ValidationError } from 'yup';
import { RETURN_REASONS } from '../../lib/return-reasons';
import { NOTE_TOO_LONG_MESSAGE, REASON_REQUIRED_MESSAGE, returnSchema } from './return-schema';

async function messagesFor(values: unknown): Promise<string[]> {
  try {
    await returnSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('return schema (docs/product.md#validation-rules)', () => {
  it("asks for a reason when none is chosen: 'Please select a return reason'", async () => {
    expect(await messagesFor({ reason: '', note: '' })).toEqual([REASON_REQUIRED_MESSAGE]);
    expect(await messagesFor({ note: '' })).toEqual([REASON_REQUIRED_MESSAGE]);
    expect(REASON_REQUIRED_MESSAGE).toBe('Please select a return reason');
  });

  it('refuses a reason outside the list with the same message', async () => {
    expect(await messagesFor({ reason: 'BORED', note: '' })).toEqual([REASON_REQUIRED_MESSAGE]);
  });

  it('accepts each of the eleven reasons with no details', async () => {
    expect(RETURN_REASONS.map((reason) => reason.value)).toEqual([
      'DEFECTIVE',
      'WRONG_ITEM',
      'NOT_AS_DESCRIBED',
      'DAMAGED',
      'SIZE_ISSUE',
      'QUALITY_ISSUE',
      'CHANGED_MIND',
      'DUPLICATE_ORDER',
      'MISSING_PARTS',
      'EXPIRED',
      'OTHER',
    ]);
    for (const reason of RETURN_REASONS) {
      expect(await messagesFor({ reason: reason.value, note: '' })).toEqual([]);
    }
  });

  it('accepts details up to 1000 characters and refuses more', async () => {
    expect(await messagesFor({ reason: 'DAMAGED', note: 'x'.repeat(1000) })).toEqual([]);
    expect(await messagesFor({ reason: 'DAMAGED', note: 'x'.repeat(1001) })).toEqual([NOTE_TOO_LONG_MESSAGE]);
  });
});
