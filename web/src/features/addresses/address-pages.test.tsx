import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateAddressDocument, type AddressForm_AddressFragment } from '../../__generated__/graphql';
import { addressBookMock, BILLING, inputOf, renderWithOperations, SHIPPING } from './addresses-test-utils';
import { BillingAddressPage } from './billing-address-page';
import { ManageShippingAddress } from './manage-shipping-address';

// Whole forms (antd, three pickers) in jsdom: allow them time on a busy machine.
jest.setTimeout(60000);
configure({ asyncUtilTimeout: 10000 });

function updateMock(saved: AddressForm_AddressFragment) {
  return {
    request: {
      query: UpdateAddressDocument,
      variables: { input: { id: saved.id, type: saved.type, ...inputOf(saved) } },
    },
    result: {
      data: { updateAddress: { __typename: 'AddressPayload', message: 'Address saved successfully.', address: saved } },
    },
  };
}

describe('address pages', () => {
  it("'Manage Shipping Address' edits the saved shipping address, then goes to '/'", async () => {
    const user = userEvent.setup();
    const { operations } = renderWithOperations(<ManageShippingAddress />, [
      addressBookMock([BILLING, SHIPPING]),
      updateMock(SHIPPING),
    ]);

    const form = await screen.findByRole('form', { name: 'Edit Shipping Address' });
    expect(screen.getByRole('heading', { name: 'Edit Shipping Address' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Street')).toHaveValue('2200 Ross Ave');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/');
    expect(await screen.findByText('Address saved successfully.')).toBeInTheDocument();
    expect(operations).toEqual(['AddressBook', 'UpdateAddress']);
  });

  it("'Manage Shipping Address' offers to add one when there is none", async () => {
    renderWithOperations(<ManageShippingAddress />, [addressBookMock([BILLING])]);
    expect(await screen.findByRole('form', { name: 'Add Shipping Address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Street')).toHaveValue('');
  });

  it("the billing page is prefilled from the customer's billing address and saves it, staying on the page", async () => {
    const user = userEvent.setup();
    const { operations } = renderWithOperations(<BillingAddressPage />, [
      addressBookMock([BILLING, SHIPPING]),
      updateMock(BILLING),
    ]);

    const form = await screen.findByRole('form', { name: 'Edit Billing Address' });
    expect(screen.getByRole('heading', { name: 'Billing Address', level: 1 })).toBeInTheDocument();
    expect(within(form).getByLabelText('First Name')).toHaveValue('Sam');
    expect(within(form).getByLabelText('Street')).toHaveValue('1500 Marilla St');
    expect(within(form).getByLabelText('Email')).toHaveValue('shopper@example.com');
    expect(within(form).getByLabelText('Phone Number')).toHaveValue('(214) 555-0100');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Address saved successfully.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit Billing Address' })).toBeInTheDocument();
    expect(operations).toEqual(['AddressBook', 'UpdateAddress']);
  });
});
