import { messagesFor } from '../../test/schema-messages';
import { zipCodeRule } from './zip-code';

describe('zip code rule (docs/product.md#validation-rules)', () => {
  it('asks for the zip code when it is empty', async () => {
    expect(await messagesFor(zipCodeRule(), '')).toEqual(['Please enter zip code']);
  });

  it('says it must be a number when it holds anything but digits', async () => {
    expect(await messagesFor(zipCodeRule(), '75a01')).toEqual(['Must be a number']);
  });

  it('asks for 5 digits when the number is of another length', async () => {
    expect(await messagesFor(zipCodeRule(), '7520')).toEqual(['Zip code must be 5 digits']);
  });

  it('accepts five digits, leading zeros too', async () => {
    expect(await messagesFor(zipCodeRule(), '75201')).toEqual([]);
    expect(await messagesFor(zipCodeRule(), '01001')).toEqual([]);
  });
});
