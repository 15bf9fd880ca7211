/** A store's look, currency, languages, logos and host names. */
export { storeRoutes } from './store.routes';
export { createDomainResolver, type DomainResolver } from './store-domains';
