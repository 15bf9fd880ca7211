import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WishlistItem } from '@bazaar/contracts';
import { PriceTag } from '@/components/catalogue/price-tag';
import { ProductThumb } from '@/components/catalogue/product-thumb';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { guestItemFrom } from '@/lib/cart/guest-cart';
import { useCart, useCartActions } from '@/lib/cart/use-cart';
import { removeFromWishlist, wishlistKeys } from '@/lib/cart/wishlist-api';

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
  const href = `/ProductDetails?PId=${item.product_id}`;
  const movable = item.max_quantity > 0 && item.order_flow !== 'enquiry_based';
  return (
    <li className="flex gap-4 border-b border-line py-4 last:border-b-0">
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <ProductThumb images={item.product_image} className="size-20" />
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
            <Button size="sm" disabled={add.isPending || inCart} onClick={() => add.mutate({ item: guestItemFrom(item, 1) })}>
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
