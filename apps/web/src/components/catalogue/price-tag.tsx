import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { discountPercent, formatPrice } from '@/lib/format';
import { useStore } from '@/lib/store-context';

export interface PriceTagProps {
  price: number | null;
  finalPrice: number | null;
  priceVisibility?: boolean | null;
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * The one place the spec §5 price rule is drawn (product cards and the product page): currency
 * prefix with 2 decimals, 'Free' at 0, the MRP struck through when discounted, and "N% off".
 * Nothing at all when the vendor hid the price (the server then sends nulls too).
 */
export function PriceTag({ price, finalPrice, priceVisibility, size = 'sm', className }: PriceTagProps) {
  const { t } = useTranslation('product_listing');
  const { currency } = useStore();
  const selling = finalPrice ?? price;
  if (priceVisibility === false || selling === null) return null;
  const mrp = price ?? selling;
  const percent = discountPercent(mrp, selling);
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-2', className)} data-testid="price">
      <span className={clsx('font-semibold', size === 'lg' ? 'text-2xl' : 'text-lg', selling === 0 && 'text-primary')}>
        {selling === 0 ? t('card_free') : formatPrice(selling, currency.symbol)}
      </span>
      {selling > 0 && percent > 0 && (
        <>
          <s className="text-sm text-muted-fg">
            <span className="sr-only">{t('card_original_price')} </span>
            {formatPrice(mrp, currency.symbol)}
          </s>
          <Badge variant="secondary">{t('card_percent_off', { percent })}</Badge>
        </>
      )}
    </p>
  );
}
