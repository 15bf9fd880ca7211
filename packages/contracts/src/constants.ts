/**
 * Numbers and lists that the server's rules and the web's forms and pages share, with no zod:
 * the web imports them from '@bazaar/contracts/constants', which keeps the schemas out of its
 * first page's bundle. The schema files import them from here, so each value is written once.
 * This file, api-paths.ts, checkout-rules.ts and start-up.ts import nothing else (contracts-entry.test.ts checks).
 */
export * from './api-paths';
export * from './checkout-rules';
export * from './start-up';

/* ---- text ---- */
// NUL above all: PostgreSQL refuses it in text. Tab and line breaks are allowed only where a text
// may span lines; browsers drop them from URLs, which makes '/\t/x' '//x'.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when a text holds a control character (line breaks allowed with `multiline`). */
export const hasControlChars = (value: string, options: { multiline?: boolean } = {}) =>
  (options.multiline ? CONTROL_CHARS_BUT_LINES : CONTROL_CHARS).test(value);

/* ---- identity ---- */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 30;
export const OTP_MAX_ATTEMPTS = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Added to a bare 10-digit phone number (spec §9). */
export const DEFAULT_PHONE_EXTENSION = '+91';

/* ---- lists ---- */
/** Spec §9: items per page when a list call names no page-limit. */
export const PAGE_LIMIT_DEFAULT = 10;
export const PAGE_LIMIT_MAX = 100;

/* ---- catalogue ---- */
export const PRODUCT_TYPES = ['Physical', 'Service', 'Digital', 'Subscription', 'Bundled', 'Packaged Service', 'API Product'] as const;
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
/** Spec §9: the price filter tops out at 500000 (main unit). */
export const MAX_PRICE = 500_000;
/**
 * Product list totals are counted up to this many: a total equal to it means "this many or
 * more" (show "10,000+"). Counting every match of a large store cost more than the page itself;
 * 10,000 is 1,000 pages of 10, more than anyone pages through.
 */
export const PRODUCT_TOTAL_MAX = 10_000;
/**
 * A search ranks at most this many matching products (its total says "this many or more"): ranking
 * every match of a common word in a large store cost more than the rest of the request. The
 * shopper narrows a search with more words or filters rather than paging past it.
 */
export const SEARCH_RESULTS_MAX = 500;
/** The saved-pincode value meaning "no pincode filter" (spec §3). */
export const ALL_PRODUCTS_PINCODE = 'allProducts';

/* ---- orders ---- */
/** A cancellation's or return's reason, and a vendor's note on a move, in characters. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;
/** Spec: a vendor's feedback closing or rejecting an enquiry, 1–1000 characters once trimmed. */
export const FEEDBACK_MAX = 1000;
/** The vendor console's page of order items when the call names no page-limit. */
export const VENDOR_ITEMS_PAGE_LIMIT_DEFAULT = 20;

/* ---- uploads (issue #12) ---- */
/** The largest file the upload call takes, in bytes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Photo extensions the upload call takes: those of spec §3's upload list that the server can read
 * and re-encode. BMP, ICO, HEIC/HEIF (no decoder in the server's image library) and SVG (it may
 * carry script) are refused.
 */
export const UPLOAD_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'jfif', 'webp', 'gif', 'avif', 'tif', 'tiff'] as const;

/* ---- offers on enquiries (issue #13) ---- */
/** An offer's statuses as the API gives them; expired is read from valid_until, never stored. */
export const OFFER_STATUSES = ['open', 'accepted', 'ordered', 'withdrawn', 'expired'] as const;
/** How far ahead an offer may be valid, in days from when it is made. */
export const OFFER_VALID_DAYS_MAX = 30;
/** The most one offer may be for: the cart's per-line ceiling (cart.ts CART_QUANTITY_MAX), here for the zod-free web form. */
export const OFFER_QUANTITY_MAX = 999;

/* ---- the shopping assistant (issue #15) ---- */
export const ASK_AI_MESSAGE_MAX = 500;
/** A customer keeps at most this many conversations; starting one more drops the oldest. */
export const ASK_AI_CONVERSATIONS_MAX = 20;
/** Messages kept per conversation (both sides); older ones leave as new ones come. */
export const ASK_AI_MESSAGES_MAX = 60;
/** Product cards one answer shows at most. */
export const ASK_AI_CARDS_MAX = 6;
