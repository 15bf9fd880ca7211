import type { Checkout } from '@bazaar/contracts';
import { isPaymentSelectionSatisfied } from '@bazaar/contracts/constants';
import { fail, ok, type Call, type Reply } from '@/test/mock-api';
import { CHECKOUT_ID, fakeCheckout } from './fixtures';

type Address = Record<string, unknown> & { id: number; pincode: string; address_type: string };

/** What place-order still needs, worked out as the server does from the checkout's own fields. */
function missingOf(c: Checkout): Checkout['missing'] {
  const missing: Checkout['missing'] = [];
  if (c.delivery_address_id === null) missing.push('delivery_address');
  if (c.billing_address_id === null) missing.push('billing_address');
  if (c.checkoutItems.some((i) => i.slot_required && !i.slot)) missing.push('slot');
  const payable = !c.orderDetails.is_free && c.checkoutItems.some((i) => i.item_type === 'standard_item');
  if (payable && !c.isPaymentSelectionSatisfied) missing.push('payment');
  return missing;
}

/**
 * A checkout endpoint with memory, for page tests: GET answers the checkout, PUT applies the
 * body and answers the new checkout (coupon SAVE10 takes 10%, FREEALL makes the order free,
 * anything else is refused with the server's message), the address list and delivery check
 * answer from the given addresses and the products each pincode cannot get.
 */
export function fakeCheckoutServer(initial: Partial<Checkout> = {}, options: { addresses?: Address[]; undeliverable?: Record<string, number[]> } = {}) {
  let checkout: Checkout = fakeCheckout(initial);
  checkout = { ...checkout, missing: missingOf(checkout) };
  const path = `/cfs/rest/v3/checkout/${CHECKOUT_ID}`;

  const put = ({ body }: Call): Reply => {
    let next = { ...checkout };
    if (body.delivery_address_id !== undefined) next.delivery_address_id = body.delivery_address_id;
    if (body.billing_address_id !== undefined) next.billing_address_id = body.billing_address_id;
    if (body.payment_ids !== undefined) next.payment_ids = body.payment_ids;
    if (body.slots) {
      for (const { checkout_item_id, slot } of body.slots as { checkout_item_id: number; slot: string }[]) {
        if (slot.startsWith('9@')) return fail(409, 'That slot is full now; choose another one');
        next.checkoutItems = next.checkoutItems.map((i) =>
          i.checkout_item_id === checkout_item_id ? { ...i, slot: { slot_id: slot, date: slot.split('@')[1]!, start_time: '09:00', end_time: '11:00' } } : i,
        );
      }
    }
    if (body.coupon_code === null) {
      next = {
        ...next,
        coupon: null,
        orderDetails: { ...next.orderDetails, discount: 0, is_free: false, total: next.orderDetails.sub_total + next.orderDetails.delivery_charge },
      };
    } else if (body.coupon_code === 'SAVE10' || body.coupon_code === 'FREEALL') {
      const free = body.coupon_code === 'FREEALL';
      const discount = free ? next.orderDetails.sub_total : Math.round(next.orderDetails.sub_total / 10);
      const total = free ? 0 : next.orderDetails.sub_total - discount + next.orderDetails.delivery_charge;
      next = {
        ...next,
        coupon: { couponCode: body.coupon_code, discount, products: [] },
        orderDetails: {
          ...next.orderDetails,
          discount,
          total,
          online_amount: total,
          is_free: free,
          delivery_charge: free ? 0 : next.orderDetails.delivery_charge,
        },
      };
    } else if (body.coupon_code !== undefined) {
      return fail(400, `Coupon ${body.coupon_code} does not exist or has expired`);
    }
    const chosen = next.payment_methods.filter((m) => next.payment_ids.includes(m.id));
    next.isPaymentSelectionSatisfied = isPaymentSelectionSatisfied(next.paymentTypeRestrictions, chosen);
    checkout = { ...next, missing: missingOf(next) };
    return ok(checkout);
  };

  const addresses = options.addresses ?? [];
  return {
    get current() {
      return checkout;
    },
    path,
    routes: {
      [`GET ${path}`]: () => ok(checkout),
      [`PUT ${path}`]: put,
      'GET /cfs/rest/v3/addresses': ({ url }: Call) => {
        const list = addresses.filter((a) => a.address_type === url.searchParams.get('address_type'));
        return ok({ addresses: list, total: list.length });
      },
      'POST /pbs/rest/v3/delivery-check': ({ body }: Call) => {
        const refused = options.undeliverable?.[body.pincode as string] ?? [];
        return ok({
          pincode: body.pincode,
          all_deliverable: !(body.products as number[]).some((p) => refused.includes(p)),
          items: (body.products as number[]).map((p) => ({
            product_id: p,
            deliverable: !refused.includes(p),
            estimated_delivery_days: 2,
            estimated_delivery_date: '2026-11-24',
          })),
        });
      },
    } as Record<string, (call: Call) => Reply>,
  };
}
