import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  AddressBookDocument,
  CheckoutAddressesDocument,
  CreateShippingAddressDocument,
  UpdateAddressDocument,
  type AddressForm_AddressFragment,
} from '../../__generated__/graphql';
import { AddressModal } from './address-modal';
import { toFormValues } from './address-values';
import { address, addressBookMock, BILLING, inputOf, renderWithOperations, SHIPPING } from './addresses-test-utils';
import { useCreateShippingAddress } from './use-create-shipping-address';

// The checkout's own address query (as its picker reads it), to see that a saved address
// reaches it through the normalized cache.
function checkoutMock(addresses: AddressForm_AddressFragment[]) {
  return {
    request: { query: CheckoutAddressesDocument },
    result: {
      data: {
        profile: {
          __typename: 'Profile' as const,
          id: '7',
          billingAddress: { __typename: 'Address' as const, id: '1' },
          addresses: addresses.map(({ id, type, firstName, lastName, street, city, state, zipCode, country }) => ({
            __typename: 'Address' as const,
            id,
            type,
            firstName,
            lastName,
            street,
            city,
            state,
            zipCode,
            country,
          })),
        },
      },
    },
  };
}

// A checkout picker in miniature beside buttons opening the three modals.
function Harness() {
  const checkout = useQuery(CheckoutAddressesDocument);
  const book = useQuery(AddressBookDocument);
  const [editing, setEditing] = useState<'BILLING' | 'SHIPPING' | null>(null);
  const profile = book.data?.profile;
  if (!checkout.data || !profile) return null;
  const shipping = profile.addresses.find((entry) => entry.type === 'SHIPPING') ?? null;
  return (
    <>
      <ul aria-label="Delivery addresses">
        {checkout.data.profile.addresses.map((entry) => (
          <li key={entry.id}>
            {entry.type}: {entry.firstName} {entry.street}, {entry.city}, {entry.state} {entry.zipCode}
          </li>
        ))}
      </ul>
      <button onClick={() => setEditing('BILLING')}>Billing</button>
      <button onClick={() => setEditing('SHIPPING')}>Shipping</button>
      <AddressModal
        type={editing ?? 'SHIPPING'}
        address={editing === 'BILLING' ? profile.billingAddress : shipping}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

// Pasting is one input event: typing key by key re-renders the whole form per key, which
// is slow on a loaded machine and adds nothing here.
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

function listed(): string {
  return screen.getByRole('list', { name: 'Delivery addresses' }).textContent ?? '';
}

// Each test walks a whole modal (antd, three pickers) in jsdom: allow it time on a busy machine.
jest.setTimeout(120000);
configure({ asyncUtilTimeout: 10000 });

describe('address modals', () => {
  it("edits the shipping address: 'Edit Shipping Address', the server's toast, the session ZIP, the picker updated without a refetch", async () => {
    const user = userEvent.setup();
    const saved = { ...SHIPPING, street: '901 Main St', zipCode: '75202' };
    const { operations } = renderWithOperations(<Harness />, [
      checkoutMock([BILLING, SHIPPING]),
      addressBookMock([BILLING, SHIPPING]),
      {
        request: {
          query: UpdateAddressDocument,
          variables: { input: { id: '2', type: 'SHIPPING', ...inputOf(saved) } },
        },
        result: {
          data: {
            updateAddress: { __typename: 'AddressPayload', message: 'Address saved successfully.', address: saved },
          },
        },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Shipping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shipping Address' });
    expect(within(dialog).queryByText('Add Supplier')).toBeNull();
    const street = within(dialog).getByLabelText('Street');
    expect(street).toHaveValue('2200 Ross Ave');
    await user.clear(street);
    await fill(user, street, '901 Main St');
    const zip = within(dialog).getByLabelText('Zip Code');
    await user.clear(zip);
    await fill(user, zip, '75202');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Address saved successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listed()).toContain('SHIPPING: Sam 901 Main St, Dallas, TX 75202');
    expect(localStorage.getItem('shipping_zip_code')).toBe('75202');
    expect(operations).toEqual(['CheckoutAddresses', 'AddressBook', 'UpdateAddress']);
  });

  it("edits the billing address in 'Edit Billing Address' with the read-only e-mail, and leaves the session's shipping ZIP alone", async () => {
    const user = userEvent.setup();
    localStorage.setItem('shipping_zip_code', '75201');
    const saved = { ...BILLING, firstName: 'Samantha' };
    const { operations } = renderWithOperations(<Harness />, [
      checkoutMock([BILLING, SHIPPING]),
      addressBookMock([BILLING, SHIPPING]),
      {
        request: {
          query: UpdateAddressDocument,
          variables: { input: { id: '1', type: 'BILLING', ...inputOf(saved) } },
        },
        result: {
          data: {
            updateAddress: { __typename: 'AddressPayload', message: 'Address saved successfully.', address: saved },
          },
        },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Billing Address' });
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('shopper@example.com');
    const first = within(dialog).getByLabelText('First Name');
    await user.clear(first);
    await fill(user, first, 'Samantha');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Address saved successfully.')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toContain('BILLING: Samantha 1500 Marilla St'));
    expect(localStorage.getItem('shipping_zip_code')).toBe('75201');
    expect(operations).toEqual(['CheckoutAddresses', 'AddressBook', 'UpdateAddress']);
  });

  it("a failed save shows the server's message and resets the form", async () => {
    const user = userEvent.setup();
    renderWithOperations(<Harness />, [
      checkoutMock([BILLING, SHIPPING]),
      addressBookMock([BILLING, SHIPPING]),
      {
        request: {
          query: UpdateAddressDocument,
          variables: { input: { id: '2', type: 'SHIPPING', ...inputOf({ ...SHIPPING, street: '1 Elm St' }) } },
        },
        result: { errors: [new GraphQLError('Address not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Shipping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shipping Address' });
    const street = within(dialog).getByLabelText('Street');
    await user.clear(street);
    await fill(user, street, '1 Elm St');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Street')).toHaveValue('2200 Ross Ave'));
    expect(screen.getByRole('dialog', { name: 'Edit Shipping Address' })).toBeInTheDocument();
    expect(listed()).toContain('SHIPPING: Sam 2200 Ross Ave');
  });

  it("'Add Shipping Address' opens empty in the United States, without the e-mail", async () => {
    const user = userEvent.setup();
    renderWithOperations(<Harness />, [checkoutMock([BILLING]), addressBookMock([BILLING])]);

    await user.click(await screen.findByRole('button', { name: 'Shipping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Shipping Address' });
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Street')).toHaveValue('');
    expect(within(dialog).getByLabelText('Country')).toHaveDisplayValue('United States');
    expect(within(dialog).queryByLabelText('Email')).toBeNull();
  });

  it('a created shipping address joins the picker without a refetch, with the toast and the session ZIP', async () => {
    const user = userEvent.setup();
    const created = address({
      id: '9',
      type: 'SHIPPING',
      firstName: 'Alex',
      lastName: 'Buyer',
      street: '5 Lamar Blvd',
      city: 'Austin',
      zipCode: '78701',
      phoneNumber: '(512) 555-0123',
    });
    // What the add modal's form hands over once state and city are picked (the pickers'
    // city value is <stateCode>_<cityName>).
    const values = { ...toFormValues(created), email: '' };
    function Creating() {
      const create = useCreateShippingAddress();
      return <button onClick={() => void create(values)}>Create</button>;
    }
    const { operations } = renderWithOperations(
      <>
        <Harness />
        <Creating />
      </>,
      [
        checkoutMock([BILLING]),
        addressBookMock([BILLING]),
        {
          request: { query: CreateShippingAddressDocument, variables: { input: inputOf(created) } },
          result: {
            data: {
              createShippingAddress: {
                __typename: 'AddressPayload',
                message: 'Address saved successfully.',
                address: created,
              },
            },
          },
        },
      ],
    );

    await screen.findByRole('list', { name: 'Delivery addresses' });
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Address saved successfully.')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toContain('SHIPPING: Alex 5 Lamar Blvd, Austin, TX 78701'));
    expect(listed()).toContain('BILLING: Sam 1500 Marilla St');
    expect(localStorage.getItem('shipping_zip_code')).toBe('78701');
    // The address book sees it too: the Shipping button now edits it.
    await user.click(screen.getByRole('button', { name: 'Shipping' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Shipping Address' })).toBeInTheDocument();
    expect(operations).toEqual(['CheckoutAddresses', 'AddressBook', 'CreateShippingAddress']);
  });
});
