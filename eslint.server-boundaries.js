// Module boundaries of the server (apps/server/src/modules/*): a module's public surface is its
// index.ts; other modules, and the code around them, import only that. Tests may reach inside.
import { readdirSync } from 'node:fs';

const MODULES_DIR = 'apps/server/src/modules';
const modules = readdirSync(new URL(`./${MODULES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const indexes = (except) => modules.filter((m) => m !== except).map((m) => `./${m}/index.ts`);

const message = 'Import another module through its index.ts (its public surface), not its internal files.';

export const moduleZones = [
  ...modules.map((name) => ({ target: `./${MODULES_DIR}/${name}`, from: `./${MODULES_DIR}`, except: [`./${name}`, ...indexes(name)], message })),
  {
    target: ['./apps/server/src/*.ts', './apps/server/src/plugins', './apps/server/src/lib', './apps/server/src/db', './bench'],
    from: `./${MODULES_DIR}`,
    except: indexes(),
    message,
  },
];

/** Tables a module may not read: they belong to the catalogue, which offers product lines instead. */
export const catalogueTables = ['products', 'vendors', 'categories', 'bundleItems', 'vendorPincodes', 'productReviews'];
