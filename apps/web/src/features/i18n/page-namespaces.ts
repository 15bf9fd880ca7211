import i18n from 'i18next';
import type { Namespace } from '@bazaar/contracts/i18n';

/**
 * Every namespace the components of a page read beyond the ones loaded at start (common, header,
 * footer). Each missing namespace suspends the page once when the first component that reads it
 * mounts, so without this list the product page fetched product_details, then product_listing and
 * cart, then wishlist, one after another behind its data (about 170 ms each on a phone network),
 * and every suspension swapped the page for a spinner and back.
 */
export const PAGE_NAMESPACES = {
  home: ['home', 'product_listing'],
  'product-listing': ['product_listing'],
  vendor: ['vendor_centric_flow', 'product_listing', 'product_details'],
  'product-details': ['product_details', 'product_listing', 'cart', 'wishlist', 'enquiry_form'],
  cart: ['cart', 'product_listing', 'product_details'],
  'my-orders': ['order'],
  enquiries: ['order', 'chat', 'offer'],
  'order-details': ['order', 'training_overview', 'enquiry_form', 'chat'],
  'training-overview': ['training_overview', 'order'],
  'vendor-console': ['vendor', 'offer', 'chat'],
  'ask-ai': ['assistant'],
} as const satisfies Record<string, readonly Namespace[]>;

export type PageWithNamespaces = keyof typeof PAGE_NAMESPACES;

const isListed = (page: string): page is PageWithNamespaces => Object.hasOwn(PAGE_NAMESPACES, page);

/**
 * Starts loading a page's namespaces, all at once and without waiting. Safe to call on every
 * render and before the page's code has loaded (a route preload): i18next asks for each file
 * once. A page not listed here loads its namespaces as its components mount.
 */
export function preloadPageNamespaces(page: string): void {
  if (!isListed(page)) return;
  const missing = PAGE_NAMESPACES[page].filter((ns) => !i18n.hasLoadedNamespace(ns));
  if (missing.length > 0) void i18n.loadNamespaces(missing);
}
