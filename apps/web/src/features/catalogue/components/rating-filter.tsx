import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StarRating } from '@/components/ui/star-rating';

export const RATING_STEPS = [4, 3, 2, 1] as const;

/**
 * "4★ & above" … "1★ & above" as native radios: Tab reaches the group, arrow keys move the choice,
 * and screen readers announce it as a radio group by its legend. "Any rating" clears the filter.
 */
export function RatingFilter({ value, onChange }: { value: number | undefined; onChange: (minRating: number | undefined) => void }) {
  const { t } = useTranslation('product_listing');
  // One group name per panel: the panel can be on the page twice (side column and mobile sheet).
  const name = useId();
  const options: { stars: number | undefined; label: string }[] = [
    { stars: undefined, label: t('filter_rating_any') },
    ...RATING_STEPS.map((stars) => ({ stars, label: t('filter_rating_min', { stars }) })),
  ];
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1.5 text-sm font-medium">{t('filter_rating')}</legend>
      {options.map(({ stars, label }) => (
        <label
          key={stars ?? 'any'}
          className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm has-[:focus-visible]:focus-ring hover:bg-muted"
        >
          <input
            type="radio"
            name={name}
            value={stars ?? ''}
            checked={value === stars}
            onChange={() => onChange(stars)}
            className="size-4 accent-primary focus-visible:outline-none"
          />
          {stars !== undefined && <StarRating value={stars} size="sm" />}
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
