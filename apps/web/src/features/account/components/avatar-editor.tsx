import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { AVATAR_TYPES, avatarFileProblem, useAvatarMutations } from '../api/avatar';
import { ProfileAvatar } from './profile-avatar';

/**
 * The profile photo with "Change photo" (a visible button opening a hidden file input, so it is
 * reached and used by keyboard like any button) and "Remove photo". A file of the wrong type or
 * size is refused here, before anything is sent.
 */
export function AvatarEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['user_profile', 'common']);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { upload, remove } = useAvatarMutations();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const failed = (error: unknown) => setProblem(error instanceof ApiError ? error.message : t('common:something_went_wrong'));

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const check = avatarFileProblem(file);
    if (check) {
      setProblem(t(check === 'type' ? 'user_profile:photo_type_invalid' : 'user_profile:photo_too_large'));
      return;
    }
    setProblem(null);
    upload.mutate(file, { onSuccess: () => toast.success(t('user_profile:photo_updated')), onError: failed });
  }

  function onRemove() {
    setProblem(null);
    remove.mutate(undefined, { onSuccess: () => toast.success(t('user_profile:photo_removed')), onError: failed });
  }

  return (
    <div className="flex shrink-0 flex-col items-center gap-2" aria-busy={busy || undefined}>
      <div className="relative">
        <ProfileAvatar name={profile.name} avatarPath={profile.avatar_path} />
        {busy && (
          <div className="absolute inset-0 flex items-center justify-center rounded-full bg-page/70">
            <Spinner color="currentColor" />
          </div>
        )}
      </div>
      <input ref={input} type="file" hidden accept={AVATAR_TYPES.join(',')} aria-label={t('user_profile:change_photo')} onChange={onFileChosen} />
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="tertiary" size="sm" disabled={busy} aria-describedby={hintId} onClick={() => input.current?.click()}>
          {upload.isPending ? t('user_profile:uploading_photo') : t('user_profile:change_photo')}
        </Button>
        {profile.avatar_path && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
            {remove.isPending ? t('user_profile:removing_photo') : t('user_profile:remove_photo')}
          </Button>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-fg">
        {t('user_profile:photo_hint')}
      </p>
      {problem && (
        <p role="alert" className="max-w-56 text-center text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
