/** The signed-in customer's server cart. */
export { cartRoutes } from './cart.routes';
export { cartLinesOf, removeOrderedLines, restoreCartLines } from './cart.queries';
