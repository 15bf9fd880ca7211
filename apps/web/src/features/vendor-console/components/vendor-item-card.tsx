import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorOrderItem } from '@bazaar/contracts';
import { ProductThumb } from '@/components/catalogue/product-thumb';
import { Button } from '@/components/ui/button';
import { isolatedValues } from '@/components/ui/isolated-values';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useMoveVendorItem } from '../api/move-vendor-item';
import { movesOf, type Move } from '../item-moves';
import { ItemDetails, ReturnRequestNote } from './item-details';
import { ItemStatusBadge } from './item-status-badge';
import { ReturnPhotos } from './return-photos';
import { SettleCash } from './settle-cash';
import { VendorItemConversation } from './vendor-item-conversation';

type Props = {
  item: VendorOrderItem;
  /** A move that turns the customer down: the page asks for a note first. */
  onAskNote: (item: VendorOrderItem, move: Move) => void;
};

/** One order item: what was bought, by whom, for where, and a button for each move the vendor may make now. */
export function VendorItemCard({ item, onAskNote }: Props) {
  const { t } = useTranslation('vendor');
  const titleId = useId();
  const move = useMoveVendorItem();

  async function run(next: Move) {
    if (next.needsNote) return onAskNote(item, next);
    try {
      const moved = await move.mutateAsync({ orderItemId: item.order_item_id, to: next.to, note: '', outcome: next.outcome });
      toast.success(t('vendor:moved', { product: moved.product_name, status: t(`vendor:status_${moved.status}`) }));
    } catch (error) {
      // A 401 has already sent the user to the sign-in form; anything else (a 409: someone moved it first) is said.
      if (!(error instanceof ApiError && error.status === 401)) toast.error(error instanceof ApiError ? error.message : t('common:something_went_wrong'));
    }
  }

  const moves = movesOf(item);
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-line bg-page p-4">
      <div className="flex items-start gap-3">
        <ProductThumb images={item.product_image} className="size-16" />
        {/* The status under the title on a phone, at the end of the row on a wider screen. */}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2 sm:flex-row sm:justify-between">
          <div className="flex min-w-0 flex-col items-start gap-1">
            <h3 id={titleId} className="max-w-full font-semibold break-words">
              {item.product_name}
            </h3>
            <p className="flex flex-wrap gap-x-2 text-sm text-muted-fg">
              <span>{t('vendor:order_number', { orderId: item.order_id })}</span>
              <span className="whitespace-nowrap">{isolatedValues(t, 'vendor:placed_at', { date: formatDateTime(item.placed_at) })}</span>
            </p>
          </div>
          <ItemStatusBadge status={item.status} requestKind={item.return_request?.kind} />
        </div>
      </div>
      <ItemDetails item={item} />
      {item.return_request && (
        <ReturnRequestNote request={item.return_request}>
          <ReturnPhotos itemId={item.order_item_id} images={item.return_request.images} />
        </ReturnRequestNote>
      )}
      {item.refund?.status === 'owed' && (
        <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
          <SettleCash item={item} describedBy={titleId} />
        </div>
      )}
      {item.item_type === 'request_item' && (
        <div className="flex flex-wrap gap-2 border-t border-line pt-3">
          <VendorItemConversation item={item} describedBy={titleId} />
        </div>
      )}
      {moves.length > 0 && (
        <div className="flex flex-wrap gap-2 border-t border-line pt-3">
          {moves.map((next) => (
            <Button
              key={`${next.kind}-${next.to}`}
              size="sm"
              variant={next.noteRequired ? 'tertiary' : 'primary'}
              aria-describedby={titleId}
              disabled={move.isPending}
              aria-busy={(move.isPending && move.variables?.to === next.to) || undefined}
              onClick={() => void run(next)}
            >
              {move.isPending && move.variables?.to === next.to ? t('vendor:moving') : t(`vendor:move_${next.kind}`, { status: t(`vendor:status_${next.to}`) })}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
