import { AutoComplete, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGroupNameSuggestionsQuery } from '../../__generated__/graphql';
import { getStoredZipCode } from '../../lib/session';
import { isZipCode } from '../../lib/zip-code';
import './search.css';
import { paths, searchPath, searchTextOf } from '../../lib/paths';

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
  const { data, previousData } = useGroupNameSuggestionsQuery({
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

  return (
    <AutoComplete
      className="header-search"
      value={text}
      options={names.map((name) => ({ value: name, label: name }))}
      onChange={change}
      onSelect={(value: string) => search(value)}
      onOpenChange={(open) => {
        popupOpen.current = open;
      }}
      onActive={(value: string | null | undefined) => {
        activeSuggestion.current = value ?? null;
      }}
      defaultActiveFirstOption={false}
      virtual={false}
      popupMatchSelectWidth
      classNames={{ popup: { root: 'header-search__popup' } }}
    >
      <Input.Search
        aria-label="Search products"
        placeholder="Search products"
        allowClear
        enterButton
        onSearch={(value, event, info) => {
          // antd also calls onSearch when the clear icon empties the box.
          if (info?.source === 'clear') return;
          if (event?.type === 'keydown' && popupOpen.current && activeSuggestion.current !== null) return;
          search(value);
        }}
      />
    </AutoComplete>
  );
}
