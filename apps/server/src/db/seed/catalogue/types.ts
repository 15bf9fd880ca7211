import type { ProductPolicies } from '../../schema';
import type { Family } from './images';
import type { StarCounts } from './rating-counts';

export type ProductType = 'Physical' | 'Service' | 'Digital' | 'Subscription' | 'Bundled' | 'Packaged Service' | 'API Product';
export type OrderFlow = 'checkout_based' | 'request_based' | 'enquiry_based';

export type VendorSeed = {
  slug: string;
  name: string;
  description: string;
  city: string;
  rating: number;
  ratingCount: number;
  deliversEverywhere: boolean;
  pincodes: string[];
  policies: ProductPolicies;
  /** `word` is the short name drawn on the 240-px logo. */
  logo: { mark: string; word: string; tagline: string; accent: string };
};

export type CategorySeed = {
  slug: string;
  name: string;
  description: string;
  parent: string | null;
  family: Family;
  variant: number;
};

/** A product before insert: vendor and category by slug, bundle parts by product slug. */
export type ProductSeed = {
  slug: string;
  name: string;
  description: string;
  vendor: string;
  category: string;
  productType: ProductType;
  orderFlow: OrderFlow;
  priceMinor: number;
  sellingPriceMinor: number;
  discountDetails: string;
  images: string[];
  stock: number;
  maxPerOrder: number;
  priceVisibility: boolean;
  slotRequired: boolean;
  estimatedDeliveryDays: number;
  rating: number;
  ratingCount: number;
  /** Of the ratingCount ratings, how many gave 1..5 stars; their mean is rating. */
  ratingCounts: StarCounts;
  popularity: number;
  isDeal: boolean;
  attributes: { name: string; value: string }[];
  policies: ProductPolicies;
  faq: { question: string; answer: string }[];
  /** Minutes before the seed time; spreads created_at over the last 90 days. */
  ageMinutes: number;
  bundle: { product: string; quantity: number }[];
  /**
   * What the name and description were composed from (aisle data, in the store's default
   * language), so translations/translate.ts composes them the same way in other languages:
   * the item's name and text (with its `{v}`), the variant value, the drawn closer, and whether
   * the name puts the value after the item. Bundles carry their own name and text.
   */
  source?: { item: string; value: string; text: string; closer: string; suffix: boolean };
};

export type ReviewSeed = { product: string; authorName: string; rating: number; text: string; ageMinutes: number };

export type CatalogueSeed = {
  storeId: number;
  vendors: VendorSeed[];
  categories: CategorySeed[];
  products: ProductSeed[];
  reviews: ReviewSeed[];
  /**
   * Slugs of the rows the store gained after its first seed: inserted after every store's first
   * rows, and into a data folder seeded before them (seed-added.ts), so the ids handed out first
   * stay put.
   */
  added?: { vendors: string[]; categories: string[]; products: string[] };
};

export const policy = (p: Partial<ProductPolicies> & Pick<ProductPolicies, 'return_allowed' | 'cancellation_allowed'>): ProductPolicies => ({
  return_days: p.return_allowed ? 7 : 0,
  replacement_allowed: p.return_allowed,
  replacement_days: p.return_allowed ? 7 : 0,
  cancellation_charge: 0,
  refund_cancellation_allowed: p.cancellation_allowed,
  refund_cancellation_days: p.cancellation_allowed ? 5 : 0,
  ...p,
});

/** Spec §4 policy labels, in the order the product page lists them. */
export const POLICY_LABELS: Record<keyof ProductPolicies, string> = {
  return_allowed: 'Return Allowed',
  return_days: 'Return Days',
  replacement_allowed: 'Replacement Allowed',
  replacement_days: 'Replacement Days',
  cancellation_allowed: 'Cancellation Allowed',
  cancellation_charge: 'Cancellation Charge',
  refund_cancellation_allowed: 'Refund Cancellation Allowed',
  refund_cancellation_days: 'Refund Cancellation Days',
};
