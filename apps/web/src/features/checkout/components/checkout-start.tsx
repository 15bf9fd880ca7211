import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingBlocks } from '@/components/ui/query-states';
import { buyNow } from '@/lib/cart/buy-now';
import { slotStore } from '@/lib/cart/slot-selection';
import { buyNowBody, useCreateCheckout } from '@/lib/checkout/create-checkout';
import { CheckoutFrame } from './checkout-frame';

export type CheckoutSource = 'cart' | 'buy-now';

/**
 * /checkout/cart and /checkout/buy-now: where Buy now, and a guest's Proceed to checkout after
 * signing in, arrive. Starts the checkout from that basket, then takes its place in the history.
 */
export function CheckoutStart({ source }: { source: CheckoutSource }) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const { mutate, error, reset } = useCreateCheckout();
  const [item] = useState(() => (source === 'buy-now' ? buyNow.get() : null));
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const nothingToBuy = source === 'buy-now' && !item;

  useEffect(() => {
    // Once per attempt, though React may run an effect twice.
    if (nothingToBuy || started.current === attempt) return;
    started.current = attempt;
    const body = item ? buyNowBody(item, slotStore.read()) : { source: 'cart' as const };
    mutate(body, { onSuccess: (checkout) => void navigate(`/checkout/${checkout.checkout_id}`, { replace: true }) });
  }, [attempt, item, nothingToBuy, mutate, navigate]);

  if (nothingToBuy) {
    return (
      <CheckoutFrame>
        <EmptyState title={t('order:buy_now_missing')} description={t('order:buy_now_missing_text')}>
          <Link to="/productListing" className={buttonClassName('primary')}>
            {t('order:continue_shopping')}
          </Link>
        </EmptyState>
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutFrame>
      {error ? (
        <div className="flex flex-col items-start gap-3">
          <LoadError
            error={error}
            onRetry={() => {
              reset();
              setAttempt((n) => n + 1);
            }}
          />
          <Link to="/cart" className={buttonClassName('tertiary')}>
            {t('order:back_to_cart')}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-muted-fg">{t('order:starting_checkout')}</p>
          <LoadingBlocks blocks={['h-10', 'h-40']} />
        </>
      )}
    </CheckoutFrame>
  );
}
