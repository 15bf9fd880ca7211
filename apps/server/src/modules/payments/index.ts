/** Payment gateways (Cashfree, Stripe, Amazon Payment Services), their sandbox, and the store's payment methods. */
export { listPaymentMethods } from './payment-methods';
