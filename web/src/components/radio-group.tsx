// antd's Radio alone: `import { Radio } from 'antd'` carries Radio.Group, which brings antd's
// form hooks (about 7 KB gzipped) to the checkout for one helper.
import Radio from 'antd/es/radio/radio';
import { createContext, use, useId, type ReactNode } from 'react';

type Choice = { name: string; value: string | null; onChange: (value: string) => void };
const ChoiceContext = createContext<Choice | null>(null);

/**
 * One choice among radios placed anywhere inside (list rows with more in them than the
 * radio): a `radiogroup` whose radios share a name, so the browser gives the arrow keys
 * and the single tab stop of a native group.
 */
export function RadioGroup({
  label,
  className,
  value,
  onChange,
  children,
}: Omit<Choice, 'name'> & { label: string; className?: string; children: ReactNode }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={className}>
      <ChoiceContext value={{ name, value, onChange }}>{children}</ChoiceContext>
    </div>
  );
}

/** A radio of the enclosing RadioGroup. */
export function RadioChoice({ value, children }: { value: string; children: ReactNode }) {
  const choice = use(ChoiceContext);
  if (!choice) throw new Error('RadioChoice outside a RadioGroup');
  return (
    <Radio name={choice.name} value={value} checked={choice.value === value} onChange={() => choice.onChange(value)}>
      {children}
    </Radio>
  );
}
