import { messagesFor } from '../../test/schema-messages';
import { phoneDigits, phoneRule } from './phone';

describe('phone rule (docs/product.md#validation-rules)', () => {
  it('asks for the phone number when it is empty', async () => {
    expect(await messagesFor(phoneRule(), '')).toEqual(['Please enter phone number']);
  });

  it('accepts a whole US number as the input shows it (14 characters)', async () => {
    expect(await messagesFor(phoneRule(), '(214) 555-0100')).toEqual([]);
  });

  it('calls an incomplete number invalid', async () => {
    expect(await messagesFor(phoneRule(), '(214) 555')).toEqual(['invalid phone number']);
  });

  it('calls a number of more than 13 digits invalid', async () => {
    expect(await messagesFor(phoneRule(), '12345678901234')).toEqual(['invalid phone number']);
  });

  it('counts the digits without the mask', () => {
    expect(phoneDigits('(214) 555-0100')).toBe('2145550100');
  });
});
