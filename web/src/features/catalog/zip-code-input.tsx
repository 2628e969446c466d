// antd's Input alone, without the rest of its family (see features/search/header-search.tsx).
import Input from 'antd/es/input/Input';
import { useEffect, useRef, useState } from 'react';
import { isZipCode } from '../../lib/zip-code';

// The listing applies a typed ZIP code only when it is exactly 5 digits and has stayed
// unchanged for 1 second (docs/product.md#validation-rules, #constants-and-limits).
export const ZIP_DEBOUNCE_MS = 1000;
export const ZIP_HINT = 'A ZIP code is 5 digits, e.g. 75201.';

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

  // The text that has stayed unchanged for the debounce: when it is no ZIP code ("abc",
  // "1234"), the box says why nothing happens instead of ignoring it (issue 40).
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (value === current) return;
    const timer = setTimeout(() => {
      setSettled(value);
      if (isZipCode(value)) onApplyRef.current(value);
    }, ZIP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, current]);
  const hint = settled === value && value !== '' && !isZipCode(value) ? ZIP_HINT : undefined;
  const hintId = `${id}-hint`;

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
        status={hint ? 'warning' : undefined}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint && (
        <p id={hintId} className="zip-input__hint" role="status">
          {hint}
        </p>
      )}
    </div>
  );
}
