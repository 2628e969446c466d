import type { AddressForm_AddressFragment, AddressType } from '../../__generated__/graphql';
import { getSessionUser } from '../../lib/session';
import { AddressForm } from './address-form';
import { emptyAddress, toFormValues } from './address-values';
import { billingAddressSchema } from './billing-address-schema';
import { shippingAddressSchema } from './shipping-address-schema';
import { useCreateShippingAddress } from './use-create-shipping-address';
import { useUpdateAddress } from './use-update-address';

// The true titles of the product rules' three address modals, which all carried the leftover
// 'Add Supplier' (docs/product.md#screens; docs/decisions.md 'Addresses').
const ADDRESS_TITLES = {
  editBilling: 'Edit Billing Address',
  editShipping: 'Edit Shipping Address',
  addShipping: 'Add Shipping Address',
} as const;

export function addressTitle(type: AddressType, address: AddressForm_AddressFragment | null): string {
  if (type === 'BILLING') return ADDRESS_TITLES.editBilling;
  return address ? ADDRESS_TITLES.editShipping : ADDRESS_TITLES.addShipping;
}

interface AddressEditorProps {
  type: AddressType;
  // The address to edit; null adds the shipping address (billing always exists).
  address: AddressForm_AddressFragment | null;
  onSaved?: (address: AddressForm_AddressFragment) => void;
  onCancel?: () => void;
}

// Wires the shared address form to the right rules and mutation: edit the billing
// address, edit the shipping address, or add the shipping address.
export function AddressEditor({ type, address, onSaved, onCancel }: AddressEditorProps) {
  const createShippingAddress = useCreateShippingAddress();
  const updateAddress = useUpdateAddress();
  const business = getSessionUser()?.customer_type === 'Business';
  const hasBusinessFields = Boolean(address?.companyName || address?.title);

  return (
    <AddressForm
      label={addressTitle(type, address)}
      initialValues={address ? toFormValues(address) : emptyAddress}
      validationSchema={type === 'BILLING' ? billingAddressSchema : shippingAddressSchema}
      showEmail={type === 'BILLING'}
      showBusinessFields={business || hasBusinessFields}
      onCancel={onCancel}
      onSave={async (values) => {
        const saved = address ? await updateAddress(address, values) : await createShippingAddress(values);
        if (saved) onSaved?.(saved);
        return Boolean(saved);
      }}
    />
  );
}
