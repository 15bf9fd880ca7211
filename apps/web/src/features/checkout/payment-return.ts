import { buyNow } from '@/lib/cart/buy-now';
import { storage } from '@/lib/storage';

/**
 * Spec §4 "Payment return": local flags about the order last placed. payDone true means nothing is
 * left to pay, so the stored buy-now item goes; false means the shopper left for a gateway, and
 * if they come back anywhere but a payment page the app asks the server about that order.
 */
/** Spec §8: the id of the 'order payment fail' toast, so a second notice replaces the first. */
export const FAILED_ORDER_TOAST_ID = 'failed_order';

export type PaymentReturnFlags = { payDone: boolean; orderId: number | null };

export const paymentReturn = {
  read(): PaymentReturnFlags | null {
    const payDone = storage.get('payDone');
    if (payDone !== 'true' && payDone !== 'false') return null;
    const orderId = Number(storage.get('orderId'));
    return { payDone: payDone === 'true', orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null };
  },
  /** Before leaving for the gateway's page. */
  awaitPayment(orderId: number): void {
    storage.set('orderId', String(orderId));
    storage.set('payDone', 'false');
  },
  /** The order needs no more paying: nothing was due online, or the server confirmed the payment. */
  markPaid(orderId: number): void {
    storage.set('orderId', String(orderId));
    storage.set('payDone', 'true');
  },
  clear(): void {
    storage.remove('payDone');
    storage.remove('orderId');
  },
  /** payDone true: the stored item was bought, so it goes, and with it the flags. */
  settlePaid(): void {
    buyNow.clear();
    paymentReturn.clear();
  },
};

/** Spec §4: the status recheck is skipped on these pages, which deal with the payment themselves. */
const RECHECK_SKIPPED = [/^\/checkout(\/|$)/i, /^\/payment\/?$/i, /^\/cashfree\/?$/i, /^\/order-status\/?$/i, /^\/amazonPayment\/?$/i];
export const skipsPaymentRecheck = (pathname: string) => RECHECK_SKIPPED.some((pattern) => pattern.test(pathname));
