/**
 * An explicit destination given by the caller of /signin or /signup, as navigation state
 * `{ returnTo: '/cart' }`. Only a path on this site counts: one leading "/", not "//" or a
 * backslash that browsers would read as another host.
 */
export function explicitReturnTo(state: unknown): string | null {
  const value = (state as { returnTo?: unknown } | null)?.returnTo;
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
