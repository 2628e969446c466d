import { messagesFor } from '../../test/schema-messages';
import { resetPasswordSchema } from './reset-password-schema';

const check = (new_password: string, confirm_password: string) =>
  messagesFor(resetPasswordSchema, { new_password, confirm_password });

describe('reset password schema (docs/product.md#validation-rules)', () => {
  it("says 'Password is required' for an empty new password, and nothing about the confirmation then", async () => {
    expect(await check('', '')).toEqual(['Password is required']);
  });

  it('gives the password rule’s message for a weak password', async () => {
    expect(await check('abcdefgh', 'abcdefgh')).toEqual([
      'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
    ]);
  });

  it("asks for the confirmation once a new password is typed ('Password is required')", async () => {
    expect(await check('Secret@123', '')).toEqual(['Password is required']);
  });

  it("says 'Password and Confirm Password should be same' for another confirmation", async () => {
    expect(await check('Secret@123', 'Secret@124')).toEqual(['Password and Confirm Password should be same']);
  });

  it('accepts a strong password typed twice, whatever the case', async () => {
    expect(await check('secret@123', 'secret@123')).toEqual([]);
  });
});
