import type { ProductListParams, ProductSort, ProductType } from '@bazaar/contracts';
import { MAX_PRICE, PAGE_LIMIT_DEFAULT, PRODUCT_SORTS, PRODUCT_TYPES } from '@bazaar/contracts/constants';

/** The listing's filters, read from and written to the URL so a listing can be shared and reloaded. */
export type ListingFilters = {
  search?: string;
  categoryId?: number;
  vendorId?: number;
  minPrice?: number;
  maxPrice?: number;
  /** "N★ & above", 1 to 5. */
  minRating?: number;
  productType?: ProductType;
  /** 'Hide out of stock': only products with stock left. */
  inStock?: true;
  sort?: ProductSort;
  page: number;
};

/** URL parameter of each filter; the same names the API uses, plus page. */
const PARAM = {
  search: 'search',
  categoryId: 'category-id',
  vendorId: 'vendor-id',
  minPrice: 'min-price',
  maxPrice: 'max-price',
  minRating: 'min-rating',
  productType: 'product-type',
  inStock: 'in-stock',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof ListingFilters, string>;

const wholeNumber = (value: string | null, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined => {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => allowed.find((option) => option === value);

/**
 * Filters from the query string. A hand-edited or stale value the API would reject is dropped
 * rather than turned into an error page; a reversed price range is swapped.
 */
export function readFilters(params: URLSearchParams): ListingFilters {
  const search = params.get(PARAM.search)?.trim().replace(/\s+/g, ' ').slice(0, 100);
  let minPrice = wholeNumber(params.get(PARAM.minPrice), 0, MAX_PRICE);
  let maxPrice = wholeNumber(params.get(PARAM.maxPrice), 0, MAX_PRICE);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search: search || undefined,
    categoryId: wholeNumber(params.get(PARAM.categoryId), 1),
    vendorId: wholeNumber(params.get(PARAM.vendorId), 1),
    minPrice,
    maxPrice,
    minRating: wholeNumber(params.get(PARAM.minRating), 1, 5),
    productType: oneOf(params.get(PARAM.productType), PRODUCT_TYPES),
    inStock: params.get(PARAM.inStock) === 'true' ? true : undefined,
    sort: oneOf(params.get(PARAM.sort), PRODUCT_SORTS),
    page: wholeNumber(params.get(PARAM.page), 1) ?? 1,
  };
}

/** The query string for some filters; page 1 and empty filters are left out to keep links short. */
export function writeFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAM) as (keyof ListingFilters)[]) {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(PARAM[key], String(value));
  }
  return params;
}

/** Any change of filter or sort starts again at page 1; only paging itself keeps the page. */
export function changeFilters(current: ListingFilters, change: Partial<Omit<ListingFilters, 'page'>>): ListingFilters {
  return { ...current, ...change, page: 1 };
}

export const hasActiveFilters = (f: ListingFilters) =>
  [f.search, f.categoryId, f.vendorId, f.minPrice, f.maxPrice, f.minRating, f.productType, f.inStock].some((v) => v !== undefined);

/** The products request of a listing page: its filters, ten a page, deliverable to `pincode` when one is chosen. */
export const listingParams = (f: ListingFilters, pincode: string | undefined): ProductListParams => ({
  'page-number': f.page,
  'page-limit': PAGE_LIMIT_DEFAULT,
  search: f.search,
  'category-id': f.categoryId,
  'vendor-id': f.vendorId,
  'min-price': f.minPrice,
  'max-price': f.maxPrice,
  'min-rating': f.minRating,
  'product-type': f.productType,
  'in-stock': f.inStock,
  sort: f.sort,
  pincode,
});
