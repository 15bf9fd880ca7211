import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const contracts = join(import.meta.dirname, '../../../../packages/contracts/src');

/**
 * The web imports values from '@bazaar/contracts' only through its zod-free entries; everything
 * else from the package is `import type`, erased at build. If one of these entries imported a
 * schema file, zod would land in the first page's bundle.
 */
describe('zod-free contract entries', () => {
  const zodFree = ['constants.ts', 'api-paths.ts', 'checkout-rules.ts', 'start-up.ts', 'i18n.ts', 'store-defaults.ts', 'form-fields.ts', 'postal-code.ts'];
  it.each(zodFree)('%s imports no other module of the package but these', (file) => {
    const source = readFileSync(join(contracts, file), 'utf8');
    const imports = [...source.matchAll(/^(?:import|export)\s(?!type\b)[^;]*?\bfrom\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    expect(imports.filter((from) => !zodFree.includes(`${from?.replace(/^\.\//, '')}.ts`))).toEqual([]);
  });
});

/** Every source file of the web app, tests and test helpers aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Modules allowed to run the contracts' zod schemas: the form kit, loaded only by the lazy pages with long forms and the order item sheet. */
const SCHEMA_USERS = [
  'features/account/components/address-form.tsx',
  'features/account/components/contact-code-step.tsx',
  'features/account/components/password-code-flow.tsx',
  'features/account/components/profile-form.tsx',
  'features/orders/components/cancel-form.tsx',
  'features/orders/components/reason-field.tsx',
  'features/orders/components/return-form.tsx',
  'features/orders/components/review-form.tsx',
];

describe('values from the main contracts entry', () => {
  it('are imported only by the lazy form modules; everything else imports types or the zod-free entries', () => {
    const src = join(import.meta.dirname, '..');
    const users = sourceFiles(src).filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)\{([^}]*)\}\s+from\s+'@bazaar\/contracts'/gm)].some((m) =>
        m[1]!.split(',').some((name) => name.trim() !== '' && !name.trim().startsWith('type ')),
      ),
    );
    expect(users.map((file) => relative(src, file)).sort()).toEqual(SCHEMA_USERS);
  });
});
