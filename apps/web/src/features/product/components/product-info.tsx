import type { ReactNode } from 'react';
import type { ProductDetails } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PolicyList } from '@/components/catalogue/policy-list';
import { ProductFaq } from './product-faq';
import { ProductThumb } from '@/components/catalogue/product-thumb';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="scroll-mt-28 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Description, attributes, policies, bundle parts and FAQ: each shown only when there is some. */
export function ProductInfo({ product }: { product: ProductDetails }) {
  const { t } = useTranslation('product_details');
  return (
    <>
      {product.description && (
        <Section id="description-heading" title={t('product_details:description')}>
          <p className="whitespace-pre-line">{product.description}</p>
        </Section>
      )}
      {product.attributes.length > 0 && (
        <Section id="attributes-heading" title={t('product_details:specifications')}>
          <table className="w-full max-w-2xl text-start text-sm">
            <tbody className="divide-y divide-line">
              {product.attributes.map((attribute) => (
                <tr key={attribute.name}>
                  <th scope="row" className="w-1/3 py-2 pe-4 text-start font-normal text-muted-fg">
                    {attribute.name}
                  </th>
                  <td className="py-2">{attribute.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      )}
      {product.policies && (
        <Section id="policies-heading" title={t('product_details:policies')}>
          <PolicyList policies={product.policies} productType={product.product_type_name} discountDetails={product.discount_details} />
        </Section>
      )}
      {product.bundled_products.length > 0 && (
        <Section id="bundle-heading" title={t('product_details:bundle_contents')}>
          <ul className="flex flex-col gap-2">
            {product.bundled_products.map((item) => (
              <li key={item.product_id}>
                <Link to={`/ProductDetails?PId=${item.product_id}`} className="flex items-center gap-3 rounded-md p-2 hover:bg-muted">
                  <ProductThumb images={item.product_image} className="size-12" />
                  <span className="font-medium">{item.product_name}</span>
                  <span className="ms-auto text-sm text-muted-fg">{t('product_details:bundle_quantity', { quantity: item.quantity })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {product.faq.length > 0 && (
        <Section id="faq-heading" title={t('product_details:faq')}>
          <ProductFaq faq={product.faq} />
        </Section>
      )}
    </>
  );
}
