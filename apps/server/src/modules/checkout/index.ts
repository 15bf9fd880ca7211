/** Checkouts: made from the cart or a buy-now item, priced from the catalogue, placed once as an order. */
export { checkoutRoutes } from './checkout.routes';
export type { StartOnlinePayment } from './place-order';
