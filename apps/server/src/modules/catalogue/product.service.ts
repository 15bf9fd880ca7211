import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { PAGE_LIMIT_DEFAULT, type ProductDetails, type ProductListQuery } from '@bazaar/contracts';
import { products, vendors } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { storePincodeFilter } from '../../lib/postal-code';
import type { RequestContext } from '../../plugins/store-context';
import { categoryPath, categorySubtree } from './category.service';
import { minorPerMain, policiesInMain } from './money';
import { bundledPartsOf } from './product-lookup';
import { listProducts, popularFirst, selectProductPage } from './product-list.queries';
import { summaryColumns, toSummary } from './product-summary';
import { breakdownOf, ratingBreakdownColumns, reviewCountsColumn, summaryOf } from './review.service';
import { visibleProducts } from './scope';
import { contentLanguage, PRODUCT_TEXT, translated } from './translated';
import { assertVendor } from './vendor.service';

/** Owns what shoppers see of products: the listing, the product page, deals and recommendations. */

const missing = (id: number) => notFound(`Product ${id} was not found`);

/** The listing, with 400 for a pincode that is not the store's kind of postal code, 404 for a category or vendor filter naming an id this store does not have. */
export async function browseProducts(ctx: RequestContext, query: ProductListQuery, options: { dealsOnly?: boolean } = {}) {
  storePincodeFilter(ctx.store, query.pincode);
  const [categoryIds] = await Promise.all([
    query['category-id'] ? categorySubtree(ctx, query['category-id']) : undefined,
    query['vendor-id'] ? assertVendor(ctx, query['vendor-id']) : undefined,
  ]);
  return listProducts(ctx, query, { ...options, categoryIds });
}

export async function getProductDetails(ctx: RequestContext, productId: number): Promise<ProductDetails> {
  const lang = contentLanguage(ctx);
  const [row] = await ctx.db
    .select({
      ...summaryColumns(lang),
      description: translated<string>(lang, PRODUCT_TEXT, products.id, 'description', products.description),
      maxPerOrder: products.maxPerOrder,
      policies: products.policies,
      vendorPolicies: vendors.policies,
      attributes: translated<{ name: string; value: string }[]>(lang, PRODUCT_TEXT, products.id, 'attributes', products.attributes),
      faq: translated<{ question: string; answer: string }[]>(lang, PRODUCT_TEXT, products.id, 'faq', products.faq),
      estimatedDeliveryDays: products.estimatedDeliveryDays,
      vendorRating: vendors.rating,
      vendorLogo: vendors.logoPath,
      reviewCounts: reviewCountsColumn,
      ...ratingBreakdownColumns,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(visibleProducts(ctx), eq(products.id, productId)))
    .limit(1);
  if (!row) throw missing(productId);

  const [parts, path] = await Promise.all([row.productType === 'Bundled' ? bundledPartsOf(ctx, [productId]) : undefined, categoryPath(ctx, row.categoryId)]);
  const summary = summaryOf(row.reviewCounts);

  return {
    ...toSummary(row, minorPerMain(ctx)),
    description: row.description,
    images: row.images,
    stock: row.stock,
    max_per_order: row.maxPerOrder,
    // A product without its own policies follows its vendor's.
    policies: policiesInMain(row.policies ?? row.vendorPolicies, minorPerMain(ctx)),
    attributes: row.attributes,
    bundled_products: parts?.get(productId) ?? [],
    faq: row.faq,
    review_summary: summary,
    rating_breakdown: breakdownOf(row),
    vendor: { id: row.vendorId, name: row.vendorName, rating: row.vendorRating, logo: row.vendorLogo },
    category_path: path,
    estimated_delivery_days: row.estimatedDeliveryDays,
  };
}

/**
 * Related products for a product page (same category first, then same vendor, most popular
 * first), or the store's most popular products for the home page when no product is named.
 */
export async function recommend(ctx: RequestContext, query: { 'product-id'?: number; 'page-number'?: number; 'page-limit'?: number }) {
  const page = query['page-number'] ?? 1;
  const limit = query['page-limit'] ?? PAGE_LIMIT_DEFAULT;
  const productId = query['product-id'];
  if (productId === undefined) return selectProductPage(ctx, { where: visibleProducts(ctx), orderBy: popularFirst, page, limit });

  const [anchor] = await ctx.db
    .select({ categoryId: products.categoryId, vendorId: products.vendorId })
    .from(products)
    .where(and(visibleProducts(ctx), eq(products.id, productId)))
    .limit(1);
  if (!anchor) throw missing(productId);
  return selectProductPage(ctx, {
    where: and(visibleProducts(ctx), ne(products.id, productId), or(eq(products.categoryId, anchor.categoryId), eq(products.vendorId, anchor.vendorId)))!,
    orderBy: [desc(sql`(${products.categoryId} = ${anchor.categoryId})`), ...popularFirst],
    page,
    limit,
  });
}
