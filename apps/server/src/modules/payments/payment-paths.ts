/**
 * Where providers reach us. The paths are a contract with the providers' dashboards (webhook and
 * notification URLs are set there), so they never move. The web pages are the spec's §2 routes.
 */
export const PAYMENTS_PATH = '/cfs/rest/v3/payments';
export const CASHFREE_WEBHOOK_PATH = `${PAYMENTS_PATH}/cashfree/webhook`;
export const STRIPE_WEBHOOK_PATH = `${PAYMENTS_PATH}/stripe/webhook`;
export const AMAZON_PAY_NOTIFY_PATH = `${PAYMENTS_PATH}/amazon-pay/notify`;
export const AMAZON_PAY_RETURN_PATH = `${PAYMENTS_PATH}/amazon-pay/return`;

/** The web pages a shopper comes back to: Cashfree's return, Stripe's return, and the order status. */
export const RETURN_PAGES = { cashfree: '/cashfree', stripe: '/payment', orderStatus: '/order-status' } as const;

export const orderStatusPage = (orderId: number) => `${RETURN_PAGES.orderStatus}?order_id=${orderId}`;
