const readMeta = (name: string): string => {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
};

/**
 * The store this page shows. The server writes the client configuration into index.html (the
 * host's store, else STORE_REALM); the realm is its part before the first hyphen (spec §4), so a
 * configuration such as `souk-web` still names the souk realm.
 */
export function currentRealm(): string {
  const meta = readMeta('bazaar-realm');
  // In `vite dev` the placeholder is not replaced.
  const configuration = /^[a-z0-9][a-z0-9_-]*$/i.test(meta) ? meta : (import.meta.env.VITE_STORE_REALM ?? 'demo');
  return configuration.split('-')[0] || 'demo';
}

/**
 * The same store's id, written beside its realm; content-settings names it as store-id (spec §7).
 * Undefined in `vite dev`, where the call then goes without it and the realm alone names the store.
 */
export function currentStoreId(): number | undefined {
  const meta = readMeta('bazaar-store-id');
  return /^\d{1,9}$/.test(meta) ? Number(meta) : undefined;
}
