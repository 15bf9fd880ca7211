/**
 * A full page load, for the moments the spec asks for one (sign-out, an expired session): every
 * in-memory cache, query and timer of the old session is dropped with it. Its own module so
 * tests can replace it; jsdom cannot navigate.
 */
export function hardNavigate(path: string): void {
  window.location.assign(path);
}
