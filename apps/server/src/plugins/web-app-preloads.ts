/**
 * Which scripts a page path needs beyond the entry, from the build's Vite manifest and its route
 * map (.vite/routes.json, written by apps/web/vite.config.ts from the web app's route table). The
 * browser then fetches the page's chunk while it runs the entry, instead of after it.
 */
export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;
/** A client route and its page's module, as the manifest names it (apps/web/src/...). */
export type RouteModule = { path: string; module: string };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a path the way React Router does here: any case, an optional trailing slash, `:param` segments and a trailing `/*`. */
export function routePattern(path: string): RegExp {
  const splat = path.endsWith('/*');
  const segments = (splat ? path.slice(0, -2) : path).split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^${segments.join('/')}${splat ? '(?:/.*)?' : ''}/?$`, 'i');
}

/** A chunk and everything it imports statically, in load order. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * For each path, the <link> tags of its page chunk and that chunk's static imports that the
 * entry does not already bring (Vite's index.html preloads those), and their stylesheets.
 * An unknown path gets none: the not-found page is small and its route is a guess.
 */
export function routePreloader(manifest: Manifest, routes: RouteModule[]): (pathname: string) => string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const compiled = routes
    .filter((route) => manifest[route.module])
    .map((route) => {
      const keys = [...closure(manifest, route.module)].filter((key) => !loaded.has(key));
      const scripts = keys.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
      const css = [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].filter((file) => !loadedCss.has(file));
      const styles = css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
      return { pattern: routePattern(route.path), links: [...scripts, ...styles].join('\n    ') };
    });
  return (pathname) => compiled.find((route) => route.pattern.test(pathname))?.links ?? '';
}

/**
 * Whether the web app has a page at a path (issue #14): the route map's patterns, so an unknown
 * path is answered 404 with the same not-found page the router shows, for search engines and
 * monitors. Without a route map (an older build, a test's stand-in) every path is taken as known.
 */
export function knownPaths(routes: RouteModule[] | undefined): (pathname: string) => boolean {
  if (!routes) return () => true;
  const patterns = routes.map((route) => routePattern(route.path));
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}
