import { useId, useState, type FormEvent } from 'react';
import type { Category } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { blockNonDigitKeys, digitsOnly, refuseNonDigitPaste } from '@/components/ui/digits';
import { MAX_PRICE, PRODUCT_TYPES } from '@bazaar/contracts/constants';
import type { ListingFilters } from '../listing-filters';
import { RatingFilter } from './rating-filter';

export type VendorOption = { id: number; name: string };
type Change = Partial<Omit<ListingFilters, 'page'>>;

const fieldClass = 'w-full rounded-lg border border-line bg-page px-3 py-2 text-sm text-page-fg focus-visible:focus-ring';
const labelClass = 'flex flex-col gap-1.5 text-sm font-medium';

/** Categories in tree order with their depth, from the flat parent-before-child list. */
export function categoryTree(categories: Category[]): { category: Category; depth: number }[] {
  const byParent = new Map<number | null, Category[]>();
  for (const c of categories) byParent.set(c.parent_id, [...(byParent.get(c.parent_id) ?? []), c]);
  const known = new Set(categories.map((c) => c.category_id));
  const out: { category: Category; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const c of [...(byParent.get(parent) ?? [])].sort((a, b) => a.position - b.position)) {
      out.push({ category: c, depth });
      walk(c.category_id, depth + 1);
    }
  };
  walk(null, 0);
  // Orphans (parent not in the list) still show, at the top level.
  for (const c of categories)
    if (c.parent_id !== null && !known.has(c.parent_id)) {
      out.push({ category: c, depth: 0 });
      walk(c.category_id, 1);
    }
  return out;
}

const toNumber = (value: string) => (value === '' ? undefined : Number(value));
const PRICE_DIGITS = String(MAX_PRICE).length;

/**
 * Whole amounts from 0 to the store maximum (spec §9). A key other than a digit is blocked and a
 * paste holding one is refused (§5), rather than stripped afterwards ('7.5' read as 75). A text
 * input, since a number input lets '.', 'e' and '-' through and reports them as an empty value.
 */
function PriceInput(props: { value: string; onChange: (value: string) => void; label: string; placeholder: string; describedBy?: string | undefined }) {
  return (
    <input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      value={props.value}
      onKeyDown={blockNonDigitKeys}
      onPaste={refuseNonDigitPaste}
      onChange={(e) => props.onChange(digitsOnly(e.target.value, PRICE_DIGITS))}
      aria-label={props.label}
      placeholder={props.placeholder}
      aria-describedby={props.describedBy}
      className={fieldClass}
    />
  );
}
function PriceRange({ filters, onChange }: { filters: ListingFilters; onChange: (change: Change) => void }) {
  const { t } = useTranslation('product_listing');
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '');
  const [shown, setShown] = useState({ min: filters.minPrice, max: filters.maxPrice });
  // The URL is the truth: when it changes (clear filters, back button), the inputs follow it.
  if (shown.min !== filters.minPrice || shown.max !== filters.maxPrice) {
    setShown({ min: filters.minPrice, max: filters.maxPrice });
    setMin(filters.minPrice?.toString() ?? '');
    setMax(filters.maxPrice?.toString() ?? '');
  }
  const minN = toNumber(min);
  const maxN = toNumber(max);
  const reversed = minN !== undefined && maxN !== undefined && minN > maxN;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reversed) return;
    onChange({ minPrice: minN, maxPrice: maxN });
  };
  const errorId = useId();
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('filter_price')}</legend>
        <div className="flex items-center gap-2">
          <PriceInput value={min} onChange={setMin} label={t('filter_min_price')} placeholder={t('filter_min')} describedBy={reversed ? errorId : undefined} />
          <span aria-hidden="true">–</span>
          <PriceInput value={max} onChange={setMax} label={t('filter_max_price')} placeholder={t('filter_max')} />
        </div>
      </fieldset>
      {reversed && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {t('filter_price_reversed')}
        </p>
      )}
      <Button type="submit" variant="secondary" size="sm" disabled={reversed}>
        {t('filter_apply_price')}
      </Button>
    </form>
  );
}

/** Category, price, rating, vendor, product type and stock. Each change is written to the URL at once. */
export function FilterPanel({
  filters,
  categories,
  vendors,
  onChange,
  onClear,
}: {
  filters: ListingFilters;
  categories: Category[];
  vendors: VendorOption[];
  onChange: (change: Change) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('product_listing');
  return (
    <div className="flex flex-col gap-5">
      <label className={labelClass}>
        {t('filter_category')}
        <select className={fieldClass} value={filters.categoryId ?? ''} onChange={(e) => onChange({ categoryId: toNumber(e.target.value) })}>
          <option value="">{t('filter_all_categories')}</option>
          {categoryTree(categories).map(({ category, depth }) => (
            <option key={category.category_id} value={category.category_id}>
              {'\u00A0\u00A0'.repeat(depth) + category.category_name}
            </option>
          ))}
        </select>
      </label>
      <PriceRange filters={filters} onChange={onChange} />
      <RatingFilter value={filters.minRating} onChange={(minRating) => onChange({ minRating })} />
      <label className={labelClass}>
        {t('filter_vendor')}
        <select className={fieldClass} value={filters.vendorId ?? ''} onChange={(e) => onChange({ vendorId: toNumber(e.target.value) })}>
          <option value="">{t('filter_all_vendors')}</option>
          {vendors.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {t('filter_product_type')}
        <select
          className={fieldClass}
          value={filters.productType ?? ''}
          onChange={(e) => onChange({ productType: PRODUCT_TYPES.find((type) => type === e.target.value) })}
        >
          <option value="">{t('filter_all_types')}</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type_${type.toLowerCase().replace(/ /g, '_')}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={filters.inStock === true}
          onChange={(e) => onChange({ inStock: e.target.checked ? true : undefined })}
          className="size-4 shrink-0 accent-primary focus-visible:focus-ring"
        />
        {t('filter_hide_out_of_stock')}
      </label>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('clear_filters')}
      </Button>
    </div>
  );
}
