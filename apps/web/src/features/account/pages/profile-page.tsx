import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { LoadError, LoadingBlocks } from '@/components/ui/query-states';
import { useProfile } from '../api/get-profile';
import { AccountPage } from '../components/account-page';
import { AvatarEditor } from '../components/avatar-editor';

type Section = { to: string; title: string; description: string; icon: string };

const ICONS = {
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  sliders: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v4l3 2',
  devices: 'M3 5h14v10H3zM7 19h6M21 9v10h-4',
  bag: 'M6 7h12l1 13H5L6 7zm3 0a3 3 0 0 1 6 0',
};

/** /myProfile: who the customer is and the way into each account page. */
export default function ProfilePage() {
  const { t } = useTranslation(['user_profile', 'user_details', 'address', 'common']);
  const profile = useProfile();

  const sections: Section[] = [
    { to: '/userDetails', title: t('user_details:title'), description: t('user_profile:details_description'), icon: ICONS.person },
    { to: '/customerAddress', title: t('address:title'), description: t('user_profile:addresses_description'), icon: ICONS.pin },
    { to: '/preferences', title: t('user_profile:preferences'), description: t('user_profile:preferences_description'), icon: ICONS.sliders },
    { to: '/loginSessions', title: t('user_profile:login_sessions'), description: t('user_profile:login_sessions_description'), icon: ICONS.clock },
    { to: '/activeSessions', title: t('user_profile:active_sessions'), description: t('user_profile:active_sessions_description'), icon: ICONS.devices },
    { to: '/userprofile/myOrder', title: t('user_profile:my_orders'), description: t('user_profile:my_orders_description'), icon: ICONS.bag },
  ];

  return (
    <AccountPage title={t('user_profile:my_profile')} backToProfile={false}>
      {profile.isPending ? (
        <LoadingBlocks blocks={['h-32']} />
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <div className="flex flex-col items-center gap-5 rounded-lg border border-line p-6 text-center sm:flex-row sm:items-start sm:text-start">
          <AvatarEditor profile={profile.data} />
          <dl className="grid min-w-0 flex-1 gap-1">
            <dt className="sr-only">{t('user_profile:name')}</dt>
            <dd className="text-xl font-semibold break-words">{profile.data.name}</dd>
            <dt className="sr-only">{t('user_profile:email')}</dt>
            <dd className="break-all text-muted-fg">{profile.data.email ?? t('user_profile:not_added')}</dd>
            <dt className="sr-only">{t('user_profile:phone')}</dt>
            <dd className="text-muted-fg">{profile.data.phone ? <span dir="ltr">{profile.data.phone}</span> : t('user_profile:not_added')}</dd>
            <dt className="sr-only">{t('user_profile:member_since_label')}</dt>
            <dd className="text-sm text-muted-fg">{t('user_profile:member_since', { date: formatDate(profile.data.created_at) })}</dd>
          </dl>
        </div>
      )}
      <nav aria-label={t('user_profile:account_sections')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="flex h-full items-start gap-3 rounded-lg border border-line p-4 text-start transition-colors hover:bg-muted focus-visible:focus-ring"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-primary" fill="none" stroke="currentColor" strokeWidth="1.8">
                  <path d={section.icon} strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium">{section.title}</span>
                  <span className="text-sm text-muted-fg">{section.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AccountPage>
  );
}
