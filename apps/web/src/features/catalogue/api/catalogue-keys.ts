import type { ProductListParams } from '@bazaar/contracts';

/**
 * Query keys of the public catalogue; every list is under 'catalogue' so one prefix refreshes them all
 * (categories and vendors, shared with other pages, keep theirs in lib/catalogue).
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: (params: ProductListParams) => ['catalogue', 'products', params] as const,
  suggestions: (search: string) => ['catalogue', 'suggestions', search] as const,
};
