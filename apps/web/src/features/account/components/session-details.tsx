import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '@bazaar/contracts';
import { formatDateTime } from '@/lib/format';

/** "Chrome on Windows", or whichever of the two the server could tell. */
export function useSessionName() {
  const { t } = useTranslation('user_profile');
  return (session: Pick<Session, 'browser' | 'os'>) =>
    session.browser && session.os
      ? t('user_profile:browser_on_os', { browser: session.browser, os: session.os })
      : session.browser || session.os || t('user_profile:unknown_device');
}

/** Label and value pairs of one session, laid out as a small grid. */
export function SessionFacts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-col text-start">
          <dt className="text-muted-fg">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const ipValue = (ip: string) => <span dir="ltr">{ip}</span>;
export const whenValue = (value: string) => <time dateTime={value}>{formatDateTime(value)}</time>;
