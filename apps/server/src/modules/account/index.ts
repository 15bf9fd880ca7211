/** The signed-in customer's own account: profile and photo, contact changes, address book and preferences. */
export { accountRoutes } from './account.routes';
export { findOwnAddress, toAddress, type AddressRow } from './address.queries';
