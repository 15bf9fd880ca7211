import { ALL_PRODUCTS_PINCODE } from '@bazaar/contracts/constants';
import { isPostalCode, POSTAL_CODE_SHAPE, type PostalCodeRules } from '@bazaar/contracts/postal-code';
import { storage } from '@/lib/storage';

/** Spec §3 saved pincode, kept under user_pincode as JSON; 'allProducts' means no filter. */
export type SavedPincode = { pincode: string; addressId: number | null };

/** The saved pincode, or null when none is saved or the saved JSON is broken or malformed. */
export function readSavedPincode(): SavedPincode | null {
  const saved = storage.getJson<unknown>('user_pincode');
  if (typeof saved !== 'object' || saved === null) return null;
  const { pincode, addressId } = saved as Record<string, unknown>;
  if (typeof pincode !== 'string' || !(pincode === ALL_PRODUCTS_PINCODE || POSTAL_CODE_SHAPE.test(pincode))) return null;
  return { pincode, addressId: typeof addressId === 'number' && Number.isInteger(addressId) ? addressId : null };
}

export function savePincode(value: SavedPincode): void {
  storage.setJson('user_pincode', value);
}

/**
 * The pincode to send to the API: none for 'allProducts' or nothing saved, nor for a code the
 * store's rules refuse (one saved while the same address showed another store).
 */
export const pincodeFilter = (saved: SavedPincode | null, rules?: PostalCodeRules): string | undefined =>
  saved && saved.pincode !== ALL_PRODUCTS_PINCODE && (!rules || isPostalCode(rules, saved.pincode)) ? saved.pincode : undefined;
