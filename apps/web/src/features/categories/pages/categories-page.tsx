import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, LoadingBlocks } from '@/components/ui/query-states';
import { fileUrl } from '@/lib/file-url';
import { useCategories } from '@/lib/catalogue/get-categories';
import { buildCategoryTree, type CategoryNode } from '../category-tree';

const listingLink = (id: number) => `/productListing?category-id=${id}`;

function SubCategories({ nodes }: { nodes: CategoryNode[] }) {
  const { t } = useTranslation('product_listing');
  return (
    <ul className="ms-3 flex flex-col gap-1 border-s border-line ps-3">
      {nodes.map((node) => (
        <li key={node.category_id}>
          <Link to={listingLink(node.category_id)} className="flex items-baseline justify-between gap-2 text-sm hover:underline">
            <span>{node.category_name}</span>
            <span className="text-xs text-muted-fg">{t('product_listing:product_count', { count: node.product_count })}</span>
          </Link>
          {node.children.length > 0 && <SubCategories nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

export default function CategoriesPage() {
  const { t } = useTranslation('product_listing');
  const categories = useCategories();
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight">{t('product_listing:categories_title')}</h1>
      {categories.isPending ? (
        <LoadingBlocks blocks={['h-40', 'h-40']} />
      ) : categories.isError ? (
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <p className="text-muted-fg">{t('product_listing:no_categories')}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {buildCategoryTree(categories.data).map((root) => (
            <li key={root.category_id} className="flex flex-col gap-3 rounded-lg border border-line p-4">
              <Link to={listingLink(root.category_id)} className="group flex items-center gap-3">
                {root.image ? (
                  <img src={fileUrl(root.image)} alt="" width={64} height={64} loading="lazy" decoding="async" className="size-16 rounded-md object-cover" />
                ) : (
                  <span aria-hidden="true" className="size-16 rounded-md bg-muted" />
                )}
                <span className="flex flex-col">
                  <span className="font-semibold group-hover:underline">{root.category_name}</span>
                  <span className="text-sm text-muted-fg">{t('product_listing:product_count', { count: root.product_count })}</span>
                </span>
              </Link>
              {root.children.length > 0 && <SubCategories nodes={root.children} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
