import type { GetProps, InputRef } from 'antd';
// antd's Search box alone: `Input.Search` would bring the whole Input family (TextArea,
// Password, OTP) to every shop page's first load.
import Search from 'antd/es/input/Search';
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { GroupNameSuggestionsDocument } from '../../__generated__/graphql';
import { getStoredZipCode } from '../../lib/session';
import { isZipCode } from '../../lib/zip-code';
import './search.css';
import { paths, searchPath, searchTextOf } from '../../lib/paths';
import type { Caret } from './search-suggestions-box';

// antd's AutoComplete (its Select, about 28 KB gzipped) is not on a shop page's first load
// (docs/decisions.md "Shop pages on a phone"): a plain box is, and the suggestions code
// loads when the shopper first points at or focuses it.
const loadSuggestionsBox = () => import('./search-suggestions-box');
const SearchSuggestionsBox = lazy(loadSuggestionsBox);

// Suggestions are asked for once typing pauses this long.
export const SUGGEST_DEBOUNCE_MS = 300;

// The logged-in header's search box (docs/product.md#screens 'Search'): suggestions by product name while
// typing; a suggestion, Enter or the search button goes to /search/{text}; Enter on an
// empty box does nothing; clearing the box goes home; leaving the search pages empties it.
export function HeaderSearch() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(() => searchTextOf(pathname));
  const [debounced, setDebounced] = useState('');
  // Enter on a highlighted suggestion selects it (onSelect); the box's own Enter handler
  // must then stay out, or the half-typed text would be searched too.
  const popupOpen = useRef(false);
  const activeSuggestion = useRef<string | null>(null);

  // Reset while rendering when the page changes (React's "adjust state on a prop change").
  const [seenPath, setSeenPath] = useState(pathname);
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    setText(searchTextOf(pathname));
  }

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // Failures are silent (docs/product.md#messages): no suggestions, nothing shown.
  // The search page lists groups around the stored ZIP code; a suggestion from another
  // area would find nothing there.
  const storedZip = getStoredZipCode();
  const zipCode = isZipCode(storedZip) ? storedZip : null;
  const { data, previousData } = useQuery(GroupNameSuggestionsDocument, {
    variables: { text: debounced, zipCode },
    skip: debounced === '',
  });
  const names = debounced === '' || text.trim() === '' ? [] : ((data ?? previousData)?.groupNameSuggestions ?? []);

  const search = (value: string) => {
    const query = value.trim();
    if (query === '') return;
    const to = searchPath(query);
    if (to !== pathname) void navigate(to);
  };

  const change = (value: string) => {
    setText(value);
    if (value === '' && text !== '') void navigate(paths.home);
  };

  // The plain box stays, and keeps taking keys, until the suggestions code is in (a
  // transition keeps it on screen); at the swap its caret is read as React detaches it.
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const caret = useRef<Caret | null>(null);
  // The swap waits for the code: if it cannot be fetched (a flaky network), the plain box
  // simply stays, searching on Enter without suggestions (suggestion failures are silent).
  const want = () => {
    if (wanted) return;
    loadSuggestionsBox().then(
      () => startTransition(() => setWanted(true)),
      () => undefined,
    );
  };
  // antd's Input composes refs the pre-19 way: null on detach, no cleanup function.
  const plainInput = useRef<HTMLInputElement | null>(null);
  const plainRef = (box: InputRef | null) => {
    const input = plainInput.current;
    if (box === null && input !== null) {
      caret.current =
        document.activeElement === input ? { start: input.selectionStart, end: input.selectionEnd } : null;
    }
    plainInput.current = box?.input ?? null;
  };

  const boxProps = {
    'aria-label': 'Search products',
    placeholder: 'Search products',
    allowClear: true,
    enterButton: true,
    onSearch: (value, event, info) => {
      // antd also calls onSearch when the clear icon empties the box.
      if (info?.source === 'clear') return;
      if (event?.type === 'keydown' && popupOpen.current && activeSuggestion.current !== null) return;
      search(value);
    },
  } satisfies GetProps<typeof Search>;

  return (
    <Suspense fallback={null}>
      {wanted ? (
        <SearchSuggestionsBox
          caret={caret}
          typing={focused}
          value={text}
          names={names}
          onChange={change}
          onSelect={search}
          onOpenChange={(open) => {
            popupOpen.current = open;
          }}
          onActive={(value) => {
            activeSuggestion.current = value;
          }}
        >
          <Search {...boxProps} />
        </SearchSuggestionsBox>
      ) : (
        <Search
          {...boxProps}
          ref={plainRef}
          className="header-search"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          value={text}
          onChange={(event) => change(event.target.value)}
          onPointerEnter={want}
          onFocus={() => {
            setFocused(true);
            want();
          }}
          onBlur={() => setFocused(false)}
        />
      )}
    </Suspense>
  );
}
