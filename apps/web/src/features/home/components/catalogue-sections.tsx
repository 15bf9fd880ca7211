import { useTranslation } from 'react-i18next';
import { useDeals } from '../api/get-deals';
import { useRecommendations } from '../api/get-recommendations';
import { CategoryTiles } from './category-tiles';
import { ProductRail } from './product-rail';
import { VendorStrip } from './vendor-strip';

const RAIL_SIZE = 8;

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
