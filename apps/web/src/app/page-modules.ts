import type { PageKind } from './route-table';

/**
 * The module of each kind of page, as the Vite manifest names it: the one app-routes.tsx loads
 * lazily for it. The build maps every route to its page's chunk with this (vite.config.ts writes
 * .vite/routes.json), which the per-route bundle budget (scripts/bundle-size.mjs) and the server's
 * preloads of index.html read. Only the build imports it; page-modules.test.ts holds it to app-routes.tsx.
 */
export const PAGE_MODULES: Record<PageKind, string> = {
  home: 'src/features/home/home-page.tsx',
  'amazon-payment': 'src/app/pages/amazon-payment-page.tsx',
  'my-profile': 'src/features/account/pages/profile-page.tsx',
  'user-details': 'src/features/account/pages/user-details-page.tsx',
  'customer-address': 'src/features/account/pages/address-page.tsx',
  preferences: 'src/features/account/pages/preferences-page.tsx',
  'login-sessions': 'src/features/account/pages/login-sessions-page.tsx',
  'active-sessions': 'src/features/account/pages/active-sessions-page.tsx',
  signin: 'src/features/auth/signin-page.tsx',
  signup: 'src/features/auth/signup-page.tsx',
  'product-listing': 'src/features/catalogue/pages/product-listing-page.tsx',
  'product-details': 'src/features/product/pages/product-details-page.tsx',
  categories: 'src/features/categories/pages/categories-page.tsx',
  vendor: 'src/features/vendor/pages/vendor-page.tsx',
  policies: 'src/features/policies/pages/policies-page.tsx',
  cart: 'src/features/cart/pages/cart-page.tsx',
  wishlist: 'src/features/wishlist/pages/wishlist-page.tsx',
  checkout: 'src/features/checkout/pages/checkout-page.tsx',
  'payment-return': 'src/features/checkout/pages/payment-return-page.tsx',
  'order-status': 'src/features/checkout/pages/order-status-page.tsx',
  'my-orders': 'src/features/orders/pages/my-orders-page.tsx',
  enquiries: 'src/features/enquiries/pages/enquiries-page.tsx',
  'order-details': 'src/features/orders/pages/order-details-page.tsx',
  'training-overview': 'src/features/orders/pages/training-overview-page.tsx',
  'vendor-console': 'src/features/vendor-console/pages/vendor-console-page.tsx',
  'ask-ai': 'src/features/assistant/pages/ask-ai-page.tsx',
};

/** Every route of the route table with its page's module, for the build's .vite/routes.json. */
export const routeModules = (routes: { path: string; page: PageKind }[]) => routes.map((route) => ({ path: route.path, module: PAGE_MODULES[route.page] }));
