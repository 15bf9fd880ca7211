import { useTranslation } from 'react-i18next';

const stepClass =
  'inline-flex size-9 items-center justify-center text-lg hover:bg-muted disabled:pointer-events-none disabled:opacity-40 focus-visible:focus-ring';

/** Whole quantities from 1 to max; the buttons stop at the limits. `label` names what is counted. */
export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('product_details');
  return (
    <div role="group" aria-label={t('product_details:quantity')} className="inline-flex items-center rounded-md border border-line">
      <button type="button" className={stepClass} aria-label={t('product_details:decrease_quantity')} disabled={value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output aria-live="polite" aria-label={t('product_details:quantity')} className="min-w-10 text-center font-medium">
        {value}
      </output>
      <button
        type="button"
        className={stepClass}
        aria-label={t('product_details:increase_quantity')}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
