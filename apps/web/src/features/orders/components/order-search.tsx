import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '@/components/ui/field';
import { SEARCH_MAX } from '../order-filters';

/** Typing waits for this pause before the list is asked again. */
export const ORDER_SEARCH_DEBOUNCE_MS = 400;

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Searches the orders by product name. The text goes to the address bar after a pause in typing
 * (or at once on Enter); the box follows the address bar when it changes otherwise (back button,
 * "show all orders").
 */
export function OrderSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('order');
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    // Our own search coming back keeps what was typed since; any other change replaces it.
    if (normalise(text) !== value) setText(value);
  }

  useEffect(() => {
    const search = normalise(text);
    if (search === value) return;
    const timer = setTimeout(() => onSearch(search), ORDER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      aria-label={t('order:search_label')}
      className="relative w-full sm:max-w-xs"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(normalise(text));
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('order:search_label')}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="pointer-events-none absolute start-3 top-3 size-5 text-muted-fg"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={SEARCH_MAX}
        placeholder={t('order:search_placeholder')}
        onInput={(event) => setText(event.currentTarget.value)}
        className={inputClassName(false, 'ps-10')}
      />
    </form>
  );
}
