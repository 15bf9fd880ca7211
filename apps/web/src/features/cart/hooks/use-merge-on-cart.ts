import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { guestCartStore } from '@/lib/cart/guest-cart';
import { mergeGuestCart } from '@/lib/cart/merge-guest-cart';

/**
 * Sign-in skips the guest-cart merge when it lands on /cart (spec §4); the cart page does it here,
 * in view, so nothing the guest chose is lost. True while the merge runs.
 */
export function useGuestCartMergeOnCart(signedIn: boolean): boolean {
  const { t } = useTranslation('cart');
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [merging, setMerging] = useState(() => signedIn && guestCartStore.read().length > 0);
  useEffect(() => {
    if (!signedIn || started.current || guestCartStore.read().length === 0) return;
    started.current = true;
    setMerging(true);
    void mergeGuestCart(queryClient)
      .then((failed) => {
        if (failed.length > 0) toast.error(t('cart:merge_failed', { names: failed.join(', ') }));
      })
      .finally(() => setMerging(false));
  }, [signedIn, queryClient, t]);
  return merging;
}
