import type { OrderRecord } from '@bazaar/contracts';

/** Small rules of how orders are shown, shared by the list and the order's page. */

/** The order's own page. */
export const orderPagePath = (orderId: number) => `/userprofile/order/${orderId}`;
/** The list of orders (spec §2 names it twice; this is the one the menus link to). */
export const ORDERS_LIST_ROUTE = '/userprofile/myOrder';

type VendorItem = { vendor_id: number; vendor_name: string };
export type VendorGroup<T extends VendorItem> = { vendorId: number; vendorName: string; items: T[] };

/** Items by vendor, in the order they first appear: each vendor fulfils, and invoices, its own part. */
export function byVendor<T extends VendorItem>(items: T[]): VendorGroup<T>[] {
  const groups = new Map<number, VendorGroup<T>>();
  for (const item of items) {
    const group = groups.get(item.vendor_id) ?? { vendorId: item.vendor_id, vendorName: item.vendor_name, items: [] };
    group.items.push(item);
    groups.set(item.vendor_id, group);
  }
  return [...groups.values()];
}

/** An order id from the address bar: whole and positive, as the server's OrderIdParams takes it. */
export function parseOrderId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export type OrderItem = OrderRecord['order_items'][number];
/** The item actions that open a form: cancelling, asking for a return or replacement, reviewing. */
export type ItemActionKind = 'cancel' | 'return' | 'review';
export type ItemAction = { kind: ItemActionKind; item: OrderItem };
