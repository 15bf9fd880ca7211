import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '@bazaar/contracts';
import { useFormatPrice } from '@/lib/format';
import { CouponForm } from './coupon-form';

type Props = {
  checkout: Checkout;
  busy: boolean;
  onApplyCoupon: (code: string, onError: (error: Error) => void) => void;
  onRemoveCoupon: () => void;
  children?: ReactNode;
};

function Row({ label, value, className, testId }: { label: ReactNode; value: string; className?: string; testId?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${className ?? ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * The order summary beside every step, in the server's figures: items at MRP, the products'
 * own discount, the coupon, delivery and the total; when part is paid online and part on
 * delivery, both parts.
 */
export function CheckoutSummary({ checkout, busy, onApplyCoupon, onRemoveCoupon, children }: Props) {
  const { t } = useTranslation('order');
  const format = useFormatPrice();
  const d = checkout.orderDetails;
  const money = (n: number) => format(n, d.currency);
  const items = checkout.checkoutItems.reduce((n, i) => n + i.quantity, 0);
  const split = d.online_amount > 0 && d.pay_on_delivery_amount > 0;
  return (
    <section aria-labelledby="checkout-summary" className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <h2 id="checkout-summary" className="text-lg font-semibold">
        {t('order:summary_title')}
      </h2>
      {checkout.checkoutHasOnlyReqBasedProducts ? (
        // Requests have no price yet: zeros would read as "free".
        <p className="text-sm text-muted-fg">{t('order:summary_quoted')}</p>
      ) : (
        <dl className="flex flex-col gap-2 text-sm">
          <Row label={t('order:summary_items', { count: items })} value={money(d.mrp_total)} />
          {d.product_discount > 0 && (
            <Row label={t('order:summary_product_discount')} value={`−${money(d.product_discount)}`} className="text-green-700 dark:text-green-400" />
          )}
          {d.discount > 0 && <Row label={t('order:summary_coupon_discount')} value={`−${money(d.discount)}`} className="text-green-700 dark:text-green-400" />}
          <Row label={t('order:summary_delivery')} value={d.delivery_charge > 0 ? money(d.delivery_charge) : t('order:summary_delivery_free')} />
          {d.tax > 0 && <Row label={t('order:summary_tax')} value={money(d.tax)} />}
          <Row label={t('order:summary_total')} value={money(d.total)} className="border-t border-line pt-2 text-base font-semibold" testId="checkout-total" />
          {split && (
            <>
              <Row label={t('order:summary_online_amount')} value={money(d.online_amount)} testId="online-amount" />
              <Row label={t('order:summary_pay_on_delivery_amount')} value={money(d.pay_on_delivery_amount)} testId="pay-on-delivery-amount" />
            </>
          )}
        </dl>
      )}
      {checkout.status === 'open' && !checkout.checkoutHasOnlyReqBasedProducts && (
        <CouponForm
          applied={checkout.coupon?.couponCode ?? null}
          saving={money(checkout.coupon?.discount ?? d.discount)}
          busy={busy}
          onApply={onApplyCoupon}
          onRemove={onRemoveCoupon}
        />
      )}
      {children}
    </section>
  );
}
