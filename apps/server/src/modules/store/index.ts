/** A store's look, currency, languages, logos and host names. */
export { storeRoutes } from './store.routes';
export { createStoreResolver, type StoreRef, type StoreResolver } from './store-domains';
export { storeCurrency } from './store-currency';
export { storeLogoPath } from './store-logo';
