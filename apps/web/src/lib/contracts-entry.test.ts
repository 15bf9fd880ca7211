import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const contracts = join(import.meta.dirname, '../../../../packages/contracts/src');

/**
 * The web imports values from '@bazaar/contracts' only through its zod-free entries; everything
 * else from the package is `import type`, erased at build. If one of these entries imported a
 * schema file, zod would land in the first page's bundle.
 */
describe('zod-free contract entries', () => {
  it.each(['constants.ts', 'api-paths.ts', 'i18n.ts', 'store-defaults.ts'])('%s imports no other module of the package but these', (file) => {
    const source = readFileSync(join(contracts, file), 'utf8');
    const imports = [...source.matchAll(/^(?:import|export)\s(?!type\b)[^;]*?\bfrom\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    expect(imports.filter((from) => from !== './api-paths')).toEqual([]);
  });
});
