import type { AddressForm_AddressFragment, AddressType } from '../../__generated__/graphql';
import { getSessionUser } from '../../lib/session';
import { AddressForm } from './address-form';
import { addressTitle } from './address-title';
import { emptyAddress, toFormValues } from './address-values';
import { billingAddressSchema } from './billing-address-schema';
import { shippingAddressSchema } from './shipping-address-schema';
import { useCreateShippingAddress } from './use-create-shipping-address';
import { useUpdateAddress } from './use-update-address';

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
