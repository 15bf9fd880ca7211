import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '@bazaar/contracts';
import { Field, inputClassName } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toaster';
import { useStore } from '@/lib/store-context';
import type { ThemePreference } from '@/lib/theme-preference';
import { useUpdatePreferences } from '../api/update-preferences';
import { SwitchField } from './switch-field';

const THEMES: ThemePreference[] = ['light', 'dark', 'system'];
type Notification = 'notify_order_updates' | 'notify_offers' | 'notify_by_sms' | 'notify_by_email';
const NOTIFICATIONS: Notification[] = ['notify_order_updates', 'notify_offers', 'notify_by_sms', 'notify_by_email'];

/**
 * Language, theme and notification settings. After a save the theme and language take effect
 * here too, through the store context (a language change reloads the page, spec §4).
 */
export function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const { t } = useTranslation(['user_profile', 'common']);
  const { languages, language, changeLanguage, setThemePreference } = useStore();
  const active = languages.filter((l) => l.status === 1);
  const [values, setValues] = useState<Preferences>(() => ({
    ...preferences,
    // A saved language the store no longer offers gives way to the one in use.
    language_code: active.find((l) => l.language_code === preferences.language_code)?.language_code ?? (language as Preferences['language_code']),
  }));
  const update = useUpdatePreferences();
  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(values, {
      onSuccess: (saved) => {
        toast.success(t('user_profile:preferences_saved'));
        setThemePreference(saved.theme);
        if (saved.language_code && saved.language_code !== language) changeLanguage(saved.language_code);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <section className="flex flex-col gap-4 rounded-lg border border-line p-6" aria-labelledby="preferences-display">
        <h2 id="preferences-display" className="text-lg font-semibold">
          {t('user_profile:display')}
        </h2>
        <Field label={t('common:language')} hint={t('user_profile:language_hint')}>
          {(control) => (
            <select
              {...control}
              value={values.language_code ?? ''}
              onChange={(e) => set('language_code', e.target.value as Preferences['language_code'])}
              className={inputClassName()}
            >
              {active.map((l) => (
                <option key={l.language_code} value={l.language_code} lang={l.language_code.replace('_', '-')}>
                  {l.language_name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="flex flex-col gap-2 text-start">
          <legend className="mb-2 text-sm font-medium">{t('common:theme')}</legend>
          <div className="flex flex-wrap gap-2">
            {THEMES.map((theme) => (
              <label
                key={theme}
                className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 has-checked:border-primary has-checked:bg-muted has-focus-visible:focus-ring"
              >
                <input
                  type="radio"
                  name="theme"
                  value={theme}
                  checked={values.theme === theme}
                  onChange={() => set('theme', theme)}
                  className="size-4 accent-primary"
                />
                {t(`common:theme_${theme}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </section>
      <section className="flex flex-col rounded-lg border border-line p-6" aria-labelledby="preferences-notifications">
        <h2 id="preferences-notifications" className="text-lg font-semibold">
          {t('common:notifications')}
        </h2>
        <div className="divide-y divide-line">
          {NOTIFICATIONS.map((key) => (
            <SwitchField
              key={key}
              label={t(`user_profile:${key}`)}
              description={t(`user_profile:${key}_description`)}
              checked={values[key]}
              onChange={(checked) => set(key, checked)}
            />
          ))}
        </div>
      </section>
      <FormAlert error={update.error} />
      <div className="flex justify-end">
        <SubmitButton pending={update.isPending} pendingLabel={t('user_profile:saving')}>
          {t('user_profile:save_preferences')}
        </SubmitButton>
      </div>
    </form>
  );
}
