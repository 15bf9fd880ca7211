import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store-context';

/** The store's active languages; choosing one stores it with its direction and reloads (spec §4). */
export function LanguageSwitcher() {
  const { t } = useTranslation('header');
  const { languages, language, changeLanguage } = useStore();
  const id = useId();
  const active = languages.filter((l) => l.status === 1);
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t('choose_language')}
      </label>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 opacity-70" fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
      </svg>
      <select
        id={id}
        data-testid="language-switcher"
        value={language}
        onChange={(e) => changeLanguage(e.target.value)}
        className="rounded-md border border-current/20 bg-transparent px-1.5 py-1 text-sm focus-visible:focus-ring"
      >
        {active.map((l) => (
          <option key={l.language_code} value={l.language_code} lang={l.language_code.replace('_', '-')} className="text-black">
            {l.language_name}
          </option>
        ))}
      </select>
    </div>
  );
}
