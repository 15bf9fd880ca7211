import { usePrefetchQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesQueryOptions } from '@/lib/catalogue/get-categories';
import { vendorsQueryOptions } from '@/lib/catalogue/get-vendors';
import { dealsQueryOptions, useDeals } from '../api/get-deals';
import { recommendationsQueryOptions, useRecommendations } from '../api/get-recommendations';
import { CategoryTiles } from './category-tiles';
import { ProductRail } from './product-rail';
import { VendorStrip } from './vendor-strip';

const RAIL_SIZE = 8;

/**
 * Starts the four sections' requests during the page's first render: the sections themselves
 * wait for the home copy, and their requests would otherwise wait with them.
 */
export function usePrefetchCatalogueSections() {
  usePrefetchQuery(dealsQueryOptions(RAIL_SIZE));
  usePrefetchQuery(recommendationsQueryOptions(RAIL_SIZE));
  usePrefetchQuery(categoriesQueryOptions());
  usePrefetchQuery(vendorsQueryOptions());
}

/** The shopping part of home: deals, categories, vendors and popular picks. */
export function CatalogueSections() {
  const { t } = useTranslation('home');
  const deals = useDeals(RAIL_SIZE);
  const picks = useRecommendations(RAIL_SIZE);
  return (
    <>
      <ProductRail id="home-deals" title={t('deals_title')} products={deals.data?.products} isPending={deals.isPending} />
      <CategoryTiles />
      <VendorStrip />
      <ProductRail
        id="home-popular"
        title={t('popular_title')}
        products={picks.data?.products}
        isPending={picks.isPending}
        viewAllTo="/productListing?sort=rating"
      />
    </>
  );
}
