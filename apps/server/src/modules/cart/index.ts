/** The signed-in customer's server cart. */
export { cartRoutes } from './cart.routes';
export { putOfferLine, type OfferLine } from './cart.service';
export { cartLinesOf, removeOrderedLines, restoreCartLines } from './cart.queries';
export { addToCart } from './cart.service';
