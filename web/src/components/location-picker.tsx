import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';

export interface PickerOption {
  value: string;
  label: string;
}

export interface LocationPickerProps {
  id: string;
  value: string;
  options: PickerOption[];
  // The list is on its way: the open picker shows a spinner.
  loading: boolean;
  // What the open picker says when no option is there (docs/product.md#validation-rules).
  hint: string;
  disabled: boolean;
  error?: string;
  describedBy?: string;
  // The plain box in its place was focused (and clicked): this one takes the focus (and opens).
  autoFocus: boolean;
  defaultOpen: boolean;
  // What was typed into the plain box before this picker took its place: its search starts there.
  initialSearch: string;
  // The text shown for a value whose option has not arrived (a saved city: its name).
  labelOf: (value: string) => string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onFirstUse?: () => void;
}

/**
 * One address picker: antd's searchable Select (about 30 KB of code with its list, motion
 * and empty state), loaded by location-fields.tsx when a picker is first pointed at or
 * focused (docs/decisions.md "Shop pages on a phone").
 */
export function LocationPicker(props: LocationPickerProps) {
  // The search text is held here so that it can start with the box's keystrokes; antd
  // clears a search it holds itself on a choice or on closing, which this does alike.
  const [searchText, setSearchText] = useState(props.initialSearch);
  // antd's Select asks for an empty search as it mounts (its first render counts as closed,
  // for server rendering's sake): that one request would drop the box's keystrokes.
  const mounting = useRef(true);
  useEffect(() => {
    mounting.current = false;
  }, []);
  const search = (text: string) => {
    if (!(mounting.current && text === '')) setSearchText(text);
  };
  return (
    <Select<string, PickerOption>
      id={props.id}
      size="large"
      // Searching matches the visible name, whatever the case.
      showSearch={{ optionFilterProp: 'label', searchValue: searchText, onSearch: search }}
      disabled={props.disabled}
      // An empty value shows an empty box (antd's placeholder grey fails WCAG contrast).
      value={props.value || undefined}
      options={props.options}
      notFoundContent={props.loading ? <Spin size="small" /> : props.hint}
      onChange={(value) => {
        setSearchText('');
        props.onChange(value ?? '');
      }}
      onOpenChange={(open) => {
        if (!open) setSearchText('');
      }}
      labelRender={({ label, value }) => label ?? props.labelOf(String(value))}
      onBlur={props.onBlur}
      onFocus={props.onFirstUse}
      onMouseEnter={props.onFirstUse}
      autoFocus={props.autoFocus}
      defaultOpen={props.defaultOpen}
      status={props.error ? 'error' : undefined}
      aria-invalid={Boolean(props.error)}
      aria-describedby={props.describedBy}
    />
  );
}
