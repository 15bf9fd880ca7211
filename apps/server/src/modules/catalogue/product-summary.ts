import type { ProductSummary } from '@bazaar/contracts';
import { products, vendors } from '../../db/schema';
import { toMain } from './money';
import { PRODUCT_TEXT, translated, VENDOR_TEXT, type ContentLanguage } from './translated';

/** The columns of a product card and how they become the API's ProductSummary. */

const ownColumns = {
  id: products.id,
  name: products.name,
  priceMinor: products.priceMinor,
  sellingPriceMinor: products.sellingPriceMinor,
  discountDetails: products.discountDetails,
  images: products.images,
  rating: products.rating,
  ratingCount: products.ratingCount,
  productType: products.productType,
  vendorId: products.vendorId,
  vendorName: vendors.name,
  categoryId: products.categoryId,
  priceVisibility: products.priceVisibility,
  orderFlow: products.orderFlow,
  slotRequired: products.slotRequired,
  stock: products.stock,
};

export type SummaryRow = { [K in keyof typeof ownColumns]: (typeof ownColumns)[K]['_']['data'] };

/** The card's columns, its words (name, discount, vendor name) in `lang` where translated. */
export const summaryColumns = (lang: ContentLanguage | undefined) => ({
  ...ownColumns,
  name: translated<string>(lang, PRODUCT_TEXT, products.id, 'name', products.name),
  discountDetails: translated<string>(lang, PRODUCT_TEXT, products.id, 'discount_details', products.discountDetails),
  vendorName: translated<string>(lang, VENDOR_TEXT, vendors.id, 'name', vendors.name),
});

/** Hidden prices are sent as null (see the ProductSummary contract). */
export function toSummary(row: SummaryRow, unit: number): ProductSummary {
  const visible = row.priceVisibility;
  return {
    product_id: row.id,
    product_name: row.name,
    product_price: visible ? toMain(row.priceMinor, unit) : null,
    final_price: visible ? toMain(row.sellingPriceMinor, unit) : null,
    discount_details: visible ? row.discountDetails : '',
    product_image: row.images.join(','),
    rating: row.rating,
    rating_count: row.ratingCount,
    product_type_name: row.productType,
    vendor_id: row.vendorId,
    vendor_name: row.vendorName,
    category_id: row.categoryId,
    price_visibility: visible,
    order_flow: row.orderFlow,
    slot_required: row.slotRequired,
    in_stock: row.stock > 0,
  };
}
