export const NAV_LINKS = [
  { to: '/listCategories', key: 'categories' },
  { to: '/productListing', key: 'all_products' },
] as const;
