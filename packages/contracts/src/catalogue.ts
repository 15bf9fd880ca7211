import { z } from 'zod';
import { ALL_PRODUCTS_PINCODE, MAX_PRICE, PAGE_LIMIT_DEFAULT, PRODUCT_SORTS, PRODUCT_TOTAL_MAX, PRODUCT_TYPES, SEARCH_RESULTS_MAX } from './constants';
import { envelope } from './envelope';
import { TextSchema } from './fields';
import { POSTAL_CODE_SHAPE } from './postal-code';
import { intParam, LanguageCode, PAGE_LIMIT_MAX } from './params';

/**
 * The public catalogue: product list and page, categories, vendors, deals, recommendations,
 * search suggestions and reviews. Prices travel in the currency's main unit (rupees).
 */

export { ALL_PRODUCTS_PINCODE, MAX_PRICE, PRODUCT_SORTS, PRODUCT_TOTAL_MAX, PRODUCT_TYPES, SEARCH_RESULTS_MAX } from './constants';
export const ProductType = z.enum(PRODUCT_TYPES, { error: `product-type must be one of ${PRODUCT_TYPES.join(', ')}` });
export type ProductType = z.infer<typeof ProductType>;

export const ORDER_FLOWS = ['checkout_based', 'request_based', 'enquiry_based'] as const;
export const OrderFlow = z.enum(ORDER_FLOWS);

export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const SUGGESTIONS_MAX = 8;
export const REVIEW_TEXT_MAX = 1000;

const catalogueQuery = {
  'language-code': LanguageCode.optional(),
  'page-limit': intParam('page-limit', { min: 1, max: PAGE_LIMIT_MAX }).optional(),
  'page-number': intParam('page-number', { min: 1 }).optional(),
};

/**
 * The last page a product list serves by number: its total is counted up to PRODUCT_TOTAL_MAX, so
 * a later page would be a deep OFFSET scan (a cheap way to load the server). Listings go further
 * by keyset: each page's next_cursor, sent back as cursor.
 */
export const lastNumberedPage = (limit: number) => Math.ceil(PRODUCT_TOTAL_MAX / limit);

const withinNumberedPages = (q: { 'page-number'?: number; 'page-limit'?: number }, ctx: z.RefinementCtx) => {
  const limit = q['page-limit'] ?? PAGE_LIMIT_DEFAULT;
  const last = lastNumberedPage(limit);
  if ((q['page-number'] ?? 1) > last) {
    ctx.addIssue({
      code: 'custom',
      path: ['page-number'],
      message: `page-number can be at most ${last} with page-limit ${limit} (lists count up to ${PRODUCT_TOTAL_MAX} products); to read further, send the next_cursor of a page as cursor`,
    });
  }
};

/** A keyset position in a listing: the next_cursor of the page before, opaque to clients. */
export const ListCursor = z
  .string({ error: 'cursor must be the next_cursor of a page' })
  .max(400, 'cursor must be the next_cursor of a page')
  .regex(/^[A-Za-z0-9_-]+$/, 'cursor must be the next_cursor of a page');

const SearchText = (name: string) =>
  TextSchema(name)
    .trim()
    .max(100, `${name} must be at most 100 characters`)
    .transform((v) => v.replace(/\s+/g, ' '));

/** A postal code (the store's rules decide which, once the store is known), or 'allProducts' (or nothing) for no filter. */
export const PincodeParam = TextSchema('pincode')
  .trim()
  .refine((v) => v === ALL_PRODUCTS_PINCODE || POSTAL_CODE_SHAPE.test(v), 'pincode must be a postal code or allProducts');

export const ProductListQuery = z
  .object({
    ...catalogueQuery,
    search: SearchText('search').optional(),
    'category-id': intParam('category-id', { min: 1 }).optional(),
    'vendor-id': intParam('vendor-id', { min: 1 }).optional(),
    'min-price': intParam('min-price', { min: 0, max: MAX_PRICE }).optional(),
    'max-price': intParam('max-price', { min: 0, max: MAX_PRICE }).optional(),
    /** "4★ & above": products rated at least this many stars. */
    'min-rating': intParam('min-rating', { min: 1, max: 5 }).optional(),
    pincode: PincodeParam.optional(),
    'product-type': ProductType.optional(),
    /** 'true': only products with stock left ('Hide out of stock'); 'false' or absent: all. */
    'in-stock': z
      .enum(['true', 'false'], { error: 'in-stock must be true or false' })
      .transform((v) => v === 'true')
      .optional(),
    sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
    cursor: ListCursor.optional(),
  })
  .refine((q) => q['min-price'] === undefined || q['max-price'] === undefined || q['min-price'] <= q['max-price'], {
    message: 'min-price must not be more than max-price',
    path: ['min-price'],
  })
  .refine((q) => q.cursor === undefined || q['page-number'] === undefined, {
    message: 'Send page-number or cursor, not both: a cursor already says where the page starts',
    path: ['cursor'],
  })
  .refine((q) => q.cursor === undefined || q.search === undefined, {
    message: `A search has at most ${SEARCH_RESULTS_MAX} results and is paged by page-number; cursor is for listings without search`,
    path: ['cursor'],
  })
  .superRefine(withinNumberedPages);
export type ProductListQuery = z.output<typeof ProductListQuery>;

/** language-code alone, for calls about one thing (a product, a vendor). */
export const LanguageOnlyQuery = z.object({ 'language-code': catalogueQuery['language-code'] });

export const PageOnlyQuery = z.object(catalogueQuery).superRefine(withinNumberedPages);

export const RecommendationsQuery = z
  .object({
    ...catalogueQuery,
    'product-id': intParam('product-id', { min: 1 }).optional(),
  })
  .superRefine(withinNumberedPages);

export const SuggestionsQuery = z.object({
  'language-code': LanguageCode.optional(),
  search: SearchText('search').pipe(z.string().min(1, 'search must not be empty')),
});

export const CatalogueIdParams = z.object({ id: intParam('id', { min: 1 }) });

/* ---- products ---- */

/**
 * When price_visibility is false the prices are sent as null: the web hides them anyway, and a
 * price the vendor chose to hide should not be readable from the API either.
 */
export const ProductSummary = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  product_price: z.number().nullable(),
  final_price: z.number().nullable(),
  discount_details: z.string(),
  product_image: z.string(),
  rating: z.number(),
  rating_count: z.number().int(),
  product_type_name: ProductType,
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  category_id: z.number().int(),
  price_visibility: z.boolean(),
  order_flow: OrderFlow,
  slot_required: z.boolean(),
  in_stock: z.boolean(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

/**
 * total: the matches, counted up to PRODUCT_TOTAL_MAX (see there); a search's, up to
 * SEARCH_RESULTS_MAX. next_cursor (GET /products without search): send it as cursor for the page
 * after this one; null on the last page.
 */
export const ProductListResponse = envelope(
  z.object({ products: z.array(ProductSummary), total: z.number().int(), next_cursor: z.string().nullable().optional() }),
);

/** Spec §4 policy labels, one field each (Discount Details is the product's discount_details). */
export const Policies = z.object({
  return_allowed: z.boolean(),
  return_days: z.number(),
  replacement_allowed: z.boolean(),
  replacement_days: z.number(),
  cancellation_allowed: z.boolean(),
  /** In the store's main unit, like every amount the API gives (the database keeps minor units). */
  cancellation_charge: z.number(),
  refund_cancellation_allowed: z.boolean(),
  refund_cancellation_days: z.number(),
});
export type Policies = z.infer<typeof Policies>;

export const ReviewSummary = z.object({
  average: z.number(),
  count: z.number().int(),
  /** Counts for "1".."5". */
  by_star: z.record(z.string(), z.number().int()),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

/**
 * How many of a product's rating_count ratings gave 1 to 5 stars ("1".."5"): the same ratings as
 * its rating (their mean), so the bars and the average agree. Written reviews are only some of them.
 */
export const RatingBreakdown = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
});
export type RatingBreakdown = z.infer<typeof RatingBreakdown>;

export const BundledProduct = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  product_image: z.string(),
  quantity: z.number().int(),
});

export const CategoryRef = z.object({ category_id: z.number().int(), category_name: z.string() });

export const ProductDetails = ProductSummary.extend({
  description: z.string(),
  images: z.array(z.string()),
  stock: z.number().int(),
  max_per_order: z.number().int(),
  policies: Policies.nullable(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  bundled_products: z.array(BundledProduct),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  review_summary: ReviewSummary,
  rating_breakdown: RatingBreakdown,
  vendor: z.object({ id: z.number().int(), name: z.string(), rating: z.number(), logo: z.string().nullable() }),
  /** Root first, the product's own category last. */
  category_path: z.array(CategoryRef),
  estimated_delivery_days: z.number().int(),
});
export type ProductDetails = z.infer<typeof ProductDetails>;
export const ProductDetailsResponse = envelope(ProductDetails);

export const Suggestion = z.object({ type: z.enum(['product', 'category']), id: z.number().int(), name: z.string() });
export type Suggestion = z.infer<typeof Suggestion>;
export const SuggestionsResponse = envelope(z.object({ suggestions: z.array(Suggestion) }));

/* ---- categories and vendors ---- */

export const Category = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  parent_id: z.number().int().nullable(),
  description: z.string(),
  image: z.string().nullable(),
  position: z.number().int(),
  /** Active products in this category and all its sub-categories. */
  product_count: z.number().int(),
});
export type Category = z.infer<typeof Category>;
export const CategoryListQuery = z.object({
  'language-code': LanguageCode.optional(),
  'page-limit': intParam('page-limit', { min: 1, max: PAGE_LIMIT_MAX }).optional(),
  'page-number': intParam('page-number', { min: 1, allow: [-1] }).optional(),
});
export const CategoryListResponse = envelope(z.object({ categories: z.array(Category), total: z.number().int() }));

export const VendorProfile = z.object({
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  description: z.string(),
  city: z.string(),
  logo: z.string().nullable(),
  rating: z.number(),
  rating_count: z.number().int(),
  delivers_everywhere: z.boolean(),
  policies: Policies.nullable(),
  product_count: z.number().int(),
});
export type VendorProfile = z.infer<typeof VendorProfile>;
export const VendorResponse = envelope(VendorProfile);
/** The store's vendors, best rated first; page-number -1 gives all. */
export const VendorListQuery = z.object({
  'language-code': LanguageCode.optional(),
  'page-limit': intParam('page-limit', { min: 1, max: PAGE_LIMIT_MAX }).optional(),
  'page-number': intParam('page-number', { min: 1, allow: [-1] }).optional(),
});
export type VendorListQuery = z.output<typeof VendorListQuery>;
export const VendorListResponse = envelope(z.object({ vendors: z.array(VendorProfile), total: z.number().int() }));

/* ---- reviews ---- */

export const Review = z.object({
  review_id: z.number().int(),
  product_id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof Review>;
export const ReviewListResponse = envelope(z.object({ reviews: z.array(Review), total: z.number().int(), summary: ReviewSummary }));

export const REVIEW_TITLE_MAX = 120;
/** A review's parts, the same wherever a review is written. */
export const ReviewRating = z
  .number({ error: 'rating must be a whole number from 1 to 5' })
  .int('rating must be a whole number from 1 to 5')
  .min(1, 'rating must be from 1 to 5')
  .max(5, 'rating must be from 1 to 5');
export const reviewText = (name: string) =>
  TextSchema(name, { multiline: true }).trim().max(REVIEW_TEXT_MAX, `${name} must be at most ${REVIEW_TEXT_MAX} characters`).default('');
export const ReviewTitle = TextSchema('title').trim().max(REVIEW_TITLE_MAX, `title must be at most ${REVIEW_TITLE_MAX} characters`).default('');

/** POST /cfs/rest/v3/products/{id}/reviews: the review of one of the customer's delivered order items of this product. */
export const ReviewInput = z.object({
  order_item_id: z
    .number({ error: 'order_item_id must be a whole number' })
    .int('order_item_id must be a whole number')
    .positive('order_item_id must be positive'),
  rating: ReviewRating,
  title: ReviewTitle,
  text: reviewText('text'),
});
export type ReviewInput = z.output<typeof ReviewInput>;
export const ReviewResponse = envelope(Review);
