import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { SideSheet } from '@/components/ui/side-sheet';
import { logout } from '@/lib/logout';
import { rememberReturnPath } from '@/lib/return-path';
import { useStore } from '@/lib/store-context';
import { useSession } from '@/lib/use-session';
import { LanguageSwitcher } from './language-switcher';
import { NAV_LINKS } from './nav-links';
import { ThemeSwitcher } from './theme-switcher';

/** What a signed-in customer reaches from the phone menu; the header keeps only icons for them on a phone. */
export const MOBILE_ACCOUNT_LINKS = [
  { to: '/myProfile', key: 'my_account' },
  { to: '/userprofile/myOrder', key: 'my_orders' },
  { to: '/WishList', key: 'wishlist' },
  { to: '/enquiries', key: 'enquiries' },
] as const;

// The page shown is marked (aria-current, set by NavLink) for eyes as well as for screen readers.
const item = 'block w-full rounded-md px-3 py-2 text-start hover:bg-muted focus-visible:focus-ring disabled:opacity-60 aria-[current=page]:font-semibold';

/** The customer's links and "Sign out", or "Sign in" for a guest (remembering this page to come back to). */
function AccountLinks({ close }: { close: () => void }) {
  const { t } = useTranslation('header');
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  if (!isAuthenticated) {
    return (
      <Link
        to="/signin"
        className={item}
        onClick={() => {
          rememberReturnPath(location);
          close();
        }}
      >
        {t('sign_in')}
      </Link>
    );
  }
  return (
    <nav aria-label={t('account_navigation')}>
      <ul className="flex flex-col gap-1">
        {MOBILE_ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={close} className={item}>
              {t(link.key)}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={item}
            disabled={signingOut}
            aria-busy={signingOut || undefined}
            onClick={() => {
              setSigningOut(true);
              void logout(queryClient);
            }}
          >
            {signingOut ? t('signing_out') : t('sign_out')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** Small screens: navigation, the account's links and the language and theme choices in a sheet from the start side. */
export default function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('header');
  const { languages, language } = useStore();
  const rtl = languages.find((l) => l.language_code === language)?.writing_script_direction === 'RTL';
  const close = () => onOpenChange(false);
  return (
    <SideSheet open={open} onOpenChange={onOpenChange} side={rtl ? 'right' : 'left'} title={t('menu')}>
      <nav aria-label={t('main_navigation')}>
        <ul className="flex flex-col gap-1">
          {[{ to: '/', key: 'home' } as const, ...NAV_LINKS].map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={close} className={item}>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-line pt-4">
        <AccountLinks close={close} />
      </div>
      <div className="flex flex-col gap-3 border-t border-line pt-4">
        <LanguageSwitcher />
        <ThemeSwitcher />
      </div>
    </SideSheet>
  );
}
