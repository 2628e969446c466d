import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { AddressType } from '../../__generated__/graphql';
import { addressTitle } from './address-title';
import { useAddressBook } from './use-address-book';

// The modal (its form, rules and mutations) is its own chunk, loaded on the first click:
// the checkout's first load does not carry it (docs/decisions.md "Shop pages on a phone").
const AddressModal = lazy(() => import('./address-modal').then((module) => ({ default: module.AddressModal })));

// The buttons that open the billing-address edit, shipping-address edit or shipping-address
// add modal (docs/product.md#screens 'Address modals and forms'), shown under the checkout's address
// picker. Saving updates the cached addresses, so the picker follows at once.
export function AddressBookActions() {
  const { billing, shipping } = useAddressBook();
  const [open, setOpen] = useState<AddressType | null>(null);
  // Once opened, the modal stays mounted, so it can play its closing animation.
  const [opened, setOpened] = useState(false);
  if (!billing) return null;
  const show = (type: AddressType) => {
    setOpened(true);
    setOpen(type);
  };

  return (
    <div className="address-book-actions">
      <Button onClick={() => show('BILLING')}>{addressTitle('BILLING', billing)}</Button>
      <Button onClick={() => show('SHIPPING')}>{addressTitle('SHIPPING', shipping)}</Button>
      {opened && (
        <Suspense fallback={null}>
          <AddressModal
            type={open ?? 'BILLING'}
            address={open === 'SHIPPING' ? shipping : billing}
            open={open !== null}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
