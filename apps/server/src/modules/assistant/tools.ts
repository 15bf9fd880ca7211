import type { AssistantProductCard, ProductDetails, ProductSummary } from '@bazaar/contracts';
import { ASK_AI_CARDS_MAX } from '@bazaar/contracts';
import { browseProducts, catalogueNames, getProductDetails } from '../catalogue';
import { listSlots } from '../delivery';
import { listEnquiries } from '../enquiries';
import type { CustomerContext } from '../identity';
import { listOrders, orderDetails } from '../orders';
import { ApiError } from '../../lib/api-error';

/**
 * What the assistant may look up, bound to the signed-in customer and their store: every call
 * goes through the same service the app's own routes use, with the customer's context, so no
 * message, product text or model output can widen what it reads. Nothing here changes data;
 * changes (cart, returns) happen only in actions.ts once the customer confirms.
 */

export type FindInput = {
  text?: string;
  categoryId?: number;
  vendorId?: number;
  minPrice?: number;
  maxPrice?: number;
  pincode?: string;
  minRating?: number;
  productType?: ProductSummary['product_type_name'];
};

export const toCard = (p: Pick<ProductSummary, 'product_id' | 'product_name' | 'final_price' | 'product_image'>): AssistantProductCard => ({
  product_id: p.product_id,
  product_name: p.product_name,
  final_price: p.final_price,
  product_image: p.product_image,
});

/** A 404 from a service (a product gone, an order not the customer's) is an empty answer, not a failure. */
async function orMissing<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return undefined;
    throw error;
  }
}

export function assistantTools(ctx: CustomerContext) {
  return {
    ctx,
    async findProducts(input: FindInput, limit = ASK_AI_CARDS_MAX): Promise<{ products: ProductSummary[]; total: number }> {
      return browseProducts(ctx, {
        'page-number': 1,
        'page-limit': limit,
        search: input.text,
        'category-id': input.categoryId,
        'vendor-id': input.vendorId,
        'min-price': input.minPrice,
        'max-price': input.maxPrice,
        'min-rating': input.minRating,
        pincode: input.pincode,
        'product-type': input.productType,
        // The listing's own order: relevance for a search, popularity without one.
        sort: undefined,
      });
    },
    product: (productId: number): Promise<ProductDetails | undefined> => orMissing(getProductDetails(ctx, productId)),
    slots: (productId: number, date?: string) => orMissing(listSlots(ctx, { product_id: productId, date })),
    /** Category and vendor names with their ids, in the customer's language (or the store's own, with `storeLanguage`). */
    names: (storeLanguage = false) => catalogueNames(storeLanguage ? { ...ctx, language: undefined } : ctx),
    recentOrders: (limit = 3) => listOrders(ctx, { page: 1, limit }),
    order: (orderId: number) => orderDetails(ctx, orderId),
    enquiries: (enquiryId?: number) => orMissing(listEnquiries(ctx, { enquiryId, page: 1, limit: 3 })),
  };
}
export type AssistantTools = ReturnType<typeof assistantTools>;
