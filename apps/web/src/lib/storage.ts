/**
 * The one door to browser storage (spec §9 keys). Nothing touches localStorage at module top
 * level, so pages can later render on a server; reads never throw.
 *
 * §9's `page` is not kept: the listings' page lives in their URL (?page=), which survives a
 * reload, can be shared and is restored by Back; a stored copy would be a second truth that
 * another tab's listing overwrites. The page to return to after sign-in is `currentPath`.
 */
export type StorageKey =
  | 'cart'
  | 'slot_selected'
  | 'buyNowItem'
  | 'user_pincode'
  | 'ln'
  | 'direction'
  | 'realm_name'
  | 'user'
  | 'primary'
  | 'theme'
  | 'currentPath'
  | 'wishlist'
  | 'store_name'
  | 'pending_cart_add'
  // Spec §4 payment return: whether the order being paid needs nothing more, and which order it is.
  | 'payDone'
  | 'orderId'
  // The assistant's open conversation (issue #15), so a reload carries on in it; cleared on sign-out.
  | 'assistant_conversation';

const local = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const storage = {
  get(key: StorageKey): string | null {
    return local()?.getItem(key) ?? null;
  },
  set(key: StorageKey, value: string): void {
    try {
      local()?.setItem(key, value);
    } catch {
      // Full or blocked storage must not break the page.
    }
  },
  remove(key: StorageKey): void {
    local()?.removeItem(key);
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKey, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
  /** Clears everything except the keys given (logout keeps the language). */
  clearExcept(keep: StorageKey[]): void {
    const store = local();
    if (!store) return;
    const kept = keep.map((k) => [k, store.getItem(k)] as const);
    store.clear();
    for (const [k, v] of kept) if (v !== null) store.setItem(k, v);
  },
};

/**
 * Keys kept for this tab only (sessionStorage): gone when the tab closes, and untouched by the
 * shopper's sign-out, which clears local storage. The vendor console's token lives here.
 */
export type TabStorageKey = 'vendorToken';

const tab = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export const tabStorage = {
  get(key: TabStorageKey): string | null {
    return tab()?.getItem(key) ?? null;
  },
  set(key: TabStorageKey, value: string): void {
    try {
      tab()?.setItem(key, value);
    } catch {
      // Full or blocked storage must not break the page.
    }
  },
  remove(key: TabStorageKey): void {
    tab()?.removeItem(key);
  },
};
