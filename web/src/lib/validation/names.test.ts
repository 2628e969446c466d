import { messagesFor } from '../../test/schema-messages';
import { firstNameRule, lastNameRule, streetRule } from './names';

describe('name and street rules (docs/product.md#validation-rules)', () => {
  it.each([
    ['first name', firstNameRule, 'Please enter first name'],
    ['last name', lastNameRule, 'Please enter last name'],
    ['street', streetRule, 'Please enter street'],
  ])('asks for the %s when it is blank', async (_field, rule, message) => {
    expect(await messagesFor(rule(), '   ')).toEqual([message]);
    expect(await messagesFor(rule(), 'Main')).toEqual([]);
  });
});
