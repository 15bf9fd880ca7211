import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LoginHistoryEntry } from '@bazaar/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, LoadError, LoadingBlocks, repeat } from '@/components/ui/query-states';
import { LOGIN_HISTORY_PAGE_SIZE, useLoginHistory } from '../api/get-login-history';
import { AccountPage } from '../components/account-page';
import { ipValue, SessionFacts, useSessionName, whenValue } from '../components/session-details';

const STATUS_VARIANT: Record<LoginHistoryEntry['status'], BadgeVariant> = {
  active: 'default',
  signed_out: 'secondary',
  revoked: 'destructive',
  expired: 'outline',
};

/** The `page` query value as a page number; anything else is page 1. */
function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function HistoryItem({ entry }: { entry: LoginHistoryEntry }) {
  const { t } = useTranslation('user_profile');
  const sessionName = useSessionName();
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{sessionName(entry)}</p>
        <Badge variant={STATUS_VARIANT[entry.status]}>{t(`user_profile:status_${entry.status}`)}</Badge>
      </div>
      <SessionFacts
        facts={[
          [t('user_profile:device'), entry.device || t('user_profile:unknown_device')],
          [t('user_profile:browser'), entry.browser || '—'],
          [t('user_profile:os'), entry.os || '—'],
          [t('user_profile:ip_address'), ipValue(entry.ip)],
          [t('user_profile:started'), whenValue(entry.started_at)],
          [t('user_profile:ended'), entry.ended_at ? whenValue(entry.ended_at) : t('user_profile:not_ended')],
        ]}
      />
    </li>
  );
}

/** /loginSessions: every sign-in to the account, newest first, ten to a page (page in the URL). */
export default function LoginSessionsPage() {
  const { t } = useTranslation(['user_profile', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const history = useLoginHistory(page);
  const totalPages = history.data ? Math.ceil(history.data.total / LOGIN_HISTORY_PAGE_SIZE) : 0;

  const goToPage = (next: number, replace = false) =>
    setSearchParams(
      (params) => {
        params.set('page', String(next));
        return params;
      },
      { replace },
    );

  // A bookmarked page past the end (sessions expire and drop off) falls back to the last one.
  const pastTheEnd = history.isSuccess && !history.isPlaceholderData && totalPages > 0 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) goToPage(totalPages, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- goToPage is rebuilt every render; only these values matter
  }, [pastTheEnd, totalPages]);

  return (
    <AccountPage title={t('user_profile:login_sessions')} description={t('user_profile:login_sessions_intro')}>
      {history.isPending ? (
        <LoadingBlocks blocks={repeat(4, 'h-24')} />
      ) : history.isError ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.sessions.length === 0 ? (
        <EmptyState title={t('user_profile:no_login_history')} />
      ) : (
        <>
          <ul aria-busy={history.isPlaceholderData || undefined} className="flex flex-col gap-3">
            {history.data.sessions.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} />
            ))}
          </ul>
          <Pagination className="self-center" currentPage={page} totalPages={totalPages} />
        </>
      )}
    </AccountPage>
  );
}
