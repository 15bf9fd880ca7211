import { useTranslation } from 'react-i18next';
import { ProductCard } from '@/components/catalogue/product-card';
import { useRelated } from '../api/get-related';

/** Recommendations are a bonus: while loading or on failure the section simply is not shown. */
export function RelatedProducts({ productId }: { productId: number }) {
  const { t } = useTranslation('product_details');
  const related = useRelated(productId);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="flex flex-col gap-4">
      <h2 id="related-heading" className="text-xl font-semibold">
        {t('product_details:related_products')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {related.data.map((product) => (
          <li key={product.product_id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
