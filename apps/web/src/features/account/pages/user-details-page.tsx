import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { LoadError, LoadingBlocks, repeat } from '@/components/ui/query-states';
import { useProfile } from '../api/get-profile';
import { AccountPage } from '../components/account-page';
import { PasswordSection } from '../components/password-section';
import { ProfileForm } from '../components/profile-form';

function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['user_details', 'user_profile']);
  const notAdded = t('user_profile:not_added');
  const rows: [string, ReactNode][] = [
    [t('user_details:name'), profile.name],
    [t('user_details:email'), profile.email ?? notAdded],
    [t('user_details:phone'), profile.phone ? <span dir="ltr">{profile.phone}</span> : notAdded],
    [t('user_details:gender'), t(`user_details:gender_${profile.gender}`)],
    [t('user_details:date_of_birth'), profile.date_of_birth ? formatDate(profile.date_of_birth) : notAdded],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 text-start">
          <dt className="text-sm text-muted-fg">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /userDetails: the customer's personal details, shown and edited in place. */
export default function UserDetailsPage() {
  const { t } = useTranslation(['user_details', 'user_profile', 'common']);
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Closing the editor (saved, confirmed or given up) hands focus back to the button that opened it.
  useLayoutEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <AccountPage
      title={t('user_details:title')}
      description={t('user_details:description')}
      actions={
        profile.isSuccess &&
        !editing && (
          <Button ref={editButton} variant="secondary" onClick={() => setEditing(true)}>
            {t('user_details:edit')}
          </Button>
        )
      }
    >
      <div className="rounded-lg border border-line p-6">
        {profile.isPending ? (
          <LoadingBlocks blocks={repeat(3, 'h-10')} />
        ) : profile.isError ? (
          <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
        ) : editing ? (
          <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />
        ) : (
          <ProfileDetails profile={profile.data} />
        )}
      </div>
      {profile.isSuccess && <PasswordSection profile={profile.data} />}
    </AccountPage>
  );
}
