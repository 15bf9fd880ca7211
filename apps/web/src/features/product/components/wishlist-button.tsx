import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { addToWishlist, removeFromWishlist, wishlistIdsOptions, wishlistKeys } from '@/lib/cart/wishlist-api';
import { rememberReturnPath } from '@/lib/return-path';
import { useSession } from '@/lib/use-session';

/** Save to or remove from the wish list; a guest is asked to sign in first and comes back here. */
export function WishlistButton({ productId }: { productId: number }) {
  const { t } = useTranslation('wishlist');
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const saved = useQuery({ ...wishlistIdsOptions(), enabled: isAuthenticated });
  const savedId = saved.data?.get(productId);
  const toggle = useMutation({
    mutationFn: async () => {
      if (savedId === undefined) await addToWishlist(productId);
      else await removeFromWishlist(savedId);
    },
    onSuccess: () => {
      toast.success(savedId === undefined ? t('wishlist:added') : t('wishlist:removed'));
      return queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });

  const onClick = () => {
    if (!isAuthenticated) {
      // Spec §2: every way into sign-in remembers origin, path and query, as the route guard does.
      rememberReturnPath(location);
      void navigate('/signin', { state: { returnTo: `${location.pathname}${location.search}` } });
      return;
    }
    toggle.mutate();
  };
  const isSaved = savedId !== undefined;
  return (
    <Button
      variant="tertiary"
      onClick={onClick}
      disabled={toggle.isPending || (isAuthenticated && saved.isPending)}
      aria-pressed={isAuthenticated ? isSaved : undefined}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill={isSaved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3.1 4.5 6.8 4.5c2.1 0 3.6 1.1 4.2 2.4.6-1.3 2.1-2.4 4.2-2.4 3.7 0 5.9 3.7 4.4 7.2C19.5 16.4 12 21 12 21Z" />
      </svg>
      {!isAuthenticated ? t('wishlist:sign_in_to_save') : isSaved ? t('wishlist:saved') : t('wishlist:save')}
    </Button>
  );
}
