import { Modal } from 'antd';
import { useState } from 'react';
import type { AdminGroupFieldsFragment } from '../../__generated__/graphql';
import { useGroupActions } from './use-group-actions';

interface Props {
  group: AdminGroupFieldsFragment;
  onClose: () => void;
}

// Close now: says what it does (no more orders; settlement then refunds the difference
// to the final level), then shows the server's message.
export function CloseGroupDialog({ group, onClose }: Props) {
  const { closeGroup } = useGroupActions();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title={`Close group #${group.id}?`}
      open
      onCancel={onClose}
      okText="Close group"
      okButtonProps={{ danger: true, loading: busy }}
      cancelText="Back"
      onOk={async () => {
        setBusy(true);
        const closed = await closeGroup(group.id);
        setBusy(false);
        if (closed) onClose();
      }}
      destroyOnHidden
    >
      <p>
        “{group.productName}” stops taking orders now, with {group.quantityBooked} of {group.maxQuantity} units booked.
        Its final price is the level those units reach; the next settlement run refunds every buyer who paid more.
      </p>
    </Modal>
  );
}
