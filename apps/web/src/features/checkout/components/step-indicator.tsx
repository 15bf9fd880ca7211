import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

export const STEP_NAMES = ['address', 'delivery', 'payment'] as const;

type Props = { numberOfSteps: number; activeStep: number; reachable: number; onChoose: (step: number) => void };

/**
 * Where the shopper is among the steps (spec §4): the current one marked for assistive technology,
 * earlier ones and those already open to them as buttons, later ones shown but not yet open.
 */
export function StepIndicator({ numberOfSteps, activeStep, reachable, onChoose }: Props) {
  const { t } = useTranslation('order');
  return (
    <nav aria-label={t('order:steps_label')}>
      <ol className="flex items-center gap-1 sm:gap-4">
        {STEP_NAMES.slice(0, numberOfSteps).map((name, index) => {
          const step = index + 1;
          const current = step === activeStep;
          const done = step < activeStep;
          return (
            <li key={name} className="flex min-w-0 items-center gap-1 sm:gap-4">
              {index > 0 && <span aria-hidden="true" className="h-px w-3 shrink-0 bg-line sm:w-8" />}
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                disabled={step > reachable}
                onClick={() => onChoose(step)}
                className="inline-flex min-w-0 items-center gap-1.5 rounded-md px-1 py-1 text-sm focus-visible:focus-ring disabled:cursor-not-allowed disabled:opacity-60"
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                    current ? 'border-primary bg-primary text-primary-fg' : done ? 'border-primary text-primary' : 'border-line text-muted-fg',
                  )}
                >
                  {step}
                </span>
                {/* The name reads "Step 1 of 3: Address"; a space between the spans, ignored by the flex layout, keeps the words apart. */}
                <span className="sr-only">{t('order:step_of', { step, total: numberOfSteps })}</span>{' '}
                <span className={clsx('truncate', current && 'font-semibold')}>{t(`order:step_${name}`)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
