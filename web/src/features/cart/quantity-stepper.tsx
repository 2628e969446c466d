import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// antd's Input alone (already on every shop page for the ZIP box): antd's InputNumber and
// its decimal library were about 6 KB gzipped of the group page for a whole-number box.
import Input from 'antd/es/input/Input';
import type { KeyboardEvent } from 'react';

// Whole numbers only: the keys a number box would otherwise take for an exponent, a sign
// or a fraction.
const NOT_WHOLE_NUMBER_KEYS = new Set(['e', 'E', '+', '-', '.', ',']);

interface QuantityStepperProps {
  /** The quantity, or null while the box is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  min: number;
  /** Nothing to choose: the group cannot be added here (its page says why). */
  disabled?: boolean;
}

/**
 * A whole-number quantity with − and + buttons, which a thumb on a phone can hit (antd's
 * InputNumber shows its arrows on hover only). Leaving an empty or too small box puts the
 * minimum back.
 */
export function QuantityStepper({ value, onChange, min, disabled = false }: QuantityStepperProps) {
  const current = value ?? min;
  return (
    <span className="quantity-stepper">
      <Button
        aria-label="Decrease quantity"
        icon={<MinusOutlined />}
        disabled={disabled || current <= min}
        onClick={() => onChange(Math.max(min, current - 1))}
      />
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        aria-label="Quantity"
        className="quantity-stepper__input"
        disabled={disabled}
        value={value ?? ''}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (NOT_WHOLE_NUMBER_KEYS.has(event.key)) event.preventDefault();
        }}
        onChange={(event) => {
          const typed = event.target.value;
          onChange(typed === '' ? null : Math.trunc(Number(typed)));
        }}
        onBlur={() => onChange(Math.max(min, value ?? min))}
      />
      <Button
        aria-label="Increase quantity"
        icon={<PlusOutlined />}
        disabled={disabled}
        onClick={() => onChange(current + 1)}
      />
    </span>
  );
}
