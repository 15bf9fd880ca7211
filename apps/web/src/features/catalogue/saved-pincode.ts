/** Kept where the catalogue has always imported it; the pincode is shared by cart and product pages. */
export * from '@/lib/saved-pincode';
