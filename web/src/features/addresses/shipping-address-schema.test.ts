import { messagesFor } from '../../test/schema-messages';
import type { AddressFormValues } from './address-values';
import { billingAddressSchema } from './billing-address-schema';
import { shippingAddressSchema } from './shipping-address-schema';

const VALID: AddressFormValues = {
  title: '',
  companyName: '',
  firstName: 'Sam',
  lastName: 'Shopper',
  email: 'shopper@example.com',
  phoneNumber: '(214) 555-0100',
  country: 'United States',
  state: 'TX',
  city: 'TX_Dallas',
  street: '2200 Ross Ave',
  zipCode: '75201',
};

// Billing takes the shipping rules (docs/decisions.md 'Addresses'): both are checked.
describe.each([
  ['shipping', shippingAddressSchema],
  ['billing', billingAddressSchema],
])('%s address schema (docs/product.md#validation-rules)', (_form, schema) => {
  it('accepts a whole address without company or title', async () => {
    expect(await messagesFor(schema, VALID)).toEqual([]);
  });

  it.each([
    ['firstName', '', 'Please enter first name'],
    ['lastName', '  ', 'Please enter last name'],
    ['phoneNumber', '', 'Please enter phone number'],
    ['phoneNumber', '(214) 555', 'invalid phone number'],
    ['country', '', 'Please select country'],
    ['state', '', 'Please select state'],
    ['city', '', 'Please select city'],
    ['street', '', 'Please enter street'],
    ['zipCode', '', 'Please enter zip code'],
    ['zipCode', '75a01', 'Must be a number'],
  ])('%s %p gives %p', async (field, value, message) => {
    expect(await messagesFor(schema, { ...VALID, [field]: value })).toEqual([message]);
  });

  it('lists every message of an empty form, in the form’s order', async () => {
    const empty = {
      ...VALID,
      firstName: '',
      lastName: '',
      phoneNumber: '',
      country: '',
      state: '',
      city: '',
      street: '',
      zipCode: '',
    };
    expect(await messagesFor(schema, empty)).toEqual([
      'Please enter first name',
      'Please enter last name',
      'Please enter phone number',
      'Please select country',
      'Please select state',
      'Please select city',
      'Please enter street',
      'Please enter zip code',
    ]);
  });
});
