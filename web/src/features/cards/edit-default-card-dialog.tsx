import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import type { CardList_CardsFragment } from '../../__generated__/graphql';
import { cardLabel } from './card-list';
import { useSetDefaultCard } from './use-set-default-card';

// docs/product.md#cards ('Edit-card'), verbatim.
const TICK_CHECKBOX_MESSAGE = 'please select checkbox';

interface EditDefaultCardDialogProps {
  // The card being edited; null keeps the dialog closed.
  card: CardList_CardsFragment | null;
  onClose: () => void;
}

// Edit-card: the only change is making the card the default, so the box must be ticked.
export function EditDefaultCardDialog({ card, onClose }: EditDefaultCardDialogProps) {
  const setDefaultCard = useSetDefaultCard();
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setTicked(false);
    setError(null);
    onClose();
  };

  const save = async () => {
    if (!card) return;
    if (!ticked) {
      setError(TICK_CHECKBOX_MESSAGE);
      return;
    }
    setBusy(true);
    const done = await setDefaultCard(card.id);
    setBusy(false);
    if (done) close();
  };

  return (
    <Modal
      title="Edit card"
      open={card !== null}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={busy} onClick={() => void save()}>
          Save
        </Button>,
      ]}
    >
      {card && <p className="card-dialog__card">{cardLabel(card)}</p>}
      <Checkbox
        checked={ticked}
        onChange={(event) => {
          setTicked(event.target.checked);
          if (event.target.checked) setError(null);
        }}
      >
        Make this my default card
      </Checkbox>
      {error && (
        <p className="card-dialog__error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
