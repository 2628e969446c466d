// antd's Input alone, without the rest of its family (see features/search/header-search.tsx).
import Input from 'antd/es/input/Input';
import { useEffect, useRef, useState } from 'react';
import { isZipCode } from '../../lib/zip-code';

// The listing applies a typed ZIP code only when it is exactly 5 digits and has stayed
// unchanged for 1 second (docs/product.md#validation-rules, #constants-and-limits).
export const ZIP_DEBOUNCE_MS = 1000;

interface ZipCodeInputProps {
  id: string;
  // The ZIP code in use, if any; typing it again applies nothing.
  current?: string;
  onApply: (zipCode: string) => void;
  size?: 'middle' | 'large';
}

export function ZipCodeInput({ id, current = '', onApply, size = 'middle' }: ZipCodeInputProps) {
  const [value, setValue] = useState(current);
  // The latest callback, so a parent re-render does not restart the debounce.
  const onApplyRef = useRef(onApply);
  useEffect(() => {
    onApplyRef.current = onApply;
  }, [onApply]);

  useEffect(() => {
    if (!isZipCode(value) || value === current) return;
    const timer = setTimeout(() => onApplyRef.current(value), ZIP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, current]);

  return (
    <div className="zip-input">
      <label htmlFor={id} className="zip-input__label">
        ZIP code
      </label>
      <Input
        id={id}
        size={size}
        value={value}
        maxLength={5}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="e.g. 75201"
        onChange={(event) => setValue(event.target.value)}
        className="zip-input__field"
      />
    </div>
  );
}
