import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WishlistItem } from '@bazaar/contracts';
import { PriceTag } from '@/components/catalogue/price-tag';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { guestItemFrom } from '@/lib/cart/guest-cart';
import { useCart, useCartActions } from '@/lib/cart/use-cart';
import { removeFromWishlist, wishlistKeys } from '@/lib/cart/wishlist-api';
import { fileUrl, imageList } from '@/lib/file-url';

type Props = { item: WishlistItem; removing: boolean; onRemove: () => void };

/** A saved product: picture, name, price, and "move to cart" (adds one, then takes it off the list). */
export function WishlistRow({ item, removing, onRemove }: Props) {
  const { t } = useTranslation(['wishlist', 'cart']);
  const queryClient = useQueryClient();
  const inCart = useCart().lines.some((l) => l.productId === item.product_id);
  const { add } = useCartActions({
    onAdded: () => {
      toast.success(t('wishlist:moved_to_cart', { name: item.product_name }));
      void removeFromWishlist(item.id).finally(() => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }));
    },
    onError: (message) => toast.error(message),
  });
  const cover = imageList(item.product_image)[0];
  const href = `/ProductDetails?PId=${item.product_id}`;
  const movable = item.in_stock && item.order_flow !== 'enquiry_based';
  return (
    <li className="flex gap-4 border-b border-line py-4 last:border-b-0">
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img src={cover ? fileUrl(cover) : fileUrl('placeholder.svg')} alt="" width={80} height={80} className="size-20 rounded-md border border-line bg-muted object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={href} className="font-medium hover:underline focus-visible:underline">
          {item.product_name}
        </Link>
        <p className="text-sm text-muted-fg">{item.vendor_name}</p>
        <PriceTag price={item.product_price} finalPrice={item.final_price} priceVisibility={item.price_visibility} />
        {!item.in_stock && <p className="text-sm text-amber-700 dark:text-amber-400">{t('wishlist:out_of_stock')}</p>}
        <div className="mt-1 flex flex-wrap gap-2">
          {movable && (
            <Button
              size="sm"
              disabled={add.isPending || inCart}
              // Only signed-in customers have a wish list, so the server checks stock; no local limit is needed.
              onClick={() => add.mutate({ item: guestItemFrom({ ...item, max_quantity: 1 }, 1) })}
            >
              {inCart ? t('wishlist:already_in_cart') : t('wishlist:move_to_cart')}
            </Button>
          )}
          <Button size="sm" variant="ghost" disabled={removing} onClick={onRemove} aria-label={t('wishlist:remove_named', { name: item.product_name })}>
            {t('wishlist:remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
