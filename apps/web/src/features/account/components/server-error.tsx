import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/** A failed save: the server's response_message when it sent one, announced at once. */
export function ServerError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-red-600/40 bg-red-600/10 px-3 py-2 text-sm text-red-700 dark:text-red-400">
      {error instanceof ApiError ? error.message : t('common:something_went_wrong')}
    </p>
  );
}
