import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { productsQueryOptions } from '@/features/catalogue/api/get-products';
import { listingParams, readFilters } from '@/features/catalogue/listing-filters';
import { pincodeFilter, readSavedPincode } from '@/features/catalogue/saved-pincode';
import { preloadPageNamespaces } from '@/features/i18n/page-namespaces';
import { productQueryOptions } from '@/features/product/api/get-product';
import { routeTable } from './route-table';

/** The product page's rule for PId (parseProductId): a positive whole number, else no request. */
export function productIdFrom(search: URLSearchParams): number | null {
  const value = search.get('PId');
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

/**
 * Starts what the page being opened waits for together with the store's start-up requests instead
 * of after them: its translations, the listing's products and the product page's product. Pages render only once the
 * store check and the start-up translations are in, so their own files and data went out one
 * round trip later than they could, and the products' pictures (the largest paint) waited for
 * them. The query is the page's own, so the page finds it in the cache or on its way.
 */
export function prefetchRouteData(queryClient: QueryClient, location: { pathname: string; search: string }): void {
  // Whether the store has /ask-ai is not known yet: its copy is asked for in case (a small file the page then finds loaded).
  const route = routeTable({ askAi: true }).find((r) => matchPath(r.path, location.pathname));
  if (route) preloadPageNamespaces(route.page);
  if (route?.page === 'product-listing') {
    const params = listingParams(readFilters(new URLSearchParams(location.search)), pincodeFilter(readSavedPincode()));
    void queryClient.prefetchQuery(productsQueryOptions(params));
  }
  if (route?.page === 'product-details') {
    const id = productIdFrom(new URLSearchParams(location.search));
    if (id !== null) void queryClient.prefetchQuery(productQueryOptions(id));
  }
}
