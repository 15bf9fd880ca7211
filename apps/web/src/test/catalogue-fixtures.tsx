import type { ProductSummary } from '@bazaar/contracts';

export { renderWithShell } from './render-with-shell';

let nextId = 1;
/** A product summary shaped like the server's (packages/contracts ProductSummary). */
export const fakeProduct = (extra: Partial<ProductSummary> = {}): ProductSummary => {
  const id = nextId++;
  return {
    product_id: id,
    product_name: `Hand-woven basket ${id}`,
    product_price: 1200,
    final_price: 900,
    discount_details: '25% off',
    product_image: `products/${id}/a.jpg,products/${id}/b.jpg`,
    rating: 4.2,
    rating_count: 12,
    product_type_name: 'Physical',
    vendor_id: 3,
    vendor_name: 'Jaipur Crafts',
    category_id: 2,
    price_visibility: true,
    order_flow: 'checkout_based',
    slot_required: false,
    in_stock: true,
    ...extra,
  };
};
