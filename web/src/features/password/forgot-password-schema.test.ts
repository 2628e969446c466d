import { messagesFor } from '../../test/schema-messages';
import { forgotPasswordSchema } from './forgot-password-schema';

describe('forgot password schema (docs/product.md#validation-rules)', () => {
  it('asks for the email address when it is empty', async () => {
    expect(await messagesFor(forgotPasswordSchema, { email: '' })).toEqual(['Please enter email address']);
  });

  it('asks for a valid email when it is malformed', async () => {
    expect(await messagesFor(forgotPasswordSchema, { email: 'shopper@' })).toEqual(['Please enter a valid email']);
  });

  it('accepts an address', async () => {
    expect(await messagesFor(forgotPasswordSchema, { email: 'shopper@example.com' })).toEqual([]);
  });
});
