import { ApiError } from '../../../lib/api-error';
import { toCard, type FindInput } from '../tools';
import type { ProductQuery } from '../understand/types';
import { priceOf, type AnswerKit } from './kit';

/** Names the customer said, mapped to the store's ids (a category in any of its languages). */
export type Catalogue = { categories: Map<string, number>; vendors: Map<string, number> };

/** The filters in words, in the order the customer reads them: "for “cotton” in Shirts under ₹500 delivered to 560001". */
function filtersText(kit: AnswerKit, q: ProductQuery): string {
  const money = (n: number) => kit.f.money(n)!;
  const parts = [
    q.text ? kit.say('filterText', { text: q.text }) : '',
    q.category ? kit.say('filterCategory', { category: q.category }) : '',
    q.vendor ? kit.say('filterVendor', { vendor: q.vendor }) : '',
    q.productType && !q.category ? kit.say('filterType', { type: kit.say(`type_${q.productType}`) }) : '',
    q.minPrice !== undefined && q.maxPrice !== undefined
      ? kit.say('filterBetween', { min: money(q.minPrice), max: money(q.maxPrice) })
      : q.maxPrice !== undefined
        ? kit.say('filterBelow', { amount: money(q.maxPrice) })
        : q.minPrice !== undefined
          ? kit.say('filterAbove', { amount: money(q.minPrice) })
          : '',
    q.minRating ? kit.say('filterRating', { stars: q.minRating }) : '',
    q.pincode ? kit.say('filterPincode', { pincode: q.pincode }) : '',
  ];
  return parts.join('');
}

/**
 * Finds products through the listing's own search and filters: only what matches every filter
 * the customer gave, in the store, visible to them; the cards are the best of them.
 */
export async function findProducts(kit: AnswerKit, q: ProductQuery, catalogue: Catalogue): Promise<void> {
  const input: FindInput = {
    text: q.text,
    categoryId: q.category ? catalogue.categories.get(q.category.toLowerCase()) : undefined,
    vendorId: q.vendor ? catalogue.vendors.get(q.vendor.toLowerCase()) : undefined,
    // The listing filters whole units; a bound is a bound, so under 499.5 is under 499.
    minPrice: q.minPrice === undefined ? undefined : Math.ceil(q.minPrice),
    maxPrice: q.maxPrice === undefined ? undefined : Math.floor(q.maxPrice),
    pincode: q.pincode,
    minRating: q.minRating,
    productType: q.productType,
  };
  if (input.minPrice !== undefined && input.maxPrice !== undefined && input.minPrice > input.maxPrice) {
    [input.minPrice, input.maxPrice] = [input.maxPrice, input.minPrice];
  }
  let found;
  try {
    found = await kit.tools.findProducts(input);
  } catch (error) {
    // The listing's own refusal (a postal code of the wrong shape) is the answer.
    if (error instanceof ApiError && error.statusCode === 400) return kit.line(error.message);
    throw error;
  }
  const filters = filtersText(kit, q);
  if (found.products.length === 0) return kit.line(kit.say('foundNone', { filters }));
  kit.line(kit.say('found', { count: found.total, filters }));
  kit.line(kit.say('foundMore', { shown: found.products.length }));
  found.products.forEach((p, i) => kit.line(kit.say('listLine', { index: i + 1, name: p.product_name, price: priceOf(kit, p.final_price) })));
  kit.reply.products(found.products.map(toCard));
}
