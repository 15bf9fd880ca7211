import type { ProductListParams } from './get-products';

/** Query keys of the public catalogue; every list is under 'catalogue' so one prefix refreshes them all. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: (params: ProductListParams) => ['catalogue', 'products', params] as const,
  categories: ['catalogue', 'categories'] as const,
  vendors: ['catalogue', 'vendors'] as const,
  suggestions: (search: string) => ['catalogue', 'suggestions', search] as const,
};
