import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressForm } from './address-form';
import { emptyAddress } from './address-values';
import { renderWithOperations } from './addresses-test-utils';
import { shippingAddressSchema } from './shipping-address-schema';

jest.setTimeout(60000);

describe('address form', () => {
  it('shows the field errors of an empty form and sends nothing', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(async () => true);
    renderWithOperations(
      <AddressForm
        label="Add Shipping Address"
        initialValues={{ ...emptyAddress, country: '' }}
        validationSchema={shippingAddressSchema}
        onSave={onSave}
      />,
      [],
    );

    const form = await screen.findByRole('form', { name: 'Add Shipping Address' });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    for (const text of [
      'Please enter first name',
      'Please enter last name',
      'Please enter phone number',
      'Please select country',
      'Please select state',
      'Please select city',
      'Please enter street',
      'Please enter zip code',
    ]) {
      expect(await within(form).findByText(text, {}, { timeout: 10000 })).toBeInTheDocument();
    }
    expect(onSave).not.toHaveBeenCalled();
  });
});
