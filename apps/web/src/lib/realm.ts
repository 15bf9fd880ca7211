const readMeta = (name: string): string => {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
};

/** The store this page shows: written into index.html by the server (STORE_REALM). */
export function currentRealm(): string {
  const meta = readMeta('bazaar-realm');
  // In `vite dev` the placeholder is not replaced.
  return /^[a-z0-9][a-z0-9_-]*$/i.test(meta) ? meta : (import.meta.env.VITE_STORE_REALM ?? 'demo');
}

/**
 * The same store's id, written beside its realm; content-settings names it as store-id (spec §7).
 * Undefined in `vite dev`, where the call then goes without it and the realm alone names the store.
 */
export function currentStoreId(): number | undefined {
  const meta = readMeta('bazaar-store-id');
  return /^\d{1,9}$/.test(meta) ? Number(meta) : undefined;
}
