import type { ProductSort, ProductType } from '@bazaar/contracts';

/*
 * Copies of the catalogue contract's constants. Importing the values from '@bazaar/contracts'
 * would pull zod into the page chunk; the types keep these in step with the contract.
 */
export const PRODUCT_TYPES: readonly ProductType[] = ['Physical', 'Service', 'Digital', 'Subscription', 'Bundled', 'Packaged Service', 'API Product'];
export const PRODUCT_SORTS: readonly ProductSort[] = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating'];
/** Spec §9: the price filter tops out at 500000 (main unit). */
export const MAX_PRICE = 500_000;
/** The server counts a list's total up to this many; a total of exactly this means "this many or more". */
export const PRODUCT_TOTAL_MAX = 10_000;
/** Spec §9: items per page. */
export const PAGE_SIZE = 10;
export { ALL_PRODUCTS_PINCODE } from '@/lib/saved-pincode';
