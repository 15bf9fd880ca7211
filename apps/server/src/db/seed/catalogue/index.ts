export { seedCatalogue, insertProducts, writeCatalogueImages } from './seed-catalogue';
export { seedAddedCatalogue } from './seed-added';
export { generateChowk, generateSouk, generateBulkProducts, CHOWK_STORE_ID, SOUK_STORE_ID } from './generate';
export type { CatalogueSeed, ProductSeed } from './types';
