import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';

/**
 * An error for the whole form, read out as soon as it appears: a translated message as it is,
 * a wrong one-time code as the tries it has left in the page's language, another failed call as
 * the server's response_message, anything else as "Something went wrong".
 */
export function FormAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  const message = typeof error === 'string' ? error : errorMessage(error, t);
  return (
    // dir="auto": the server's messages are English, and read left to right on an Arabic page too.
    <p role="alert" dir="auto" className="rounded-lg border border-red-600/40 bg-red-600/10 px-3 py-2 text-sm text-red-800 dark:text-red-200">
      {message}
    </p>
  );
}
