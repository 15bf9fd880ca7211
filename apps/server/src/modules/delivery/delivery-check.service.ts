import type { DeliveryCheck, DeliveryCheckBody } from '@bazaar/contracts';
import { notFound } from '../../lib/api-error';
import { storePostalCode } from '../../lib/postal-code';
import type { RequestContext } from '../../plugins/store-context';
import { findVisibleProducts, vendorsListingPincode } from '../catalogue';
import { addDays, storeNow } from './store-clock';

/** Digital goods and API access are delivered online, so no pincode limits them. */
const ONLINE_TYPES = new Set(['Digital', 'API Product']);

/**
 * Which of a basket's products can reach a pincode, and when: a vendor delivers everywhere or to
 * the pincodes it lists. Two queries whatever the basket's size.
 */
export async function checkDelivery(ctx: RequestContext, body: DeliveryCheckBody): Promise<DeliveryCheck> {
  storePostalCode(ctx.store, body.pincode);
  const ids = [...new Set(body.products)];
  const found = new Map((await findVisibleProducts(ctx, ids)).map((p) => [p.id, p]));
  const unknown = ids.find((id) => !found.has(id));
  if (unknown !== undefined) throw notFound(`Product ${unknown} was not found`);

  const listedVendors = [...new Set([...found.values()].filter((p) => !p.deliversEverywhere).map((p) => p.vendorId))];
  const listing = await vendorsListingPincode(ctx, listedVendors, body.pincode);
  const today = storeNow(ctx.store.timeZone).date;
  const items = ids.map((id) => {
    const p = found.get(id)!;
    const online = ONLINE_TYPES.has(p.productType);
    const deliverable = online || p.deliversEverywhere || listing.has(p.vendorId);
    const days = online ? 0 : p.estimatedDeliveryDays;
    return {
      product_id: id,
      deliverable,
      estimated_delivery_days: deliverable ? days : null,
      estimated_delivery_date: deliverable ? addDays(today, days) : null,
    };
  });
  return { pincode: body.pincode, all_deliverable: items.every((i) => i.deliverable), items };
}
