import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SearchSuggestion } from '@bazaar/contracts';
import { useSuggestions } from '@/features/catalogue/api/get-suggestions';
import { HeaderIcon } from './header-icons';

/** Spec §9-ish: suggestions wait for a 200 ms pause in typing. */
export const SUGGESTION_DEBOUNCE_MS = 200;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The search the page shows: ?search= of the listing (any case, trailing slash, as the router matches), else none. */
function pageSearch(pathname: string, search: string): string {
  if (!/^\/productlisting\/?$/i.test(pathname)) return '';
  return (new URLSearchParams(search).get('search') ?? '').trim().replace(/\s+/g, ' ');
}

const suggestionPath = (s: SearchSuggestion) => (s.type === 'product' ? `/ProductDetails?PId=${s.id}` : `/productListing?category-id=${s.id}`);

/**
 * Header search: a combobox (WAI-ARIA APG "list autocomplete") whose options are the server's
 * suggestions. Submitting the text opens the listing filtered by it.
 */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation('header');
  const navigate = useNavigate();
  const location = useLocation();
  const urlSearch = pageSearch(location.pathname, location.search);
  const [text, setText] = useState(urlSearch);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The box says what the page is showing: after every navigation (a new search, a cleared filter,
  // the back button, leaving the listing) it takes the URL's search again, dropping half-typed text.
  const url = location.pathname + location.search;
  const [syncedUrl, setSyncedUrl] = useState(url);
  if (syncedUrl !== url) {
    setSyncedUrl(url);
    setText(urlSearch);
    setOpen(false);
    setActive(-1);
  }
  const search = useDebounced(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const { data } = useSuggestions(search);
  // Only suggestions for what is in the box now; stale ones from older text would mislead.
  const suggestions = search === text.trim() ? (data ?? []) : [];
  const expanded = open && suggestions.length > 0;
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (path: string) => {
    close();
    void navigate(path);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? suggestions[active] : undefined;
    if (chosen) return go(suggestionPath(chosen));
    const query = text.trim();
    if (query) go(`/productListing?${new URLSearchParams({ search: query }).toString()}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!suggestions.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Wraps through "no option" (-1) so the typed text can be chosen again.
      setActive((i) => {
        const next = (expanded ? i : -1) + step;
        return next >= suggestions.length ? -1 : next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else setText('');
    }
  };

  return (
    <form role="search" onSubmit={submit} className={`relative ${className ?? ''}`}>
      <input
        type="search"
        role="combobox"
        aria-label={t('search_label')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t('search_placeholder')}
        autoComplete="off"
        maxLength={100}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        // The placeholder is a word or two (it fits the narrowest box, 11 rem, in every language); a
        // longer one would end in "…" rather than be cut mid-word.
        className="h-10 w-full rounded-full border border-line bg-page ps-4 pe-10 text-sm text-ellipsis text-page-fg placeholder:text-muted-fg focus-visible:focus-ring"
      />
      <button
        type="submit"
        aria-label={t('search_submit')}
        className="absolute end-1 top-1 flex h-8 w-8 items-center justify-center rounded-full text-muted-fg hover:bg-black/5 focus-visible:focus-ring"
      >
        <HeaderIcon name="search" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search_suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-80 overflow-y-auto rounded-xl border border-line bg-page py-1 text-page-fg shadow-lg"
      >
        {expanded &&
          suggestions.map((s, i) => (
            <li
              key={`${s.type}-${s.id}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                go(suggestionPath(s));
              }}
              onMouseEnter={() => setActive(i)}
              className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2 text-sm ${i === active ? 'bg-muted' : ''}`}
            >
              <span className="truncate">{s.name}</span>
              {s.type === 'category' && <span className="shrink-0 text-xs text-muted-fg">{t('search_in_categories')}</span>}
            </li>
          ))}
      </ul>
    </form>
  );
}
