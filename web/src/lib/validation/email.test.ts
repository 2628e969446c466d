import { messagesFor } from '../../test/schema-messages';
import { emailRule } from './email';

describe('email rule (docs/product.md#validation-rules)', () => {
  it('asks for the email address when it is empty', async () => {
    expect(await messagesFor(emailRule(), '')).toEqual(['Please enter email address']);
  });

  it('asks for a valid email when it is malformed', async () => {
    expect(await messagesFor(emailRule(), 'shopper@')).toEqual(['Please enter a valid email']);
  });

  it('accepts an address', async () => {
    expect(await messagesFor(emailRule(), 'shopper@example.com')).toEqual([]);
  });
});
