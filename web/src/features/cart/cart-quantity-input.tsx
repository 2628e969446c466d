// antd's Input alone: `import { Input } from 'antd'` brings the whole family (TextArea,
// Password, OTP) to the cart page.
import Input from 'antd/es/input/Input';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMessage } from '../../lib/message';

// docs/product.md#constants-and-limits: quantity edits are sent once typing pauses this long.
export const QUANTITY_DEBOUNCE_MS = 500;
export const NEGATIVE_QUANTITY_MESSAGE = 'Not allowed negative value.';
// docs/product.md#cart-quantity: the cart quantity input blocks the keys e, E, plus, minus and dot.
const BLOCKED_KEYS = new Set(['e', 'E', '+', '-', '.']);

interface CartQuantityInputProps {
  // The quantity the server holds for the line.
  quantity: number;
  label: string;
  disabled: boolean;
  // Sends the new quantity once typing pauses; settles when the row may be unlocked.
  onCommit: (quantity: number) => Promise<unknown>;
  // True while a typed change waits for the debounce (the check-out button waits too).
  onPendingChange: (pending: boolean) => void;
}

// A cart line's quantity (docs/product.md#cart-quantity): whole numbers of 1 or more. 0 or less shows 'Not allowed
// negative value.' and puts the old value back; an emptied box gets it back on leaving.
export function CartQuantityInput({ quantity, label, disabled, onCommit, onPendingChange }: CartQuantityInputProps) {
  const message = useMessage();
  const [text, setText] = useState(String(quantity));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(quantity);

  // The server's answer (or another tab's change) replaces what the box shows.
  const [seen, setSeen] = useState(quantity);
  if (quantity !== seen) {
    setSeen(quantity);
    setText(String(quantity));
  }

  useEffect(() => {
    latest.current = quantity;
  }, [quantity]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = () => {
    clearTimeout(timer.current);
    onPendingChange(false);
  };

  const change = (value: string) => {
    if (value === '') {
      cancel();
      setText('');
      return;
    }
    const next = Number(value);
    if (!Number.isInteger(next)) return;
    if (next <= 0) {
      cancel();
      void message.error(NEGATIVE_QUANTITY_MESSAGE);
      setText(String(quantity));
      return;
    }
    setText(value);
    clearTimeout(timer.current);
    if (next === quantity) {
      onPendingChange(false);
      return;
    }
    onPendingChange(true);
    timer.current = setTimeout(() => {
      onPendingChange(false);
      void onCommit(next).then(() => setText(String(latest.current)));
    }, QUANTITY_DEBOUNCE_MS);
  };

  return (
    <Input
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      className="cart-quantity"
      aria-label={label}
      value={text}
      disabled={disabled}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
      }}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        if (text === '') setText(String(quantity));
      }}
    />
  );
}
