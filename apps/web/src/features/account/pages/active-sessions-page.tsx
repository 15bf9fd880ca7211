import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '@bazaar/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { EmptyState, LoadError, LoadingBlocks, repeat } from '@/components/ui/query-states';
import { useActiveSessions } from '../api/get-active-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { AccountPage } from '../components/account-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ipValue, SessionFacts, useSessionName, whenValue } from '../components/session-details';

/** What the confirmation dialog is asking about: one session, or all but this one. */
type Pending = { kind: 'one'; session: Session } | { kind: 'others' } | null;

function SessionItem({ session, onSignOut }: { session: Session; onSignOut: (session: Session) => void }) {
  const { t } = useTranslation('user_profile');
  const sessionName = useSessionName();
  const name = sessionName(session);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4" aria-current={session.current || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {session.current && <Badge>{t('user_profile:this_device')}</Badge>}
        </p>
        {!session.current && (
          <Button variant="tertiary" size="sm" onClick={() => onSignOut(session)} aria-label={t('user_profile:sign_out_session', { name })}>
            {t('user_profile:sign_out')}
          </Button>
        )}
      </div>
      <SessionFacts
        facts={[
          [t('user_profile:device'), session.device || t('user_profile:unknown_device')],
          [t('user_profile:ip_address'), ipValue(session.ip)],
          [t('user_profile:started'), whenValue(session.started_at)],
          [t('user_profile:last_active'), whenValue(session.last_used_at)],
        ]}
      />
    </li>
  );
}

const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** /activeSessions: where the account is signed in now, with a way to sign other devices out. */
export default function ActiveSessionsPage() {
  const { t } = useTranslation(['user_profile', 'common']);
  const sessions = useActiveSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [pending, setPending] = useState<Pending>(null);
  const sessionName = useSessionName();

  // This device first, then the most recently used.
  const list = [...(sessions.data?.sessions ?? [])].sort((a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at));
  const others = list.filter((s) => !s.current);

  const confirm = () => {
    if (pending?.kind === 'one') {
      revokeOne.mutate(pending.session.id, {
        onSuccess: () => toast.success(t('user_profile:signed_out_session')),
        onError: (error) => toast.error(failure(error, t('user_profile:sign_out_failed'))),
        onSettled: () => setPending(null),
      });
    } else if (pending?.kind === 'others') {
      revokeOthers.mutate(undefined, {
        onSuccess: ({ revoked }) => toast.success(t('user_profile:signed_out_others', { count: revoked })),
        onError: (error) => toast.error(failure(error, t('user_profile:sign_out_failed'))),
        onSettled: () => setPending(null),
      });
    }
  };

  return (
    <AccountPage
      title={t('user_profile:active_sessions')}
      description={t('user_profile:active_sessions_intro')}
      actions={
        others.length > 0 && (
          <Button variant="secondary" onClick={() => setPending({ kind: 'others' })}>
            {t('user_profile:sign_out_others')}
          </Button>
        )
      }
    >
      {sessions.isPending ? (
        <LoadingBlocks blocks={repeat(3, 'h-24')} />
      ) : sessions.isError ? (
        <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t('user_profile:no_active_sessions')} />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {list.map((session) => (
              <SessionItem key={session.id} session={session} onSignOut={(s) => setPending({ kind: 'one', session: s })} />
            ))}
          </ul>
          {others.length === 0 && <p className="text-sm text-muted-fg">{t('user_profile:only_this_device')}</p>}
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.kind === 'others' ? t('user_profile:confirm_sign_out_others_title') : t('user_profile:confirm_sign_out_title')}
        description={
          pending?.kind === 'one'
            ? t('user_profile:confirm_sign_out_description', { name: sessionName(pending.session) })
            : t('user_profile:confirm_sign_out_others_description')
        }
        confirmLabel={pending?.kind === 'others' ? t('user_profile:sign_out_others') : t('user_profile:sign_out')}
        onConfirm={confirm}
        pending={revokeOne.isPending || revokeOthers.isPending}
      />
    </AccountPage>
  );
}
