import { useState } from 'react';
import type { ProductDetails } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { QuantityStepper } from './quantity-stepper';

type Action = { key: string; variant: 'primary' | 'secondary' };

/** Spec §4 product modes: what the customer can do with the product. */
const ACTIONS: Record<ProductDetails['order_flow'], Action[]> = {
  checkout_based: [
    { key: 'add_to_cart', variant: 'primary' },
    { key: 'buy_now', variant: 'secondary' },
  ],
  request_based: [{ key: 'request', variant: 'primary' }],
  enquiry_based: [{ key: 'enquire', variant: 'primary' }],
};

/**
 * Stock, quantity and the mode's buttons. Cart, buy-now, requests and enquiries arrive with their
 * own features; until then the buttons are shown disabled so the page does not pretend to act.
 */
export function PurchasePanel({ product }: { product: ProductDetails }) {
  const { t } = useTranslation('product_details');
  const max = Math.max(0, Math.min(product.stock, product.max_per_order));
  const inStock = product.in_stock && max > 0;
  // Spec §5: add-to-cart quantity defaults to 1.
  const [quantity, setQuantity] = useState(1);
  const needsQuantity = product.order_flow !== 'enquiry_based';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {inStock ? (
          <Badge variant="secondary">{t('product_details:in_stock')}</Badge>
        ) : (
          <Badge variant="destructive">{t('product_details:out_of_stock')}</Badge>
        )}
        {inStock && product.stock <= 5 && <span className="text-sm text-muted-fg">{t('product_details:only_left', { count: product.stock })}</span>}
      </div>
      {inStock && needsQuantity && (
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper value={Math.min(quantity, max)} max={max} onChange={setQuantity} />
          <span className="text-sm text-muted-fg">{t('product_details:max_per_order', { max })}</span>
        </div>
      )}
      {product.slot_required && <p className="rounded-md bg-muted p-3 text-sm">{t('product_details:slot_required_note')}</p>}
      <div className="flex flex-wrap gap-3">
        {ACTIONS[product.order_flow].map((action) => (
          <Tooltip key={action.key} content={t('product_details:action_coming_soon')}>
            {/* A disabled button gets no pointer or focus events, so the wrapper carries the tooltip. */}
            <span tabIndex={0} className="inline-flex rounded-md focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none">
              <Button variant={action.variant} disabled aria-describedby="purchase-coming-soon">
                {t(`product_details:${action.key}`)}
              </Button>
            </span>
          </Tooltip>
        ))}
      </div>
      <p id="purchase-coming-soon" className="text-xs text-muted-fg">
        {t('product_details:action_coming_soon')}
      </p>
    </div>
  );
}
