import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssistantProductCard } from '@bazaar/contracts';
import { coverUrl } from '@/lib/file-url';
import { useFormatPrice } from '@/lib/format';
import { useStore } from '@/lib/store-context';

/** Square thumbnails; the size is held before the file arrives. */
const THUMB = 64;

function CardPrice({ price }: { price: number | null }) {
  const { t } = useTranslation('assistant');
  const { currency } = useStore();
  const money = useFormatPrice();
  // null: the vendor hides the price (spec §5), so nothing is shown.
  if (price === null) return null;
  return <span className="text-sm font-semibold">{price === 0 ? t('assistant:free') : money(price, currency)}</span>;
}

/** The products an answer found, each opening its product page; two a row where the view is wide enough. */
export function ProductCards({ products }: { products: AssistantProductCard[] }) {
  const { t } = useTranslation('assistant');
  if (products.length === 0) return null;
  return (
    <ul aria-label={t('assistant:products_label')} className="mt-2 grid w-full gap-2 @md:grid-cols-2">
      {products.map((product) => {
        const image = coverUrl(product.product_image);
        return (
          <li key={product.product_id}>
            <Link
              to={`/ProductDetails?PId=${product.product_id}`}
              className="flex h-full items-center gap-3 rounded-lg border border-line bg-page p-2 text-page-fg transition-colors hover:bg-muted focus-visible:focus-ring"
            >
              {image ? (
                <img
                  src={image}
                  alt=""
                  width={THUMB}
                  height={THUMB}
                  loading="lazy"
                  decoding="async"
                  className="size-16 shrink-0 rounded-md bg-muted object-cover"
                />
              ) : (
                <span aria-hidden="true" className="block size-16 shrink-0 rounded-md bg-muted" />
              )}
              <span className="flex min-w-0 flex-col gap-0.5">
                <span dir="auto" className="line-clamp-2 text-sm font-medium">
                  {product.product_name}
                </span>
                <CardPrice price={product.final_price} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
