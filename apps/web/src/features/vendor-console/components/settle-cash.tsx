import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorOrderItem } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { isolatedValues } from '@/components/ui/isolated-values';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useFormatPrice } from '@/lib/format';
import { useSettleCashRefund } from '../api/settle-cash-refund';

/**
 * Cash paid on delivery is refunded by the vendor by hand. Once they have handed it back they say
 * so here; it cannot be undone, so the button asks once more, in place, naming the amount.
 */
export function SettleCash({ item, describedBy }: { item: VendorOrderItem; describedBy: string }) {
  const { t } = useTranslation('vendor');
  const settle = useSettleCashRefund();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const formatPrice = useFormatPrice();
  const amount = formatPrice(item.refund?.amount ?? 0, item.currency);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  if (item.refund?.status !== 'owed') return null;

  async function confirm() {
    try {
      const settled = await settle.mutateAsync(item.order_item_id);
      toast.success(t('vendor:cash_settled', { product: settled.product_name }));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) toast.error(error instanceof ApiError ? error.message : t('common:something_went_wrong'));
      setAsking(false);
    }
  }

  if (!asking) {
    return (
      <Button ref={askRef} size="sm" variant="secondary" aria-describedby={describedBy} onClick={() => setAsking(true)}>
        {t('vendor:cash_settle')}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={t('vendor:cash_settle')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm">{isolatedValues(t, 'vendor:cash_settle_question', { amount })}</span>
      <Button
        ref={confirmRef}
        size="sm"
        aria-describedby={describedBy}
        disabled={settle.isPending}
        aria-busy={settle.isPending || undefined}
        onClick={() => void confirm()}
      >
        {settle.isPending ? t('vendor:moving') : t('vendor:cash_settle_confirm')}
      </Button>
      <Button
        size="sm"
        variant="tertiary"
        disabled={settle.isPending}
        onClick={() => {
          setAsking(false);
          requestAnimationFrame(() => askRef.current?.focus());
        }}
      >
        {t('vendor:cash_settle_not_yet')}
      </Button>
    </div>
  );
}
