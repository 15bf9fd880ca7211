import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError, LoadingBlocks } from '@/components/ui/query-states';
import { buttonClassName } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/toaster';
import { removeFromWishlist, WISHLIST_PAGE_SIZE, wishlistKeys, wishlistPageOptions } from '@/lib/cart/wishlist-api';
import { WishlistRow } from '../components/wishlist-row';

/** The `page` query value as a page number; anything else is page 1. */
const pageFromQuery = (value: string | null) => (value && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1);

/** /WishList (spec §2): saved products, searchable, 50 a page (the page in the URL), each movable to the cart. */
export default function WishlistPage() {
  const { t } = useTranslation('wishlist');
  const searchId = useId();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const list = useQuery(wishlistPageOptions(page, term));
  const remove = useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: () => {
      toast.success(t('wishlist:removed'));
      return queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });

  const total = list.data?.total ?? 0;
  const empty = list.isSuccess && total === 0 && term === '';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold">
          {t('wishlist:title')} {list.isSuccess && <span className="text-base font-normal text-muted-fg">({t('wishlist:item_count', { count: total })})</span>}
        </h1>
        {!empty && (
          <div className="flex flex-col gap-1">
            <label htmlFor={searchId} className="text-sm font-medium">
              {t('wishlist:search_label')}
            </label>
            <input
              id={searchId}
              type="search"
              value={search}
              maxLength={100}
              placeholder={t('wishlist:search_placeholder')}
              onChange={(event) => {
                setSearch(event.target.value);
                // A new search starts again at page 1.
                if (searchParams.has('page')) {
                  setSearchParams(
                    (params) => {
                      params.delete('page');
                      return params;
                    },
                    { replace: true },
                  );
                }
              }}
              className="h-10 w-64 rounded-md border border-line bg-page px-3 text-page-fg focus-visible:focus-ring"
            />
          </div>
        )}
      </div>
      {list.isPending ? (
        <LoadingBlocks blocks={['h-24', 'h-24', 'h-24']} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : empty ? (
        <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
          <h2 className="text-xl font-semibold">{t('wishlist:empty_title')}</h2>
          <p className="text-muted-fg">{t('wishlist:empty_text')}</p>
          <Link to="/productListing" className={buttonClassName('primary')}>
            {t('wishlist:browse')}
          </Link>
        </section>
      ) : list.data.wishlist.length === 0 ? (
        <p className="py-10 text-center text-muted-fg">{t('wishlist:no_results', { search: term })}</p>
      ) : (
        <>
          <ul className="rounded-lg border border-line px-4" aria-label={t('wishlist:title')}>
            {list.data.wishlist.map((item) => (
              <WishlistRow key={item.id} item={item} removing={remove.isPending && remove.variables === item.id} onRemove={() => remove.mutate(item.id)} />
            ))}
          </ul>
          <Pagination className="mt-6" currentPage={page} totalPages={Math.ceil(total / WISHLIST_PAGE_SIZE)} />
        </>
      )}
    </div>
  );
}
