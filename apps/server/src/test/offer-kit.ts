import { randomUUID } from 'node:crypto';
import type { AcceptedOffer, Cart, Offer, OfferList } from '@bazaar/contracts';
import { enquiries } from '../db/schema';
import type { CheckoutCalls, CheckoutWorld } from '../modules/checkout/checkout-test-kit';
import { signInVendorUser } from './vendor-helpers';
import { body, type TestApp } from './test-app';

/** The offer tests' enquiries (issue #13), written to the database, and the offer calls by name. */

type Who = { headers: Record<string, string> };
type Res = { statusCode: number; body: string };

const HOUR = 60 * 60 * 1000;
/** An instant `hours` after `from` (default: now on the test's clock), as the API takes it. */
export const hoursFrom = (hours: number, from = new Date()) => new Date(from.getTime() + hours * HOUR).toISOString();

export const refusal = (res: Res) => [res.statusCode, body(res).response_message];

export function offerKit(app: () => TestApp, world: () => CheckoutWorld, calls: () => CheckoutCalls) {
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Who | undefined, payload?: object) =>
    app().inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const ok = <T>(res: Res, status = 200): T => {
    if (res.statusCode !== status) throw new Error(`expected ${status}: ${res.statusCode} ${res.body}`);
    return body<T>(res).response_body;
  };

  // One signed-in user per vendor and file: sign-in codes are limited per network.
  const vendors = new Map<string, ReturnType<typeof signInVendorUser>>();
  const vendorUser = (vendorId: number, store = { id: world().store.id, realm: world().realm }) => {
    const key = `${store.id}:${vendorId}`;
    if (!vendors.has(key)) vendors.set(key, signInVendorUser(app(), store, vendorId));
    return vendors.get(key)!;
  };

  const kit = {
    vendorUser,
    make: (vendor: Who | undefined, enquiryId: number, payload: object) => inject('POST', `/vms/rest/v3/enquiries/${enquiryId}/offers`, vendor, payload),
    withdraw: (vendor: Who | undefined, enquiryId: number, offerId: number) =>
      inject('DELETE', `/vms/rest/v3/enquiries/${enquiryId}/offers/${offerId}`, vendor),
    list: (who: Who | undefined, enquiryId: number | string, side: 'cfs' | 'vms' = 'cfs') =>
      inject('GET', `/${side}/rest/v3/enquiry-offers?enquiry-id=${enquiryId}`, who),
    accept: (who: Who | undefined, offerId: number) => inject('POST', `/cfs/rest/v3/enquiry-offers/${offerId}/accept`, who),
    cart: async (who: Who) => ok<Cart>(await inject('GET', '/cfs/rest/v3/customer-cart', who)),

    /** An offer that must be made: 10 at 1,250.50 for a day unless told. */
    made: async (vendor: Who, enquiryId: number, over: Partial<{ unit_price: number; quantity: number; valid_until: string }> = {}) =>
      ok<Offer>(await kit.make(vendor, enquiryId, { unit_price: 1250.5, quantity: 10, valid_until: hoursFrom(24), ...over }), 201),
    offersOf: async (who: Who, enquiryId: number, side: 'cfs' | 'vms' = 'cfs') => ok<OfferList>(await kit.list(who, enquiryId, side)).offers,
    accepted: async (who: Who, offerId: number) => ok<AcceptedOffer>(await kit.accept(who, offerId)),

    /**
     * A new shopper's enquiry (status 1 unless told) about an enquiry-based product of the world's
     * vendor (stock 20, 10 a time, its price hidden, 2,000.00 in the catalogue), and that vendor's user.
     */
    async deal(over: { status?: number; product?: Parameters<CheckoutWorld['product']>[0] } = {}) {
      const customer = await world().shopper();
      const product = await world().product({
        orderFlow: 'enquiry_based',
        priceVisibility: false,
        priceMinor: 200_000,
        sellingPriceMinor: 200_000,
        paymentMode: 'pay_on_delivery',
        ...over.product,
      });
      const [row] = await app()
        .database.db.insert(enquiries)
        .values({
          storeId: world().store.id,
          customerId: customer.customerId,
          productId: product.id,
          vendorId: product.vendorId,
          productName: product.name,
          vendorName: 'Sharma Tailors',
          status: over.status ?? 1,
        })
        .returning({ id: enquiries.id });
      const vendor = await vendorUser(product.vendorId);
      return { customer, vendor, product, enquiryId: row!.id };
    },

    /** Places the customer's cart as a cash order; answers the place-order response. */
    async checkOut(who: Awaited<ReturnType<CheckoutWorld['shopper']>>, key = randomUUID()) {
      const { checkout_id: id } = await calls().open(who);
      await calls().update(who, id, { delivery_address_id: who.addressId, payment_ids: [world().method('cod')] });
      return calls().place(who, id, key);
    },
  };
  return kit;
}
