import { Modal } from 'antd';
import type { AddressForm_AddressFragment, AddressType } from '../../__generated__/graphql';
import { AddressEditor } from './address-editor';
import { addressTitle } from './address-title';

interface AddressModalProps {
  type: AddressType;
  // The address to edit; null adds the shipping address.
  address: AddressForm_AddressFragment | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (address: AddressForm_AddressFragment) => void;
}

// The billing-address edit, shipping-address edit and shipping-address add modals
// (docs/product.md#screens 'Address modals and forms'), each titled for what it does.
export function AddressModal({ type, address, open, onClose, onSaved }: AddressModalProps) {
  return (
    <Modal title={addressTitle(type, address)} open={open} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <AddressEditor
        type={type}
        address={address}
        onCancel={onClose}
        onSaved={(saved) => {
          onSaved?.(saved);
          onClose();
        }}
      />
    </Modal>
  );
}
