/**
 * The vendor console's people and sign-in (issue #12): vendor users, their one-time-code sign-in
 * and the vendor context every vendor call is scoped by. What vendors do with orders is the orders
 * module's (vendor-items).
 */
export { requireVendor, type VendorContext } from './vendor-context';
export { vendorAuthRoutes } from './vendor-auth.routes';
