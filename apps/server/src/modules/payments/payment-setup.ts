import { AmazonPayGateway } from './amazon-pay.gateway';
import { CashfreeGateway } from './cashfree.gateway';
import type { GatewayProvider, PaymentGateways } from './gateway';
import { sandboxCredentials, type SandboxCredentials } from './sandbox/sandbox-credentials';
import { StripeGateway } from './stripe.gateway';

/**
 * Builds the three gateways from the settings: a provider with real credentials talks to the real
 * service, any other to the built-in sandbox (so the demo and the tests take payments with no
 * account anywhere). The server reaches the sandbox at PAYMENT_SANDBOX_URL; the shopper's browser
 * reaches its pages on the shop's own origin, so they stay within the app's form-action 'self'.
 */

export type PaymentSettings = {
  /** Where the server reaches the built-in sandbox (PAYMENT_SANDBOX_URL); a function, since a test's port is known only once it listens. */
  sandboxUrl: () => string;
  cashfree?: { appId: string; secretKey: string; environment: 'test' | 'production' };
  stripe?: { secretKey: string; webhookSecret: string };
  amazonPay?: { accessCode: string; merchantIdentifier: string; requestPhrase: string; responsePhrase: string; environment: 'test' | 'production' };
  /** Built-in sandbox only: whether it sends webhooks (tests turn them off to try the return path alone). */
  sandboxWebhooks?: boolean;
};

export type SandboxSetup = {
  providers: ReadonlySet<GatewayProvider>;
  credentials: SandboxCredentials;
  /** The app itself, where the sandbox sends the webhooks whose URL a provider keeps in its dashboard. */
  appBase: () => string;
  /** Read at each delivery, so a test can turn webhooks off on a running app. */
  webhooks: () => boolean;
};

export type PaymentSetup = {
  gateways: PaymentGateways;
  /** Set when at least one provider runs in the built-in sandbox: its routes are registered then. */
  sandbox: SandboxSetup | null;
  /** Hosts the browser posts payment forms to, for the Content-Security-Policy's form-action. */
  formActionHosts: string[];
};

export const SANDBOX_PREFIX = { cashfree: '/sandbox/cashfree', amazonPay: '/sandbox/aps' } as const;

const CASHFREE_HOSTS = { test: 'https://sandbox.cashfree.com', production: 'https://api.cashfree.com' };
const APS_HOSTS = {
  test: { page: 'https://sbcheckout.payfort.com', api: 'https://sbpaymentservices.payfort.com' },
  production: { page: 'https://checkout.payfort.com', api: 'https://paymentservices.payfort.com' },
};

/** The shop's origin, from the URL the provider returns the browser to. */
const originOf = (returnUrl: string) => new URL(returnUrl).origin;

export function setUpPayments(settings: PaymentSettings, hashSecret: Buffer): PaymentSetup {
  const sandbox = sandboxCredentials(hashSecret);
  const sandboxed = new Set<GatewayProvider>();
  const base = () => settings.sandboxUrl().replace(/\/+$/, '');

  const cashfree = settings.cashfree;
  if (!cashfree) sandboxed.add('cashfree');
  const cashfreeHost = cashfree ? CASHFREE_HOSTS[cashfree.environment] : null;
  const cashfreeGateway = new CashfreeGateway({
    ...(cashfree ?? sandbox.cashfree),
    apiBase: cashfreeHost ? () => cashfreeHost : () => base() + SANDBOX_PREFIX.cashfree,
    checkoutBase: cashfreeHost ? () => cashfreeHost : (returnUrl) => originOf(returnUrl) + SANDBOX_PREFIX.cashfree,
    formActionHosts: cashfreeHost ? [cashfreeHost] : [],
  });

  if (!settings.stripe) sandboxed.add('stripe');
  const stripeGateway = new StripeGateway(settings.stripe ?? { ...sandbox.stripe, apiBase: base });

  const aps = settings.amazonPay;
  if (!aps) sandboxed.add('amazon_pay');
  const apsHosts = aps ? APS_HOSTS[aps.environment] : null;
  const apsGateway = new AmazonPayGateway({
    ...(aps ?? sandbox.amazonPay),
    apiUrl: apsHosts ? () => `${apsHosts.api}/FortAPI/paymentApi` : () => `${base()}${SANDBOX_PREFIX.amazonPay}/FortAPI/paymentApi`,
    pageUrl: apsHosts ? () => `${apsHosts.page}/FortAPI/paymentPage` : (returnUrl) => `${originOf(returnUrl)}${SANDBOX_PREFIX.amazonPay}/FortAPI/paymentPage`,
    formActionHosts: apsHosts ? [apsHosts.page] : [],
  });

  const gateways: PaymentGateways = { cashfree: cashfreeGateway, stripe: stripeGateway, amazon_pay: apsGateway };
  return {
    gateways,
    sandbox: sandboxed.size > 0 ? { providers: sandboxed, credentials: sandbox, appBase: base, webhooks: () => settings.sandboxWebhooks ?? true } : null,
    formActionHosts: Object.values(gateways).flatMap((g) => g.formActionHosts),
  };
}
