import { describe, expect, it } from 'vitest';
import { BARE_PATHS, isBarePath, isConsolePath, routeTable, type RouteAccess } from './route-table';

/** Spec §2, row by row. */
const SPEC_ROUTES: [string, RouteAccess][] = [
  ['/', 'all'],
  ['/productListing', 'all'],
  ['/vendor', 'all'],
  ['/signup', 'signed-out'],
  ['/signin', 'signed-out'],
  ['/cart', 'all'],
  ['/WishList', 'signed-in'],
  ['/listCategories', 'all'],
  ['/checkout/:checkoutId', 'signed-in'],
  ['/customerAddress', 'signed-in'],
  ['/userprofile/order', 'signed-in'],
  ['/userprofile/myOrder', 'signed-in'],
  ['/enquiries', 'signed-in'],
  ['/ProductDetails', 'all'],
  ['/preferences', 'signed-in'],
  ['/policies/*', 'all'],
  ['/cashfree', 'signed-in'],
  ['/payment', 'signed-in'],
  ['/myProfile', 'signed-in'],
  ['/userDetails', 'signed-in'],
  ['/loginSessions', 'signed-in'],
  ['/activeSessions', 'signed-in'],
  ['/trainingOverview/:orderItemId/:orderId', 'signed-in'],
  ['/order-status', 'signed-in'],
  ['/amazonPayment', 'signed-in'],
];

/** Routes the app adds beyond the spec's table. */
const OWN_ROUTES: [string, RouteAccess][] = [
  ['/userprofile/order/:orderId', 'signed-in'],
  ['/vendor-console', 'all'],
];

const accessByPath = (askAi: boolean) => Object.fromEntries(routeTable({ askAi }).map((r) => [r.path, r.access]));

describe('routeTable', () => {
  it.each(SPEC_ROUTES)('has %s with access "%s"', (path, access) => {
    expect(accessByPath(false)[path]).toBe(access);
  });

  it.each(OWN_ROUTES)('has our own %s with access "%s"', (path, access) => {
    expect(accessByPath(false)[path]).toBe(access);
  });

  it('has exactly the spec routes and our own, each once', () => {
    const paths = routeTable({ askAi: false }).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, ...OWN_ROUTES].map(([p]) => p).sort());
  });

  it("shows the order list on both of the spec's order routes", () => {
    const byPath = Object.fromEntries(routeTable({ askAi: false }).map((r) => [r.path, r]));
    expect(byPath['/userprofile/order']!.page).toBe('my-orders');
    expect(byPath['/userprofile/myOrder']!.page).toBe('my-orders');
    expect(byPath['/userprofile/order/:orderId']!.page).toBe('order-details');
  });

  it('registers /ask-ai only when the store turned ask_ai on, for signed-in customers', () => {
    expect(accessByPath(false)).not.toHaveProperty('/ask-ai');
    expect(accessByPath(true)['/ask-ai']).toBe('signed-in');
    expect(routeTable({ askAi: true })).toHaveLength(SPEC_ROUTES.length + OWN_ROUTES.length + 1);
  });

  it('renders home on / and the payment form on /amazonPayment', () => {
    const byPath = Object.fromEntries(routeTable({ askAi: false }).map((r) => [r.path, r]));
    expect(byPath['/']!.page).toBe('home');
    expect(byPath['/amazonPayment']!.page).toBe('amazon-payment');
  });

  it("serves the assistant's own page on /ask-ai", () => {
    expect(routeTable({ askAi: true }).find((r) => r.path === '/ask-ai')?.page).toBe('ask-ai');
  });
});

describe('isConsolePath', () => {
  it.each(['/vendor-console', '/Vendor-Console/'])('is the console on %s', (path) => {
    expect(isConsolePath(path)).toBe(true);
  });
  it.each(['/', '/vendor-console/x', '/vendor'])('is not on %s', (path) => {
    expect(isConsolePath(path)).toBe(false);
  });
});

describe('isBarePath', () => {
  it.each(['/signup', '/signin', '/amazonPayment'])('hides header and footer on %s', (path) => {
    expect(isBarePath(path)).toBe(true);
  });

  // The router matches paths case-insensitively and with a trailing slash: the same page must stay bare.
  it.each(['/SignIn', '/signup/', '/amazonpayment'])('hides them on %s, which the router treats as the same page', (path) => {
    expect(isBarePath(path)).toBe(true);
  });

  it.each(['/', '/cart', '/WishList', '/ask-ai', '/signin/extra', '/signupx'])('keeps them on %s', (path) => {
    expect(isBarePath(path)).toBe(false);
  });

  it('lists only the three bare paths', () => {
    expect([...BARE_PATHS].sort()).toEqual(['/amazonPayment', '/signin', '/signup']);
  });
});
