import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './page-modules';

const WEB = join(import.meta.dirname, '../..');
const source = readFileSync(join(import.meta.dirname, 'app-routes.tsx'), 'utf8');

/** `const XPage = lazyWithReload(() => import('…'))` in app-routes.tsx, as manifest names (src/…tsx). */
const lazyModules = new Map(
  [...source.matchAll(/const (\w+) = lazyWithReload\(\(\) => import\('([^']+)'\)\)/g)].map(([, name, specifier]) => [
    name!,
    `${specifier!.replace(/^@\//, 'src/').replace(/^\.\//, 'src/app/')}.tsx`,
  ]),
);
/** `case 'kind': return <XPage` in app-routes.tsx. */
const pageOfKind = new Map([...source.matchAll(/case '([\w-]+)':\s*return <(\w+)/g)].map(([, kind, name]) => [kind!, name!]));

describe('PAGE_MODULES', () => {
  it('names, for every kind of page, the module app-routes.tsx loads for it', () => {
    expect(pageOfKind.size).toBe(Object.keys(PAGE_MODULES).length);
    for (const [kind, module] of Object.entries(PAGE_MODULES)) {
      expect(lazyModules.get(pageOfKind.get(kind) ?? ''), kind).toBe(module);
      expect(existsSync(join(WEB, module)), module).toBe(true);
    }
  });
});
