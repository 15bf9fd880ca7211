import { and, eq, isNull, sql } from 'drizzle-orm';
import { PlaceOrderNext } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { customers, orders, payments } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { isGatewayProvider, type GatewayProvider, type GatewayStart, type PaymentGateways } from './gateway';
import { minorPerMain } from './money-units';
import { AMAZON_PAY_NOTIFY_PATH, AMAZON_PAY_RETURN_PATH, CASHFREE_WEBHOOK_PATH, RETURN_PAGES, STRIPE_WEBHOOK_PATH } from './payment-paths';

/**
 * Starts a placed order's online payment at its provider, after the order's transaction has
 * committed (a provider call never holds a database transaction open). What the browser does
 * next is kept on the payment row, so a retried place-order answers the same next without a
 * second session at the provider.
 */

export type StartPaymentInput = {
  /** The payment row's id and provider; its reference, amount and currency are read from the row. */
  payment: { id: number; provider: string };
  orderId: number;
  /** Read from the order's customer when not given. */
  customer?: { id: number; name: string; email: string | null; phone: string | null };
  language?: string;
  /** The shop's origin as the shopper's browser sees it (https://shop.example): return URLs are built on it. */
  origin: string;
  log?: Log;
};

type Log = { error: (details: object, message: string) => void };

const NOTHING: PlaceOrderNext = { type: 'none' };

/** Where each provider returns the browser and posts its webhooks (spec §2 return pages). */
export function returnUrls(provider: GatewayProvider, origin: string, orderId: number): Pick<GatewayStart, 'returnUrl' | 'cancelUrl' | 'notifyUrl'> {
  const base = new URL(origin).origin;
  if (provider === 'cashfree') {
    const page = `${base}${RETURN_PAGES.cashfree}?order_id=${orderId}`;
    return { returnUrl: page, cancelUrl: page, notifyUrl: base + CASHFREE_WEBHOOK_PATH };
  }
  if (provider === 'stripe') {
    const page = `${base}${RETURN_PAGES.stripe}?order_id=${orderId}`;
    // Stripe puts the session's id in place of {CHECKOUT_SESSION_ID}.
    return { returnUrl: `${page}&session_id={CHECKOUT_SESSION_ID}`, cancelUrl: `${page}&cancelled=true`, notifyUrl: base + STRIPE_WEBHOOK_PATH };
  }
  return { returnUrl: base + AMAZON_PAY_RETURN_PATH, cancelUrl: base + AMAZON_PAY_RETURN_PATH, notifyUrl: base + AMAZON_PAY_NOTIFY_PATH };
}

/** A customer who signed up by email is still reachable by the phone on the delivery address (Cashfree asks for one). */
const withAddressPhone = <C extends { phone: string | null }>(customer: C, address: Record<string, string> | null): C =>
  customer.phone || !address?.phone ? customer : { ...customer, phone: address.phone };

/** Asks the payment's gateway for a session (or signs its form) and stores what the browser does next. */
export async function startPayment(db: Db, gateways: PaymentGateways, input: StartPaymentInput): Promise<PlaceOrderNext> {
  if (!isGatewayProvider(input.payment.provider)) return NOTHING;
  const [row] = await db
    .select({
      payment: payments,
      numberToBasic: orders.numberToBasic,
      deliveryAddress: orders.deliveryAddress,
      customer: { id: customers.id, name: customers.name, email: customers.email, phone: customers.phone },
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(payments.id, input.payment.id), eq(payments.orderId, input.orderId)))
    .limit(1);
  if (!row) throw new ApiError(404, `Order ${input.orderId} has no payment ${input.payment.id}`);
  const { payment } = row;
  const provider = payment.provider;
  if (!isGatewayProvider(provider)) return NOTHING;
  if (payment.next) return PlaceOrderNext.parse(payment.next);
  if (payment.status === 'Completed' || payment.status === 'Failed') return NOTHING;
  if (row.numberToBasic !== minorPerMain(payment.currency)) {
    throw new ApiError(
      422,
      `This store counts ${payment.currency} in ${row.numberToBasic} parts, payment services in ${minorPerMain(payment.currency)}; choose cash on delivery until the store's currency is corrected`,
    );
  }

  let started;
  try {
    started = await gateways[provider].start({
      reference: payment.reference,
      orderId: input.orderId,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      customer: input.customer ?? withAddressPhone(row.customer, row.deliveryAddress),
      language: input.language ?? 'en',
      description: `Order ${input.orderId}`,
      ...returnUrls(provider, input.origin, input.orderId),
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    input.log?.error({ err: error, provider, paymentId: payment.id }, 'the payment could not be started');
    throw new ApiError(502, 'The payment service did not answer; please try again');
  }

  const stored = await db
    .update(payments)
    .set({
      providerRef: started.providerRef,
      next: started.next,
      status: sql`case when ${payments.status} = 'Created' then 'Pending' else ${payments.status} end`,
    })
    .where(and(eq(payments.id, payment.id), isNull(payments.next)))
    .returning({ id: payments.id });
  if (stored.length > 0) return started.next;
  // A parallel retry stored its answer first: both answer the one stored.
  const [again] = await db.select({ next: payments.next }).from(payments).where(eq(payments.id, payment.id));
  return again?.next ? PlaceOrderNext.parse(again.next) : started.next;
}

/**
 * The checkout's place-order hook, one per request: `checkoutRoutes(deps, { startOnlinePayment:
 * onlinePaymentStarter(deps) })` starts each placed order's payment with the request's origin.
 */
export const onlinePaymentStarter =
  (deps: { db: Db; gateways: PaymentGateways }) =>
  (request: { origin: string; language?: string; log?: Log }) =>
  (payment: { id: number; provider: string }, orderId: number): Promise<PlaceOrderNext> =>
    startPayment(deps.db, deps.gateways, { payment, orderId, origin: request.origin, language: request.language, log: request.log });
