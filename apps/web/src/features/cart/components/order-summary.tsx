import { useTranslation } from 'react-i18next';
import { cartTotals, type CartViewLine } from '@/lib/cart/cart-line';
import { useFormatPrice } from '@/lib/format';
import { useStore } from '@/lib/store-context';
import type { ReactNode } from 'react';

/** Price of the items at MRP, the discount, and what the order comes to. */
export function OrderSummary({ lines, children }: { lines: CartViewLine[]; children?: ReactNode }) {
  const { t } = useTranslation('cart');
  const { currency } = useStore();
  const totals = cartTotals(lines);
  const format = useFormatPrice();
  const money = (n: number) => format(n, currency);
  const quoted = lines.some((l) => !l.priceVisibility || l.sellingPrice === null);
  return (
    <section aria-labelledby="order-summary" className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <h2 id="order-summary" className="text-lg font-semibold">
        {t('cart:summary_title')}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('cart:summary_items', { count: totals.items })}</dt>
          <dd>{money(totals.mrp)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className="flex justify-between gap-4 text-green-700 dark:text-green-400">
            <dt>{t('cart:summary_discount')}</dt>
            <dd>−{money(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
          <dt>{t('cart:summary_total')}</dt>
          <dd data-testid="cart-total">{money(totals.total)}</dd>
        </div>
      </dl>
      {totals.discount > 0 && <p className="text-sm text-green-700 dark:text-green-400">{t('cart:summary_saving', { amount: money(totals.discount) })}</p>}
      {quoted && <p className="text-xs text-muted-fg">{t('cart:summary_quoted_note')}</p>}
      {children}
    </section>
  );
}
