import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '@/components/ui/query-states';
import { Button, buttonClassName } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { CHECKOUT_PATHS } from '@/lib/cart/buy-now';
import { useCreateCheckout } from '@/lib/checkout/create-checkout';
import { deliveryCheckOptions } from '@/lib/cart/delivery-api';
import { slotStore } from '@/lib/cart/slot-selection';
import { useCart, useCartActions } from '@/lib/cart/use-cart';
import { formatDate } from '@/lib/format';
import { usePostalCode } from '@/lib/postal-code';
import { pincodeFilter, readSavedPincode } from '@/lib/saved-pincode';
import { CartDelivery } from '../components/cart-delivery';
import { preloadPageNamespaces } from '@/features/i18n/page-namespaces';
import { CartLineRow } from '../components/cart-line-row';
import { CartSkeleton } from '../components/cart-skeleton';
import { OrderSummary } from '../components/order-summary';
import { useGuestCartMergeOnCart } from '../hooks/use-merge-on-cart';

/** /cart (spec §2): the lines, their slots and delivery, the totals and the way to checkout. */
export default function CartPage() {
  // The lines read the listing's and the product page's copy too: all of it comes at once.
  preloadPageNamespaces('cart');
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const cart = useCart();
  const actions = useCartActions({ onError: (message) => toast.error(message) });
  const merging = useGuestCartMergeOnCart(cart.isSignedIn);
  const startCheckout = useCreateCheckout();
  const slots = useSyncExternalStore(slotStore.subscribe, slotStore.read, slotStore.read);
  const postal = usePostalCode();
  const [pincode, setPincode] = useState<string | null>(() => pincodeFilter(readSavedPincode(), postal.rules) ?? null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  // After 'Empty cart' the button is gone with the lines: focus goes to the empty cart's heading.
  const [cleared, setCleared] = useState(false);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (cleared && cart.lines.length === 0) emptyHeading.current?.focus();
  }, [cleared, cart.lines.length]);
  const productIds = cart.lines.map((l) => l.productId);
  const delivery = useQuery({ ...deliveryCheckOptions(pincode ?? '', productIds), enabled: pincode !== null && productIds.length > 0 });
  const deliveryOf = (productId: number) => (pincode !== null ? delivery.data?.items.find((i) => i.product_id === productId) : undefined);

  if (cart.isLoading || merging) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="mb-4 text-2xl font-semibold">{t('cart:title')}</h1>
        <CartSkeleton />
      </div>
    );
  }
  if (cart.error) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="mb-6 text-2xl font-semibold">{t('cart:title')}</h1>
        <LoadError error={cart.error} onRetry={() => void cart.refetch()} />
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
        <h1 ref={emptyHeading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {t('cart:empty_title')}
        </h1>
        <p className="text-muted-fg">{t('cart:empty_text')}</p>
        <Link to="/productListing" className={buttonClassName('primary')}>
          {t('cart:continue_shopping')}
        </Link>
      </div>
    );
  }

  const missingSlots = cart.lines.filter((l) => l.slotRequired && !slots.some((s) => s.product === l.productId));
  const blocked = delivery.data?.items.some((i) => !i.deliverable) ?? false;
  const busyKey = actions.setQuantity.isPending
    ? actions.setQuantity.variables?.line.key
    : actions.remove.isPending
      ? actions.remove.variables?.key
      : undefined;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">
          {t('cart:title')} <span className="text-base font-normal text-muted-fg">({t('cart:line_count', { count: cart.lines.length })})</span>
        </h1>
        <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setConfirmingClear(true)} disabled={actions.clear.isPending}>
          {t('cart:clear_cart')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingClear}
        onOpenChange={setConfirmingClear}
        title={t('cart:clear_cart_confirm_title')}
        description={t('cart:clear_cart_confirm_text', { count: cart.lines.length })}
        confirmLabel={t('cart:clear_cart')}
        pending={actions.clear.isPending}
        onConfirm={() =>
          actions.clear.mutate(undefined, {
            onSuccess: () => {
              setCleared(true);
              setConfirmingClear(false);
            },
          })
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ul className="rounded-lg border border-line px-4" aria-label={t('cart:lines_label')}>
          {cart.lines.map((line, index) => {
            const reach = deliveryOf(line.productId);
            return (
              <CartLineRow
                key={line.key}
                line={line}
                priority={index === 0}
                busy={busyKey === line.key}
                onQuantity={(quantity) => actions.setQuantity.mutate({ line, quantity })}
                onRemove={() => actions.remove.mutate(line)}
                deliveryNote={
                  reach
                    ? reach.deliverable && reach.estimated_delivery_date
                      ? t('cart:delivery_by', { date: formatDate(reach.estimated_delivery_date) })
                      : t('cart:delivery_not_here', { pincode })
                    : undefined
                }
              />
            );
          })}
        </ul>
        <div className="flex flex-col gap-4">
          <OrderSummary lines={cart.lines}>
            {missingSlots.length > 0 && <p className="text-sm text-amber-700 dark:text-amber-400">{t('cart:slot_needed', { count: missingSlots.length })}</p>}
            {blocked && <p className="text-sm text-amber-700 dark:text-amber-400">{t('cart:delivery_blocked', postal.words)}</p>}
            <Button
              disabled={missingSlots.length > 0 || blocked || startCheckout.isPending}
              aria-busy={startCheckout.isPending || undefined}
              onClick={() =>
                // A guest signs in first; the checkout route starts the checkout from the merged cart then.
                cart.isSignedIn
                  ? startCheckout.mutate(
                      { source: 'cart' },
                      { onSuccess: (c) => void navigate(`/checkout/${c.checkout_id}`), onError: (error) => toast.error(error.message) },
                    )
                  : void navigate(CHECKOUT_PATHS.cart)
              }
            >
              {startCheckout.isPending ? t('cart:starting_checkout') : t('cart:proceed_to_checkout')}
            </Button>
          </OrderSummary>
          <CartDelivery pincode={pincode} onPincode={setPincode} result={delivery.data ?? null} checking={delivery.isFetching} error={delivery.error} />
        </div>
      </div>
    </div>
  );
}
