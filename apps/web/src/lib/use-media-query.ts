import { useSyncExternalStore } from 'react';

/**
 * Whether the page matches a CSS media query now, following changes (a rotated phone, a resized
 * window). `fallback` where the browser cannot tell (no matchMedia). For parts a page should not
 * even render at some widths, rather than render and hide with CSS.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
  );
}
