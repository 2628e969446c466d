import { AutoComplete, type GetRef } from 'antd';
import { useLayoutEffect, useRef, type ReactElement, type RefObject } from 'react';

// Where the shopper's caret was in the plain box this one replaces (header-search.tsx).
export interface Caret {
  start: number | null;
  end: number | null;
}

interface Props {
  value: string;
  names: string[];
  onChange: (value: string) => void;
  onSelect: (value: string) => void;
  onOpenChange: (open: boolean) => void;
  onActive: (value: string | null) => void;
  // Set as the plain box is detached: its caret, or null when the shopper was not in it.
  caret: RefObject<Caret | null>;
  // The shopper was in the plain box when this one was rendered to replace it.
  typing: boolean;
  // The header's Input.Search, the box the shopper types into.
  children: ReactElement;
}

// The header search with its suggestions popup: antd's AutoComplete (Select), its own
// chunk, loaded when the shopper first focuses or points at the plain box. It takes the
// plain box's place in one commit; the caret and focus move over before the next key.
export default function SearchSuggestionsBox({ caret, typing, children, onActive, ...props }: Props) {
  const select = useRef<GetRef<typeof AutoComplete>>(null);
  useLayoutEffect(() => {
    const at = caret.current;
    if (at === null) return;
    const input = select.current?.nativeElement?.querySelector('input');
    input?.focus();
    input?.setSelectionRange(at.start, at.end);
    // Only at the swap: later renders must not pull focus back into the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AutoComplete
      ref={select}
      className="header-search"
      value={props.value}
      options={props.names.map((name) => ({ value: name, label: name }))}
      onChange={props.onChange}
      onSelect={props.onSelect}
      onOpenChange={props.onOpenChange}
      onActive={(value: string | null | undefined) => onActive(value ?? null)}
      // Typed before the swap: the suggestions show as soon as they arrive.
      defaultOpen={typing}
      autoFocus={typing}
      defaultActiveFirstOption={false}
      virtual={false}
      popupMatchSelectWidth
      classNames={{ popup: { root: 'header-search__popup' } }}
    >
      {children}
    </AutoComplete>
  );
}
