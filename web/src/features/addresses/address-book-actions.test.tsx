import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressBookActions } from './address-book-actions';
import { addressBookMock, BILLING, renderWithOperations, SHIPPING } from './addresses-test-utils';

describe('AddressBookActions (under the checkout address picker)', () => {
  it("opens 'Edit Billing Address' prefilled with the billing address", async () => {
    const user = userEvent.setup();
    renderWithOperations(<AddressBookActions />, [addressBookMock([BILLING, SHIPPING])]);

    await user.click(await screen.findByRole('button', { name: 'Edit Billing Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Billing Address' });
    expect(within(dialog).getByLabelText('Street')).toHaveValue(BILLING.street);
  });

  it("opens 'Edit Shipping Address' for an existing shipping address", async () => {
    const user = userEvent.setup();
    renderWithOperations(<AddressBookActions />, [addressBookMock([BILLING, SHIPPING])]);

    await user.click(await screen.findByRole('button', { name: 'Edit Shipping Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shipping Address' });
    expect(within(dialog).getByLabelText('Street')).toHaveValue(SHIPPING.street);
  });

  it("offers 'Add Shipping Address' when there is none, opening an empty form", async () => {
    const user = userEvent.setup();
    renderWithOperations(<AddressBookActions />, [addressBookMock([BILLING])]);

    await user.click(await screen.findByRole('button', { name: 'Add Shipping Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Shipping Address' });
    expect(within(dialog).getByLabelText('Street')).toHaveValue('');
  });
});
