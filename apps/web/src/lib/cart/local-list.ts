import { storage, type StorageKey } from '../storage';

/**
 * A list kept in local storage that components can subscribe to: changes in this tab notify at
 * once, changes in another tab arrive through the `storage` event. A value that is not a list,
 * or entries that fail `isEntry`, read as absent (spec §8: broken saved JSON is swallowed).
 */
export function localList<T>(key: StorageKey, isEntry: (value: unknown) => value is T) {
  const listeners = new Set<() => void>();
  let last: { raw: string | null; items: T[] } | undefined;

  const read = (): T[] => {
    const raw = storage.get(key);
    // useSyncExternalStore needs the same array back while nothing changed.
    if (last?.raw === raw) return last.items;
    const parsed = storage.getJson<unknown>(key);
    last = { raw, items: Array.isArray(parsed) ? parsed.filter(isEntry) : [] };
    return last.items;
  };

  const notify = () => listeners.forEach((listener) => listener());

  return {
    read,
    write(items: T[]): void {
      if (items.length === 0) storage.remove(key);
      else storage.setJson(key, items);
      notify();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isWholeNumber = (value: unknown): value is number => Number.isInteger(value);
