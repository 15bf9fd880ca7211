import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductThumb } from '@/components/catalogue/product-thumb';
import { StarRating } from '@/components/ui/star-rating';
import type { ItemActionKind, OrderItem as Item } from '../order-view';
import { ItemActions } from './item-actions';
import { ItemChat } from './item-chat';
import { ItemPolicies } from './item-policies';
import { ItemStatusBadge } from './item-status-badge';
import { ItemTimeline } from './item-timeline';
import { RequestFormButton } from './request-form-button';
import { ReturnPhotos } from './return-photos';
import { SlotLine } from './slot-line';

export interface OrderItemProps {
  orderId: number;
  /** The order currency's minor units in one main unit (number_to_basic). */
  placedAt: string;
  item: Item;
  money: (amount: number) => string;
  onAction: (kind: ItemActionKind, item: Item) => void;
}

/** One item of an order: what it is, where it stands and how it got there, its policies, and what may be done now. */
export function OrderItem({ orderId, placedAt, item, money, onAction }: OrderItemProps) {
  const { t } = useTranslation('order');
  const nameId = useId();
  const request = item.return_request;
  return (
    <li aria-labelledby={nameId} className="flex flex-col gap-4 border-t border-line py-4 first:border-t-0">
      <div className="flex gap-3">
        <ProductThumb images={item.product_image} className="size-16" />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1 text-start">
          <h3 id={nameId} className="font-medium">
            <Link to={`/ProductDetails?PId=${item.product_id}`} className="rounded-sm hover:underline focus-visible:focus-ring">
              {item.product_name}
            </Link>
          </h3>
          <span className="text-sm text-muted-fg">
            {t('order:item_quantity', { count: item.quantity })} · {item.item_type === 'free_item' ? t('order:item_free') : <bdi>{money(item.line_total)}</bdi>}
          </span>
          {item.slot && <SlotLine slot={item.slot} booking={{ orderId, orderItemId: item.order_item_id, productName: item.product_name }} />}
        </div>
        <div className="shrink-0">
          <ItemStatusBadge status={item.status} />
        </div>
      </div>
      {item.policies && <ItemPolicies policies={item.policies} productType={item.product_type} money={money} />}
      {request && (
        <div className="flex flex-col gap-1 rounded-md bg-muted p-3 text-start text-sm">
          <p className="font-medium">
            {t(`order:request_${request.kind}`)} · {t(`order:request_status_${request.status}`)}
          </p>
          <p className="text-muted-fg">
            <bdi>{request.reason}</bdi>
          </p>
          <ReturnPhotos images={request.images} />
        </div>
      )}
      {item.review && (
        <figure className="flex flex-col gap-1 rounded-md border border-line p-3 text-start text-sm">
          <figcaption className="text-xs font-medium text-muted-fg">{t('order:your_review')}</figcaption>
          <StarRating value={item.review.rating} label={t('order:rated', { rating: item.review.rating })} size="sm" />
          {item.review.title && (
            <p className="font-medium">
              <bdi>{item.review.title}</bdi>
            </p>
          )}
          {item.review.body && (
            <p>
              <bdi>{item.review.body}</bdi>
            </p>
          )}
        </figure>
      )}
      <RequestFormButton item={item} describedBy={nameId} />
      <ItemActions orderId={orderId} item={item} describedBy={nameId} onOpen={(kind) => onAction(kind, item)} />
      {item.item_type === 'request_item' && (
        <div className="flex">
          <ItemChat orderItemId={item.order_item_id} productName={item.product_name} vendorName={item.vendor_name} describedBy={nameId} />
        </div>
      )}
      <ItemTimeline placedAt={placedAt} history={item.history} label={t('order:history_of', { product: item.product_name })} />
    </li>
  );
}
