/**
 * The shape of a logo (the store's, a vendor's): a wordmark of 240 × 56, as the demo stores' and
 * vendors' are. Given as an image's width and height it holds the logo's place before the file
 * arrives, so the text beside it does not move when it does; a logo of another shape is drawn in
 * its own proportions once loaded (its height is fixed by its class, only its width changes).
 */
export const WORDMARK_SIZE = { width: 240, height: 56 } as const;
