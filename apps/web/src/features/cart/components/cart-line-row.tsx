import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTag } from '@/components/catalogue/price-tag';
import { ProductThumb } from '@/components/catalogue/product-thumb';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import type { CartViewLine } from '@/lib/cart/cart-line';
import { useFormatPrice } from '@/lib/format';
import { useStore } from '@/lib/store-context';
import { useMediaQuery } from '@/lib/use-media-query';
import { SlotPicker } from './slot-picker';

type Props = {
  line: CartViewLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  delivery?: { deliverable: boolean; date: string | null } | undefined;
  deliveryNote?: string;
  /** The first line: its picture is the page's largest paint. */
  priority?: boolean;
};

/** One cart line: picture, name, §5 price, quantity, line total, bundle parts, slot and removal. */
export function CartLineRow({ line, busy, onQuantity, onRemove, deliveryNote, priority = false }: Props) {
  const { t } = useTranslation('cart');
  const { currency } = useStore();
  const formatPrice = useFormatPrice();
  const href = `/ProductDetails?PId=${line.productId}`;
  const lineTotal = line.priceVisibility && line.sellingPrice !== null ? line.sellingPrice * line.quantity : null;
  // On a phone the total wraps to sit right above the unit price: for a single item they are the
  // same figure, so it is shown once. From sm up the total stands apart at the row's end.
  const wide = useMediaQuery('(min-width: 40rem)');
  const showTotal = lineTotal === null || line.quantity > 1 || wide;
  return (
    <li className="flex gap-4 border-b border-line py-4 last:border-b-0" aria-busy={busy || undefined}>
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <ProductThumb images={line.productImage} className="size-24" priority={priority} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <Link to={href} className="font-medium hover:underline focus-visible:underline">
              {line.productName}
            </Link>
            {line.vendorName && <p className="text-sm text-muted-fg">{t('cart:sold_by', { vendor: line.vendorName })}</p>}
          </div>
          {showTotal && (
            <p className="text-end font-semibold" data-testid="line-total">
              {lineTotal === null ? (
                <span className="text-sm font-normal text-muted-fg">{t('cart:price_on_request')}</span>
              ) : (
                <>
                  {/* Said on a phone, where the total sits over the unit price; from sm up its place says it. */}
                  <span className="font-normal text-muted-fg sm:sr-only">{t('cart:line_total')} </span>
                  {formatPrice(lineTotal, currency)}
                </>
              )}
            </p>
          )}
        </div>
        <PriceTag price={line.productPrice} finalPrice={line.sellingPrice} priceVisibility={line.priceVisibility} />
        {line.bundled_products.length > 0 && (
          <p className="text-sm text-muted-fg">
            {t('cart:includes')}{' '}
            {line.bundled_products.map((part) => (part.quantity > 1 ? `${part.product_name} × ${part.quantity}` : part.product_name)).join(', ')}
          </p>
        )}
        {deliveryNote && <p className="text-sm">{deliveryNote}</p>}
        <div className="flex flex-wrap items-center gap-3">
          {line.offerId === null ? (
            <QuantityStepper value={line.quantity} max={Math.max(line.quantity, line.maxQuantity)} onChange={onQuantity} />
          ) : (
            // An accepted offer's quantity is part of the deal: the server refuses a change.
            <p className="text-sm">{t('cart:offer_quantity', { count: line.quantity })}</p>
          )}
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy} aria-label={t('cart:remove_named', { name: line.productName })}>
            {t('cart:remove')}
          </Button>
        </div>
        {line.slotRequired && <SlotPicker productId={line.productId} productName={line.productName} />}
      </div>
    </li>
  );
}
