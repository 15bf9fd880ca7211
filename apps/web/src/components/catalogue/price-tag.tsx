import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { discountPercent, useFormatPrice } from '@/lib/format';
import { useStore } from '@/lib/store-context';

export interface PriceTagProps {
  price: number | null;
  finalPrice: number | null;
  priceVisibility?: boolean | null;
  size?: 'sm' | 'lg';
  /**
   * 'card': two lines of fixed height, the price on the first, the struck price and the discount
   * on the second, so a card is as tall whatever its prices (and as its skeleton). A discount badge
   * that does not fit beside the struck price on a narrow card drops out of view (still read out).
   */
  layout?: 'inline' | 'card';
  className?: string;
}

/**
 * The one place the spec §5 price rule is drawn (product cards and the product page): currency
 * symbol with 2 decimals in the page's language, 'Free' at 0, the MRP struck through when discounted, and "N% off".
 * Nothing at all when the vendor hid the price (the server then sends nulls too).
 */
export function PriceTag({ price, finalPrice, priceVisibility, size = 'sm', layout = 'inline', className }: PriceTagProps) {
  const { t } = useTranslation('product_listing');
  const { currency } = useStore();
  const money = useFormatPrice();
  const selling = finalPrice ?? price;
  if (priceVisibility === false || selling === null) return null;
  const mrp = price ?? selling;
  const percent = discountPercent(mrp, selling);
  const amount = (
    <span className={clsx('font-semibold', size === 'lg' ? 'text-2xl' : 'text-lg', selling === 0 && 'text-primary', layout === 'card' && 'truncate')}>
      {selling === 0 ? t('card_free') : money(selling, currency)}
    </span>
  );
  const discount = selling > 0 && percent > 0 && (
    <>
      {/* As tall as the badge on a card, so a badge wrapped out of view does not peek in below it. */}
      <s className={clsx('text-sm text-muted-fg', layout === 'card' && 'leading-[1.375rem]')}>
        <span className="sr-only">{t('card_original_price')} </span>
        {money(mrp, currency)}
      </s>
      <Badge variant="secondary">{t('card_percent_off', { percent })}</Badge>
    </>
  );
  if (layout === 'card') {
    return (
      <p className={clsx('flex flex-col', className)} data-testid="price">
        {amount}
        <span className="flex h-[1.375rem] flex-wrap items-center gap-x-2 overflow-hidden">{discount}</span>
      </p>
    );
  }
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-2', className)} data-testid="price">
      {amount}
      {discount}
    </p>
  );
}
