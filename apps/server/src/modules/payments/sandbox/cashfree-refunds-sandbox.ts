import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BoundedMap, randomDigits } from './sandbox-support';

/**
 * Cashfree's Create Refund and Get Refund on a paid order: refund_id unique per order (409 when
 * used again), the order's refunds never more than it took. A refund is PENDING when created and
 * SUCCESS when next asked about, as Cashfree processes them after answering.
 */

type Refund = {
  cf_payment_id: number;
  cf_refund_id: string;
  refund_id: string;
  order_id: string;
  entity: 'refund';
  refund_amount: number;
  refund_currency: string;
  refund_note: string | null;
  refund_status: 'PENDING' | 'SUCCESS';
  refund_type: 'MERCHANT_INITIATED';
  refund_speed: { requested: string; accepted: string };
  status_description: string;
  refund_arn: string | null;
  created_at: string;
  processed_at: string | null;
};

export type RefundableOrder = { order_id: string; order_amount: number; order_currency: string; order_status: string; cf_order_id: number };

type Helpers = {
  base: string;
  authorised: (request: FastifyRequest, reply: FastifyReply) => boolean;
  orderOf: (orderId: string) => RefundableOrder | undefined;
  error: (reply: FastifyReply, status: number, message: string, code: string) => FastifyReply;
};

export function registerCashfreeRefunds(app: FastifyInstance, { base, authorised, orderOf, error }: Helpers): void {
  const refunds = new BoundedMap<string, Refund[]>();
  const params = (request: FastifyRequest) => request.params as { orderId: string; refundId?: string };

  app.post(`${base}/pg/orders/:orderId/refunds`, { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const order = orderOf(params(request).orderId);
    if (!order) return error(reply, 404, 'order not found', 'order_not_found');
    const body = (request.body ?? {}) as { refund_amount?: unknown; refund_id?: unknown; refund_note?: unknown; refund_speed?: unknown };
    if (typeof body.refund_id !== 'string' || !/^[A-Za-z0-9_-]{3,40}$/.test(body.refund_id))
      return error(reply, 400, 'refund_id : is invalid', 'refund_id_invalid');
    if (typeof body.refund_amount !== 'number' || !(body.refund_amount >= 1))
      return error(reply, 400, 'refund_amount : should be at least 1', 'refund_amount_invalid');
    const earlier = refunds.get(order.order_id) ?? [];
    if (earlier.some((r) => r.refund_id === body.refund_id)) return error(reply, 409, 'refund with same refund_id is already present', 'refund_already_exists');
    if (order.order_status !== 'PAID') return error(reply, 400, 'refund can be initiated only on a paid order', 'order_not_paid');
    const refunded = earlier.reduce((sum, r) => sum + r.refund_amount, 0);
    if (Math.round((refunded + body.refund_amount) * 100) > Math.round(order.order_amount * 100)) {
      return error(reply, 400, 'refund_amount : is more than the amount left to refund', 'refund_amount_invalid');
    }
    const speed = body.refund_speed === 'INSTANT' ? 'INSTANT' : 'STANDARD';
    const refund: Refund = {
      cf_payment_id: order.cf_order_id,
      cf_refund_id: randomDigits(10),
      refund_id: body.refund_id,
      order_id: order.order_id,
      entity: 'refund',
      refund_amount: body.refund_amount,
      refund_currency: order.order_currency,
      refund_note: typeof body.refund_note === 'string' ? body.refund_note : null,
      refund_status: 'PENDING',
      refund_type: 'MERCHANT_INITIATED',
      refund_speed: { requested: speed, accepted: speed },
      status_description: 'In Progress',
      refund_arn: null,
      created_at: new Date().toISOString(),
      processed_at: null,
    };
    refunds.set(order.order_id, [...earlier, refund]);
    return { ...refund };
  });

  app.get(`${base}/pg/orders/:orderId/refunds/:refundId`, { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const refund = (refunds.get(params(request).orderId) ?? []).find((r) => r.refund_id === params(request).refundId);
    if (!refund) return error(reply, 404, 'refund not found', 'refund_not_found');
    if (refund.refund_status === 'PENDING') {
      Object.assign(refund, {
        refund_status: 'SUCCESS',
        status_description: 'Refund processed successfully',
        refund_arn: randomDigits(12),
        processed_at: new Date().toISOString(),
      });
    }
    return refund;
  });
}
