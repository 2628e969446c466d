import { Button, Modal } from 'antd';
import { useState } from 'react';
import type { CardList_CardsFragment } from '../../__generated__/graphql';
import { useDeleteCard } from './use-delete-card';

interface DeleteCardDialogProps {
  // The card to delete; null keeps the dialog closed.
  card: CardList_CardsFragment | null;
  onClose: () => void;
}

// The delete confirmation, texts verbatim from docs/product.md#messages.
export function DeleteCardDialog({ card, onClose }: DeleteCardDialogProps) {
  const deleteCard = useDeleteCard();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!card) return;
    setBusy(true);
    const done = await deleteCard(card.id);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Modal
      title="Delete card"
      open={card !== null}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="delete" danger type="primary" loading={busy} onClick={() => void confirm()}>
          Yes, Delete it
        </Button>,
      ]}
    >
      <p>Are you sure you want to delete this.</p>
    </Modal>
  );
}
