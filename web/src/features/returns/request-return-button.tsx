import { Button } from 'antd';
import { useState } from 'react';
import type { ReturnableLine } from './returnable-line';
import { RequestReturnModal } from './request-return-modal';
import './returns.css';

interface RequestReturnButtonProps {
  line: ReturnableLine;
  // Called after a successful request, so the orders list reloads (docs/product.md#screens).
  onReturned: () => void;
}

// A delivered line's 'Return' action: opens the Request Return modal.
export function RequestReturnButton({ line, onReturned }: RequestReturnButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        Return
      </Button>
      <RequestReturnModal line={line} open={open} onClose={() => setOpen(false)} onReturned={onReturned} />
    </>
  );
}
