/** The signed-in customer's server cart. */
export { cartRoutes } from './cart.routes';
export { cartLinesOf, removeOrderedLines } from './cart.queries';
