import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { useSession } from '@/lib/use-session';
import { FAILED_ORDER_TOAST_ID, paymentReturn, skipsPaymentRecheck } from '@/features/checkout/payment-return';

/** One recheck at a time: a quick second navigation must not ask (and toast) twice. */
let checking = false;

/**
 * Spec §4 "Payment return", on every page the shopper lands on: payDone true clears the stored
 * buy-now item; false asks the server about the stored order (the shopper came back some other
 * way than the gateway's return), tells the outcome, then clears the flags. Not on the payment
 * pages themselves, which check and tell on their own.
 */
export function usePaymentReturn(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  // The order is the signed-in customer's; a guest's check would only be refused, so it waits for the sign-in.
  const signedIn = useSession().isAuthenticated;
  useEffect(() => {
    const flags = paymentReturn.read();
    if (!flags || !signedIn) return;
    if (flags.payDone) {
      paymentReturn.settlePaid();
      return;
    }
    if (skipsPaymentRecheck(pathname) || checking) return;
    if (flags.orderId === null) {
      paymentReturn.clear();
      return;
    }
    checking = true;
    const orderId = flags.orderId;
    void (async () => {
      try {
        // Loaded only when there is an order to ask about, which keeps it off the first page's bundle.
        const { checkOrderStatus, isOrderConfirmed, outcomeOf } = await import('@/features/checkout/api/check-order-status');
        const paid = isOrderConfirmed(outcomeOf(await checkOrderStatus(orderId)));
        await i18n.loadNamespaces('order');
        if (paid) toast.success(i18n.t('order:order_placed_success'));
        else toast.error(i18n.t('order:order_payment_fail'), { id: FAILED_ORDER_TOAST_ID });
        if (paid) paymentReturn.settlePaid();
      } catch {
        // The order is not this customer's any more (signed out, another account): nothing to tell.
      } finally {
        paymentReturn.clear();
        checking = false;
      }
    })();
  }, [pathname, i18n, signedIn]);
}
