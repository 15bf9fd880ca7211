import { useTranslation } from 'react-i18next';
import { LoadError, LoadingBlocks, repeat } from '@/components/ui/query-states';
import { usePreferences } from '../api/get-preferences';
import { AccountPage } from '../components/account-page';
import { PreferencesForm } from '../components/preferences-form';

/** /preferences: language, theme and which notifications to receive. */
export default function PreferencesPage() {
  const { t } = useTranslation(['user_profile', 'common']);
  const preferences = usePreferences();
  return (
    <AccountPage title={t('user_profile:preferences')} description={t('user_profile:preferences_intro')}>
      {preferences.isPending ? (
        <LoadingBlocks blocks={repeat(2, 'h-40')} />
      ) : preferences.isError ? (
        <LoadError error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : (
        <PreferencesForm preferences={preferences.data} />
      )}
    </AccountPage>
  );
}
