import { ALL_PRODUCTS_PINCODE } from '@bazaar/contracts/constants';
import { storage } from '@/lib/storage';

/** Spec §3 saved pincode, kept under user_pincode as JSON; 'allProducts' means no filter. */
export type SavedPincode = { pincode: string; addressId: number | null };

const PINCODE = /^\d{6}$/;

/** The saved pincode, or null when none is saved or the saved JSON is broken or malformed. */
export function readSavedPincode(): SavedPincode | null {
  const saved = storage.getJson<unknown>('user_pincode');
  if (typeof saved !== 'object' || saved === null) return null;
  const { pincode, addressId } = saved as Record<string, unknown>;
  if (typeof pincode !== 'string' || !(pincode === ALL_PRODUCTS_PINCODE || PINCODE.test(pincode))) return null;
  return { pincode, addressId: typeof addressId === 'number' && Number.isInteger(addressId) ? addressId : null };
}

export function savePincode(value: SavedPincode): void {
  storage.setJson('user_pincode', value);
}

/** The pincode to send to the API: none for 'allProducts' or nothing saved. */
export const pincodeFilter = (saved: SavedPincode | null): string | undefined => (saved && saved.pincode !== ALL_PRODUCTS_PINCODE ? saved.pincode : undefined);

export const isValidPincode = (value: string) => PINCODE.test(value);
