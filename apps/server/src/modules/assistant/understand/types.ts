import type { ProductType } from '@bazaar/contracts';

/**
 * What the default assistant model understood of one customer message: an intent and its slots.
 * Pure data, made by understand() without the database; the tools then look things up.
 */

/** The six languages of a store; en_US and en_IN read and write as English. */
export type AssistantLanguage = 'en' | 'en_US' | 'en_IN' | 'hi' | 'ar' | 'fr';

/** A product the customer named: by words ("the brass kadai"), or by its place among the cards last shown ("the second one" → 2, "the last" → -1, "it" → 1). */
export type ProductRef = { name: string } | { ordinal: number };

export type ProductQuery = {
  /** Words left to search for once prices, pincode, rating and filler words are taken out ("cotton shirts"). */
  text?: string;
  /** A category the message named: one of the `categories` given to understand(), as given. */
  category?: string;
  /** A vendor the message named: one of the `vendors` given, as given. */
  vendor?: string;
  /** In the store's main unit (rupees, rand, euros). */
  minPrice?: number;
  maxPrice?: number;
  /** A postal code matching the store's pattern. */
  pincode?: string;
  /** "4 stars and above" → 4 (1–5). */
  minRating?: number;
  productType?: ProductType;
};

export type Intent =
  | { kind: 'greeting' }
  | { kind: 'help' }
  | { kind: 'find_products'; query: ProductQuery }
  | { kind: 'compare'; refs: ProductRef[] }
  | { kind: 'product_info'; ref: ProductRef; topic: 'policies' | 'faq' }
  | { kind: 'free_slots'; ref: ProductRef; date?: string }
  | { kind: 'order_status'; orderId?: number }
  | { kind: 'enquiry_status'; enquiryId?: number }
  | { kind: 'start_return'; orderId?: number; ref?: ProductRef }
  | { kind: 'add_to_cart'; ref: ProductRef; quantity: number }
  | { kind: 'confirm' }
  | { kind: 'decline' }
  | { kind: 'unknown' };

/** What understand() knows besides the message. */
export type UnderstandContext = {
  language: AssistantLanguage;
  /** The store's date today, YYYY-MM-DD, for "today", "tomorrow", "on Friday", "25 Nov". */
  today: string;
  /** The store's postal-code pattern (a regular expression's source, such as ^\d{6}$). */
  postalPattern: string;
  /** Category names the customer may say, in the store's own language and in the customer's. */
  categories: string[];
  /** Vendor names the customer may say. */
  vendors: string[];
};
