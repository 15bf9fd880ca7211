import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store-context';
import type { ThemePreference } from '@/lib/theme-preference';

const OPTIONS: ThemePreference[] = ['light', 'dark', 'system'];

/** Light, dark or system (which the spec maps to light), kept in local storage. */
export function ThemeSwitcher() {
  const { t } = useTranslation(['header', 'common']);
  const { themePreference, setThemePreference } = useStore();
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t('header:choose_theme')}
      </label>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 opacity-70" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
      </svg>
      <select
        id={id}
        data-testid="theme-switcher"
        value={themePreference}
        onChange={(e) => setThemePreference(e.target.value as ThemePreference)}
        className="rounded-md border border-current/20 bg-transparent px-1.5 py-1 text-sm focus-visible:focus-ring"
      >
        {OPTIONS.map((o) => (
          <option key={o} value={o} className="text-black">
            {t(`common:theme_${o}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
