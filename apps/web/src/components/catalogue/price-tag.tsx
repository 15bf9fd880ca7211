import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { discountPercent, formatPrice } from '@/lib/format';
import { useStore } from '@/lib/store-context';

export interface PriceTagProps {
  price: number | null;
  finalPrice: number | null;
  priceVisibility: boolean;
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * Spec §5: currency prefix with 2 decimals, the MRP struck through when discounted, and
 * "N% off". Nothing at all when the vendor hid the price (the server then sends nulls too).
 */
export function PriceTag({ price, finalPrice, priceVisibility, size = 'sm', className }: PriceTagProps) {
  const { t } = useTranslation('product_details');
  const { currency } = useStore();
  if (priceVisibility === false || finalPrice === null) return null;
  const mrp = price ?? finalPrice;
  const percent = discountPercent(mrp, finalPrice);
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-2', className)} data-testid="price">
      <span className={clsx('font-semibold', size === 'lg' ? 'text-2xl' : 'text-base')}>
        {finalPrice === 0 ? t('product_details:free') : formatPrice(finalPrice, currency.symbol)}
      </span>
      {percent > 0 && (
        <>
          <s className="text-sm text-muted-fg">
            <span className="sr-only">{t('product_details:mrp')} </span>
            {formatPrice(mrp, currency.symbol)}
          </s>
          <span className="text-sm font-medium text-green-700 dark:text-green-400">
            {t('product_details:percent_off', { percent })}
          </span>
        </>
      )}
    </p>
  );
}
