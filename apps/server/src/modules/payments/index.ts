/**
 * Payments: the gateways (Cashfree, Stripe, Amazon Payment Services) behind one interface, the
 * built-in sandbox that speaks their protocols, starting a placed order's payment, its webhooks
 * and returns, the status re-check and the reconciliation of payments nobody confirmed. Every
 * outcome is applied by orders' settlePayment, never here.
 */
export type { GatewayProvider, PaymentGateway, PaymentGateways } from './gateway';
export { setUpPayments, type PaymentSettings, type PaymentSetup } from './payment-setup';
export { listPaymentMethods, toPaymentMethod, PROVIDER_LABELS } from './payment-methods';
export { onlinePaymentStarter, startPayment, type StartPaymentInput } from './start-payment';
export { paymentStartProblem } from './customer-requirements';
export { reconcilePendingPayments, RECONCILE_AFTER_MS, scheduleReconciliation, type ReconcileResult } from './reconcile-payments';
export { paymentRoutes } from './payments.routes';
export { paymentWebhookRoutes } from './payment-webhooks.routes';
export { sandboxRoutes } from './sandbox/sandbox.routes';
export { sandboxCredentials, type SandboxCredentials } from './sandbox/sandbox-credentials';
export { issueRefund, retryPendingRefunds, refundReference } from './issue-refunds';
