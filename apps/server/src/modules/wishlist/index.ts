/** The signed-in customer's wish list. */
export { wishlistRoutes } from './wishlist.routes';
