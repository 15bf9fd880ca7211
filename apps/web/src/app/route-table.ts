import { matchPath } from 'react-router';

export type RouteAccess = 'all' | 'signed-in' | 'signed-out';
export type PageKind =
  | 'home'
  | 'amazon-payment'
  | 'my-profile'
  | 'user-details'
  | 'customer-address'
  | 'preferences'
  | 'login-sessions'
  | 'active-sessions'
  | 'signin'
  | 'signup'
  | 'product-listing'
  | 'product-details'
  | 'categories'
  | 'vendor'
  | 'policies'
  | 'cart'
  | 'wishlist'
  | 'checkout'
  | 'payment-return'
  | 'order-status'
  | 'my-orders'
  | 'enquiries'
  | 'order-details'
  | 'training-overview'
  | 'vendor-console'
  | 'ask-ai';

export type RouteDef = {
  path: string;
  access: RouteAccess;
  page: PageKind;
};

/** Spec §2, the whole route table with each route's access rule. */
export function routeTable(options: { askAi: boolean }): RouteDef[] {
  const routes: RouteDef[] = [
    { path: '/', access: 'all', page: 'home' },
    { path: '/productListing', access: 'all', page: 'product-listing' },
    { path: '/vendor', access: 'all', page: 'vendor' },
    { path: '/signup', access: 'signed-out', page: 'signup' },
    { path: '/signin', access: 'signed-out', page: 'signin' },
    { path: '/cart', access: 'all', page: 'cart' },
    { path: '/WishList', access: 'signed-in', page: 'wishlist' },
    { path: '/listCategories', access: 'all', page: 'categories' },
    { path: '/checkout/:checkoutId', access: 'signed-in', page: 'checkout' },
    { path: '/customerAddress', access: 'signed-in', page: 'customer-address' },
    // Spec §2 names the orders twice; both show the list, and an order's own page hangs under the first.
    { path: '/userprofile/order', access: 'signed-in', page: 'my-orders' },
    { path: '/userprofile/myOrder', access: 'signed-in', page: 'my-orders' },
    { path: '/userprofile/order/:orderId', access: 'signed-in', page: 'order-details' },
    { path: '/enquiries', access: 'signed-in', page: 'enquiries' },
    { path: '/ProductDetails', access: 'all', page: 'product-details' },
    { path: '/preferences', access: 'signed-in', page: 'preferences' },
    { path: '/policies/*', access: 'all', page: 'policies' },
    { path: '/cashfree', access: 'signed-in', page: 'payment-return' },
    { path: '/payment', access: 'signed-in', page: 'payment-return' },
    { path: '/myProfile', access: 'signed-in', page: 'my-profile' },
    { path: '/userDetails', access: 'signed-in', page: 'user-details' },
    { path: '/loginSessions', access: 'signed-in', page: 'login-sessions' },
    { path: '/activeSessions', access: 'signed-in', page: 'active-sessions' },
    { path: '/trainingOverview/:orderItemId/:orderId', access: 'signed-in', page: 'training-overview' },
    { path: '/order-status', access: 'signed-in', page: 'order-status' },
    { path: '/amazonPayment', access: 'signed-in', page: 'amazon-payment' },
    // Issue #12: the vendor console has its own sign-in (a vendor token), whoever the shopper is.
    { path: '/vendor-console', access: 'all', page: 'vendor-console' },
  ];
  // Spec §2 and §6: the assistant's page exists only in a store that turned it on, for signed-in customers.
  if (options.askAi) routes.push({ path: '/ask-ai', access: 'signed-in', page: 'ask-ai' });
  return routes;
}

/** Spec §2: header and footer are hidden on these paths. */
export const BARE_PATHS = ['/signup', '/signin', '/amazonPayment'];
/** The vendor console is not the shopper's: it has its own header and no footer. */
export const isConsolePath = (pathname: string) => matchPath('/vendor-console', pathname) !== null;
/** Matched the way the router matches them (any case, trailing slash allowed), so /SignIn/ is bare too. */
export const isBarePath = (pathname: string) => BARE_PATHS.some((path) => matchPath(path, pathname) !== null);
