import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules that keep server modules apart fail on the imports they exist to stop. */

const root = fileURLToPath(new URL('../../..', import.meta.url));
// The probes are not files on disk, so type-aware rules (which need a program) are off here.
const eslint = new ESLint({ cwd: root, overrideConfig: [{ files: ['**/*.ts'], ...tseslint.configs.disableTypeChecked }] });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('server module boundaries', () => {
  it("refuse a module importing another module's internal file", async () => {
    const found = await problems(
      'apps/server/src/modules/cart/boundary-probe.ts',
      "import { findVisibleProducts } from '../catalogue/product-lookup';\nexport const probe = findVisibleProducts;\n",
    );
    expect(found.join('\n')).toMatch(/import-x\/no-restricted-paths: .*Import another module through its index\.ts/);
  });

  it("accept the same import through the module's index.ts", async () => {
    const found = await problems(
      'apps/server/src/modules/cart/boundary-probe.ts',
      "import { findVisibleProducts } from '../catalogue';\nexport const probe = findVisibleProducts;\n",
    );
    expect(found).toEqual([]);
  });

  it("refuse code outside the modules importing a module's internals", async () => {
    const found = await problems(
      'apps/server/src/plugins/boundary-probe.ts',
      "import { hashSecretValue } from '../modules/identity/tokens';\nexport const probe = hashSecretValue;\n",
    );
    expect(found.join('\n')).toMatch(/no-restricted-paths/);
  });

  it("refuse a module reading the catalogue's tables", async () => {
    const found = await problems(
      'apps/server/src/modules/wishlist/boundary-probe.ts',
      "import { products } from '../../db/schema';\nexport const probe = products;\n",
    );
    expect(found.join('\n')).toMatch(/no-restricted-imports: .*The catalogue owns its tables/);
  });

  it('refuse an import cycle, such as a route module importing the app that registers it', async () => {
    const found = await problems('apps/server/src/modules/cart/cart.routes.ts', "import { buildApp } from '../../app';\nexport const probe = buildApp;\n");
    expect(found.join('\n')).toMatch(/import-x\/no-cycle/);
  });
});
