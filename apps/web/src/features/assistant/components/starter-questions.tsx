import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const STARTERS = ['assistant:starter_shirts', 'assistant:starter_order', 'assistant:starter_slots'] as const;

/** What a new conversation offers to ask, in the page's language; a click asks it. */
export function StarterQuestions({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  const { t } = useTranslation('assistant');
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-3 p-1">
      <h2 id={heading} className="text-base font-semibold">
        {t('assistant:starters_title')}
      </h2>
      <p className="text-sm text-muted-fg">{t('assistant:starters_intro')}</p>
      <ul className="flex flex-col items-start gap-2">
        {STARTERS.map((key) => (
          <li key={key}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(t(key))}
              className="rounded-full border border-line bg-page px-3 py-1.5 text-start text-sm text-page-fg transition-colors hover:bg-muted focus-visible:focus-ring disabled:opacity-50"
            >
              {t(key)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
