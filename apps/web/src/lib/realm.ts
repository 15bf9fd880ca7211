/** The store this page shows: written into index.html by the server (STORE_REALM). */
export function currentRealm(): string {
  if (typeof document === 'undefined') return 'demo';
  const meta = document.querySelector<HTMLMetaElement>('meta[name="bazaar-realm"]')?.content ?? '';
  // In `vite dev` the placeholder is not replaced.
  return /^[a-z0-9][a-z0-9_-]*$/i.test(meta) ? meta : (import.meta.env.VITE_STORE_REALM ?? 'demo');
}
