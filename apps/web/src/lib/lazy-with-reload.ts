import { lazy, type ComponentType } from 'react';

const FLAG = 'bazaar:chunk-reload';

/**
 * React.lazy that reloads the page once when a page's script cannot be fetched (usually a new
 * deployment replaced the chunk); a second failure surfaces to the error boundary (spec §8).
 */
export function lazyWithReload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try {
      const module = await load();
      window.sessionStorage.removeItem(FLAG);
      return module;
    } catch (error) {
      if (!window.sessionStorage.getItem(FLAG)) {
        window.sessionStorage.setItem(FLAG, '1');
        window.location.reload();
        // Keep suspended until the reload happens.
        return new Promise<never>(() => {});
      }
      window.sessionStorage.removeItem(FLAG);
      throw error;
    }
  });
}
