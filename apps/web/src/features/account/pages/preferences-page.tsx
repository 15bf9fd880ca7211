import { useTranslation } from 'react-i18next';
import { usePreferences } from '../api/get-preferences';
import { AccountPage } from '../components/account-page';
import { PreferencesForm } from '../components/preferences-form';
import { ErrorState, ListSkeleton } from '../components/query-states';

/** /preferences: language, theme and which notifications to receive. */
export default function PreferencesPage() {
  const { t } = useTranslation(['user_profile', 'common']);
  const preferences = usePreferences();
  return (
    <AccountPage title={t('user_profile:preferences')} description={t('user_profile:preferences_intro')}>
      {preferences.isPending ? (
        <ListSkeleton rows={2} rowClassName="h-40" />
      ) : preferences.isError ? (
        <ErrorState error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : (
        <PreferencesForm preferences={preferences.data} />
      )}
    </AccountPage>
  );
}
