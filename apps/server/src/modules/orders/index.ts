/**
 * Orders after checkout: the order rows, their vendor groups and items, the payments taken for
 * them, coupons and their uses, and the one path by which a payment completes or fails.
 */
export { settlePayment, type ProviderReport, type Settlement } from './settle-payment';
export { findUsableCoupon, redeemCoupon, type Coupon } from './coupons';
export { insertOrder, type NewOrder, type CreatedPayment } from './create-order';
export { findOrderByKey, findOwnOrder, paymentsOf } from './order.queries';
export { findOwnOrderItem, findVendorOrderItem, hasOrderedFrom } from './own-item.queries';
export { releaseOrderHolds } from './order-holds';
export { orderRoutes } from './orders.routes';
export { scheduleRoutes } from './schedule.routes';
export { settleRefund, pendingRefundIds, type AskProvider, type DueRefund, type RefundAnswer } from './settle-refund';
export type { RefundRow } from './item-refund';
export { vendorItemRoutes } from './vendor-items.routes';
export { returnImageRoutes } from './return-images.routes';
export { listOrders, orderDetails } from './order.queries';
export { requestReturn } from './item-actions.service';
