import type { OrderSummary } from '@bazaar/contracts';
import type { ProductRef } from '../understand/types';
import type { AnswerKit } from './kit';

/** Answers about the customer's own orders, enquiries and returns: read through the customer's context only. */

const ref = (id: number) => `#${id}`;

function orderLines(kit: AnswerKit, order: Pick<OrderSummary, 'order_id' | 'created_at' | 'total' | 'order_items'>) {
  kit.line(kit.say('orderLatest', { ref: ref(order.order_id), date: kit.f.instant(order.created_at), total: kit.f.money(order.total)! }));
  for (const item of order.order_items) kit.line(kit.say('orderItemLine', { name: item.product_name, status: kit.say(`status_${item.status}`) }));
}

export async function orderStatus(kit: AnswerKit, orderId: number | undefined): Promise<void> {
  if (orderId !== undefined) {
    const order = await kit.tools.order(orderId);
    if (!order) return kit.line(kit.say('orderNotFound', { ref: ref(orderId) }));
    return orderLines(kit, order);
  }
  const { orders, total } = await kit.tools.recentOrders(1);
  const latest = orders[0];
  if (!latest) return kit.line(kit.say('noOrders'));
  orderLines(kit, latest);
  if (total > 1) kit.line(kit.say('orderMore', { count: total }));
}

export async function enquiryStatus(kit: AnswerKit, enquiryId: number | undefined): Promise<void> {
  const list = await kit.tools.enquiries(enquiryId);
  const found = list?.enquiries ?? [];
  if (found.length === 0) return kit.line(enquiryId === undefined ? kit.say('noEnquiries') : kit.say('enquiryNotFound', { ref: ref(enquiryId) }));
  for (const e of found.slice(0, 3)) {
    kit.line(
      kit.say('enquiryLine', {
        ref: ref(e.id),
        name: e.product_details.product_name,
        date: kit.f.instant(e.created_at),
        status: kit.say(`enquiry_${e.enquiry_status as 1 | 2 | 3 | 4}`),
      }),
    );
  }
}

const nameMatches = (name: string, wanted: ProductRef | undefined) =>
  !wanted || !('name' in wanted) || wanted.name.split(/\s+/).some((w) => w.length > 2 && name.toLowerCase().includes(w.toLowerCase()));

/**
 * Offers the return of a delivered item the order's policy still allows: the named order, else
 * the newest orders. The return itself waits for the customer's yes.
 */
export async function offerReturn(kit: AnswerKit, orderId: number | undefined, wanted: ProductRef | undefined): Promise<void> {
  const orders = orderId !== undefined ? [await kit.tools.order(orderId)].filter((o) => o !== undefined) : (await kit.tools.recentOrders(10)).orders;
  if (orderId !== undefined && orders.length === 0) return kit.line(kit.say('orderNotFound', { ref: ref(orderId) }));
  if (orders.length === 0) return kit.line(kit.say('noOrders'));
  for (const order of orders) {
    const item = order.order_items.find((i) => i.actions.can_return && nameMatches(i.product_name, wanted));
    if (!item) continue;
    const until = item.actions.return_deadline ? kit.f.instant(item.actions.return_deadline) : '';
    kit.line(kit.say('returnOffer', { name: item.product_name, ref: ref(order.order_id), date: until, vendor: item.vendor_name }));
    kit.reply.products([{ product_id: item.product_id, product_name: item.product_name, final_price: item.final_price, product_image: item.product_image }]);
    return kit.reply.offer(
      { kind: 'start_return', orderItemId: item.order_item_id, productName: item.product_name, vendorName: item.vendor_name },
      kit.say('returnLabel', { name: item.product_name }),
    );
  }
  if (orderId !== undefined) return kit.line(kit.say('returnNothing', { ref: ref(orderId) }));
  kit.line(kit.say('returnWhich'));
}
