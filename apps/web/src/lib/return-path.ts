import { storage } from './storage';
import { hasControlChars } from '@bazaar/contracts/constants';

/** Where a guest was heading when sign-in was required (spec §2): origin, path and query. */
export type ReturnPath = { origin: string; path: string; query: string };

/** /signin and /signup (any case, trailing slash allowed, as the router matches them). */
const AUTH_PATH = /^\/sign(in|up)\/?$/i;

/**
 * Called by every way into sign-in (route guard, header link, wish-list heart). On /signin or
 * /signup itself it keeps what was remembered before, so moving between the two pages does not
 * make the shopper return to a sign-in page.
 */
export function rememberReturnPath(location: { pathname: string; search: string }): void {
  if (AUTH_PATH.test(location.pathname)) return;
  storage.setJson('currentPath', { origin: window.location.origin, path: location.pathname, query: location.search });
}

/**
 * The path to go back to after sign-in, once. Only same-origin paths are accepted; anything
 * else (another origin, a protocol-relative or malformed value, a control character) gives "/".
 */
export function takeReturnPath(): string {
  const saved = storage.getJson<Partial<ReturnPath>>('currentPath');
  storage.remove('currentPath');
  if (!saved || saved.origin !== window.location.origin) return '/';
  const path = typeof saved.path === 'string' ? saved.path : '';
  const query = typeof saved.query === 'string' ? saved.query : '';
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/';
  if (query && !query.startsWith('?')) return '/';
  if (hasControlChars(path) || hasControlChars(query)) return '/';
  return `${path}${query}`;
}
