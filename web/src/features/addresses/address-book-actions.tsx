import { Button } from 'antd';
import { useState } from 'react';
import type { AddressType } from '../../__generated__/graphql';
import { addressTitle } from './address-editor';
import { AddressModal } from './address-modal';
import { useAddressBook } from './use-address-book';

// The buttons that open the billing-address edit, shipping-address edit or shipping-address
// add modal (docs/product.md#screens 'Address modals and forms'), shown under the checkout's address
// picker. Saving updates the cached addresses, so the picker follows at once.
export function AddressBookActions() {
  const { billing, shipping } = useAddressBook();
  const [open, setOpen] = useState<AddressType | null>(null);
  if (!billing) return null;

  return (
    <div className="address-book-actions">
      <Button onClick={() => setOpen('BILLING')}>{addressTitle('BILLING', billing)}</Button>
      <Button onClick={() => setOpen('SHIPPING')}>{addressTitle('SHIPPING', shipping)}</Button>
      <AddressModal
        type={open ?? 'BILLING'}
        address={open === 'SHIPPING' ? shipping : billing}
        open={open !== null}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
