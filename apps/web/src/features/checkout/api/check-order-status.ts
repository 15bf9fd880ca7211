import { queryOptions } from '@tanstack/react-query';
import type { CheckOrderStatusResponse } from '@bazaar/contracts';
import { ORDER_PAID_MESSAGE } from '@bazaar/contracts/constants';
import type { z } from 'zod';
import { api, bodyOf } from '@/lib/api';

export type OrderStatus = z.infer<typeof CheckOrderStatusResponse>['response_body'];
export type OrderOutcome = 'paid' | 'placed' | 'pending' | 'failed';

/**
 * Spec §7: a PUT, since it makes the server confirm the payment with the provider before answering.
 * `returned` only from the pages a gateway sends the shopper back to: then a payment nobody is
 * making may be closed, which a check from any other page (another tab still paying) must not do.
 */
export const checkOrderStatus = (orderId: number, { returned = false } = {}): Promise<OrderStatus> =>
  bodyOf(api.PUT('/cfs/rest/v3/check-order-status/{orderId}', { params: { path: { orderId }, query: { returned: returned ? 'true' : undefined } } }));

export const orderStatusKey = (orderId: number) => ['order-status', orderId] as const;

/** One cache entry per order whoever asked, so /order-status shows the return page's answer. */
export const orderStatusQueryOptions = (orderId: number, options: { returned?: boolean } = {}) =>
  queryOptions({
    queryKey: orderStatusKey(orderId),
    queryFn: () => checkOrderStatus(orderId, options),
    retry: false,
    refetchOnWindowFocus: false,
    // The return page's answer is still fresh when /order-status opens a moment later: not asked twice.
    staleTime: 3000,
  });

/**
 * What the server's answer means for the shopper. Spec §7: only its message says paid. Placed
 * (or Completed without that message) is an order with nothing to pay online: cash on delivery,
 * free, or requests. Created still waits for the gateway; Failed was not paid.
 */
export function outcomeOf(status: OrderStatus): OrderOutcome {
  if (status.message === ORDER_PAID_MESSAGE) return 'paid';
  if (status.payment_status === 'Failed') return 'failed';
  return status.payment_status === 'Placed' || status.payment_status === 'Completed' ? 'placed' : 'pending';
}

/** Paid, or placed with the rest due in cash: either way the order stands. */
export const isOrderConfirmed = (outcome: OrderOutcome) => outcome === 'paid' || outcome === 'placed';

/** An order id from the address bar: whole, positive, as the server's OrderIdParams takes it. */
export function parseOrderId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
