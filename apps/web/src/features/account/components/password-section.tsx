import { useLayoutEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { PasswordCodeFlow } from './password-code-flow';

/** Whether the customer has a password, and the way to set or change it with a code. */
export function PasswordSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('user_details');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const identifier = profile.phone ?? profile.email;
  const action = profile.has_password ? t('user_details:change_password') : t('user_details:set_password');

  // Closing the flow hands focus back to the button that opened it.
  useLayoutEffect(() => {
    if (!open && wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-line p-6 text-start">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {t('user_details:password_title')}
          </h2>
          <p className="text-sm text-muted-fg">{profile.has_password ? t('user_details:password_is_set') : t('user_details:password_not_set')}</p>
        </div>
        {!open && identifier && (
          <Button ref={opener} variant="secondary" onClick={() => setOpen(true)}>
            {action}
          </Button>
        )}
      </div>
      {open && identifier && <PasswordCodeFlow identifier={identifier} title={action} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />}
    </section>
  );
}
