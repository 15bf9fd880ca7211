import { ALL_PRODUCTS_PINCODE, StorePostalCodeSchema, type PostalCodeRules } from '@bazaar/contracts';
import type { stores } from '../db/schema';
import { badRequest } from './api-error';

type StorePostalColumns = Pick<typeof stores.$inferSelect, 'postalCodePattern' | 'postalCodeLength' | 'postalCodeLabel'>;

/** The store's postal-code rules as its configuration serves them (store_postal_code_settings). */
export const postalCodeRules = (store: StorePostalColumns): PostalCodeRules => ({
  pattern: store.postalCodePattern,
  length: store.postalCodeLength,
  label: store.postalCodeLabel,
});

/**
 * A pincode checked against the store's own rules (the contracts check only the shape all codes
 * share): a 400 saying which code the store takes otherwise, "pincode must be a 4-digit postal code".
 */
export function storePostalCode(store: StorePostalColumns, value: string, field = 'pincode'): string {
  const parsed = StorePostalCodeSchema(postalCodeRules(store), field).safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? `${field} is not a postal code of this store`);
  return parsed.data;
}

/** A listing's pincode filter: 'allProducts' (no filter) passes, anything else must be the store's. */
export const storePincodeFilter = (store: StorePostalColumns, value: string | undefined): string | undefined =>
  value === undefined || value === ALL_PRODUCTS_PINCODE ? value : storePostalCode(store, value);
