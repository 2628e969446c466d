import type { AddressForm_AddressFragment } from '../../__generated__/graphql';
import { emptyAddress, toAddressInput, toAddressUpdateInput, toFormValues } from './address-values';

const SAVED: AddressForm_AddressFragment = {
  id: '7',
  type: 'SHIPPING',
  title: '',
  companyName: 'Acme',
  firstName: 'Sam',
  lastName: 'Shopper',
  email: 'shopper@example.com',
  phoneNumber: '(214) 555-0100',
  country: 'United States',
  state: 'TX',
  city: 'Dallas',
  street: '2200 Ross Ave',
  zipCode: '75201',
};

describe('address values', () => {
  it('prefills the city picker with its option value <stateCode>_<cityName>', () => {
    expect(toFormValues(SAVED)).toMatchObject({ state: 'TX', city: 'TX_Dallas', companyName: 'Acme' });
  });

  it('starts a new address in the United States', () => {
    expect(emptyAddress.country).toBe('United States');
  });

  it('sends the city name and leaves out an empty title', () => {
    const input = toAddressInput(toFormValues(SAVED));
    expect(input).toEqual({
      companyName: 'Acme',
      firstName: 'Sam',
      lastName: 'Shopper',
      phoneNumber: '(214) 555-0100',
      country: 'United States',
      state: 'TX',
      city: 'Dallas',
      street: '2200 Ross Ave',
      zipCode: '75201',
    });
    expect(input).not.toHaveProperty('title');
  });

  it('leaves out a blank company and keeps a title', () => {
    const input = toAddressInput({ ...toFormValues(SAVED), companyName: '  ', title: 'Buyer' });
    expect(input).not.toHaveProperty('companyName');
    expect(input.title).toBe('Buyer');
  });

  it('adds the id and type for an update, never the e-mail', () => {
    const input = toAddressUpdateInput('7', 'SHIPPING', toFormValues(SAVED));
    expect(input).toMatchObject({ id: '7', type: 'SHIPPING', city: 'Dallas' });
    expect(input).not.toHaveProperty('email');
  });
});
